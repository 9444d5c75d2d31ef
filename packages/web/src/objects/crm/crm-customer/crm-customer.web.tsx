import { manifestOf } from '../../../records/definitions.ts';
import type { EntitySource } from '../../../records/meta/entity-meta.ts';
import { EnvironmentOutline } from 'antd-mobile-icons';
import type { ObjectActions, ObjectListActions, WebObject } from '../../../records/web-object.ts';

const CUSTOMER: EntitySource = { kind: 'entity', apiName: 'crmCustomer' };

/** Beside the actions: a sub-customer or a contact of this customer, their forms pre-filled with it. */
const customerButtons: ObjectActions = ({ record, navigate, t }) => {
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
      onClick: () => void navigate(`${manifestOf('crmContacter')?.routes.add ?? ''}?${prefill('customerId')}`),
    },
  ];
};

/** Above the customer list: the customers around the phone (/crm/nearbyCustomer), for whoever has that page. */
const customerListButtons: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'nearby',
    text: t('common.menu.nearbyCustomer'),
    icon: <EnvironmentOutline />,
    permission: 'crm:nearbyCustomer:list',
    onClick: () => void navigate('/crm/nearbyCustomer'),
  },
];

/** Customers on the phone: the customer home (spec /crm/crmCustomerIndex), the sub-customer form and the buttons above. */
export const crmCustomerWeb: WebObject = {
  screens: {
    home: () => import('./CustomerIndexPage.tsx').then((m) => m.CustomerIndexPage),
    // The generic form; it reads ?parentId= and fills the parent customer with it.
    subCustomerAdd: async () => {
      const { RecordFormPage } = await import('../../../records/form/RecordFormPage.tsx');
      return function SubCustomerAddPage() {
        return <RecordFormPage source={CUSTOMER} />;
      };
    },
  },
  extraActions: customerButtons,
  listActions: customerListButtons,
};
