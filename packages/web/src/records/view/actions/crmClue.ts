import { CLUE_STATUS } from '@crm/domain';
import type { ObjectActions } from './types.ts';

/** Lead statuses that may still become a customer (converted and invalid leads may not). */
const CONVERTIBLE: readonly string[] = [CLUE_STATUS.unassigned, CLUE_STATUS.waiting, CLUE_STATUS.following];

export function canConvertClue(status: unknown): boolean {
  return CONVERTIBLE.includes(String(status ?? ''));
}

export const crmClueActions: ObjectActions = ({ record, navigate, t }) =>
  canConvertClue(record.status)
    ? [
        {
          key: 'convert',
          text: t('web.action.convert'),
          permission: 'crm:crmClue:toCustomer',
          needsEdit: true,
          onClick: () => void navigate(`/crm/clueChangeToCustomer?id=${encodeURIComponent(record.id)}`),
        },
      ]
    : [];
