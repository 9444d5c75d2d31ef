import { CHANCE_STATUS } from '@crm/domain';
import { manifestOf } from '../../../records/definitions.ts';
import type { ObjectActions, WebObject } from '../../../records/web-object.ts';
import { ChanceStagesPanel } from './ChanceStagesPanel.tsx';

/**
 * Beside the actions: the opportunity's products and its competitors, each on a page of its own
 * (spec crmChanceProductForm, crmChanceCompetitorAdd), and, while it is not lost or invalid, a
 * contract made from it (the contract's form opened with it chosen, which starts the contract
 * from its customer, amount and contact), for whoever may add contracts.
 */
const chanceButtons: ObjectActions = ({ record, navigate, t }) => {
  const id = encodeURIComponent(record.id);
  const contract = new URLSearchParams({ chanceId: record.id, chanceId_dictText: String(record.chanceName ?? '') });
  const open = record.status === CHANCE_STATUS.ongoing || record.status === CHANCE_STATUS.won;
  return [
    { key: 'products', text: t('web.route.chanceProducts'), needsEdit: true, onClick: () => void navigate(`/crm/crmChanceProductForm?id=${id}`) },
    { key: 'competitors', text: t('web.route.chanceCompetitors'), needsEdit: true, onClick: () => void navigate(`/crm/crmChanceCompetitorAdd?id=${id}`) },
    ...(open
      ? [
          {
            key: 'toContract',
            text: t('web.action.toContract'),
            permission: 'crm:crmContract:add',
            onClick: () => void navigate(`${manifestOf('crmContract')?.routes.add ?? ''}?${contract.toString()}`),
          },
        ]
      : []),
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
