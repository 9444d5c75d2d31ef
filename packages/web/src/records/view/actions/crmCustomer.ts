import { entityOf, entityRoutes } from '@crm/domain';
import type { ObjectActions } from './types.ts';

export const crmCustomerActions: ObjectActions = ({ record, navigate, t }) => {
  const name = typeof record.name === 'string' ? record.name : '';
  const prefill = (field: string) => new URLSearchParams({ [field]: record.id, [`${field}_dictText`]: name }).toString();
  return [
    {
      key: 'addSubCustomer',
      text: t('web.action.addSubCustomer'),
      permission: 'crm:crmCustomer:add',
      onClick: () => void navigate(`/crm/crmSubCustomerAdd?${prefill('parentId')}`),
    },
    {
      key: 'addContact',
      text: t('web.action.addContact'),
      permission: 'crm:crmContacter:add',
      onClick: () => void navigate(`${entityRoutes(entityOf('crmContacter')).add}?${prefill('customerId')}`),
    },
  ];
};
