import { VISIT_SIGN_STATE } from '@crm/domain';

const STATE_COLOR: Record<string, string> = {
  [VISIT_SIGN_STATE.onSite]: 'success',
  [VISIT_SIGN_STATE.far]: 'warning',
  [VISIT_SIGN_STATE.noLocation]: 'default',
};
const STATE_LABEL: Record<string, string> = {
  [VISIT_SIGN_STATE.onSite]: 'entity.crmVisit.signOnSite',
  [VISIT_SIGN_STATE.far]: 'entity.crmVisit.signFar',
  [VISIT_SIGN_STATE.noLocation]: 'entity.crmVisit.signNoLocation',
};

/** A sign-in's state as a tag's colour (on site green, far orange, no location grey) and its label key. */
export const signStateColor = (state: unknown): string => STATE_COLOR[String(state)] ?? 'default';
export const signStateLabel = (state: unknown): string => STATE_LABEL[String(state)] ?? 'entity.crmVisit.signState';
