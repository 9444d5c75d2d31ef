import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmMarketMember.${name}`;

/** Who a member is: a lead, a contact or a customer. */
export const MARKET_MEMBER_TYPE = { lead: '1', contact: '2', customer: '3' } as const;

/** The relation field naming the member, by member type: a member names exactly this one of the three. */
export const MARKET_MEMBER_TARGETS: Readonly<Record<string, string>> = {
  [MARKET_MEMBER_TYPE.lead]: 'clueId',
  [MARKET_MEMBER_TYPE.contact]: 'contacterId',
  [MARKET_MEMBER_TYPE.customer]: 'customerId',
};

/**
 * A market activity's members (the spec's crmMarketMemberAdd): the leads, contacts and customers
 * who were invited to or took part in it, shown on the activity. The member type says which of
 * the three relations names the member (the server refuses a member naming none, or another one)
 * and the server keeps the member's name for lists and search.
 */
export const crmMarketMember = defineObject({
  module: 'crm',
  apiName: 'crmMarketMember',
  fields: [
    { name: 'activityId', type: 'relation', label: f('activityId'), relation: 'crmMarketActivity', required: true },
    {
      name: 'memberType',
      type: 'dict',
      label: f('memberType'),
      required: true,
      defaultValue: MARKET_MEMBER_TYPE.lead,
      width: 'half',
      options: [
        { value: MARKET_MEMBER_TYPE.lead, label: f('typeLead'), color: 'orange' },
        { value: MARKET_MEMBER_TYPE.contact, label: f('typeContact'), color: 'blue' },
        { value: MARKET_MEMBER_TYPE.customer, label: f('typeCustomer'), color: 'green' },
      ],
    },
    { name: 'attended', type: 'boolean', label: f('attended'), defaultValue: false, width: 'half' },
    { name: 'clueId', type: 'relation', label: f('clueId'), relation: 'crmClue' },
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer' },
    // The name of the lead, contact or customer it names, kept by the server on every save.
    { name: 'memberName', type: 'text', label: f('memberName'), maxLength: 100, editable: false, hideOnAdd: true },
    { name: 'remark', type: 'text', label: f('remark'), maxLength: 200 },
  ],
  titleField: 'memberName',
  subtitleFields: ['memberType', 'attended'],
  searchFields: ['memberName', 'remark'],
  filterFields: ['activityId', 'memberType', 'attended', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: OWNED_SCENES,
  features: { owner: true },
});
