import type { ObjectActions, WebObject } from '../../../records/web-object.ts';
import { ChanceStagesPanel } from './ChanceStagesPanel.tsx';

/** Beside the actions: the opportunity's products and its competitors, each on a page of its own (spec crmChanceProductForm, crmChanceCompetitorAdd). */
const chanceButtons: ObjectActions = ({ record, navigate, t }) => {
  const id = encodeURIComponent(record.id);
  return [
    { key: 'products', text: t('web.route.chanceProducts'), needsEdit: true, onClick: () => void navigate(`/crm/crmChanceProductForm?id=${id}`) },
    { key: 'competitors', text: t('web.route.chanceCompetitors'), needsEdit: true, onClick: () => void navigate(`/crm/crmChanceCompetitorAdd?id=${id}`) },
  ];
};

/**
 * Opportunities on the phone: the stages panel of the detail screen (its process's stages and the
 * current stage's tasks), the page of the changeProcess action (the generic action page), and
 * the pages of its products and competitors (the generic lines page).
 */
export const crmChanceWeb: WebObject = {
  panel: ChanceStagesPanel,
  screens: {
    changeProcess: () => import('../../../records/view/ActionPage.tsx').then((m) => m.actionPageOf('crmChance', 'changeProcess')),
    products: () => import('../../../records/view/LinesPage.tsx').then((m) => m.linesPageOf('crmChance', 'products')),
    competitors: () => import('../../../records/view/LinesPage.tsx').then((m) => m.linesPageOf('crmChance', 'competitors')),
  },
  extraActions: chanceButtons,
};
