import { CALL_DIRECTION } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoDraft, type DemoRecord } from '../../../seed/demo-world.ts';

/** call_outcome values with their weights: most calls get through. */
const OUTCOMES: readonly (readonly [string, number])[] = [
  ['1', 62],
  ['2', 16],
  ['3', 7],
  ['4', 4],
  ['5', 4],
  ['6', 2],
  ['7', 5],
];
const CONNECTED = '1';
const VOICEMAIL = '7';
const NOTES = [
  '确认了下周上门拜访的时间',
  '客户询问报价有效期，已答复',
  '对方要求补发产品资料',
  '沟通了合同付款节点',
  '客户反馈试用情况良好',
  '约定周五前给出采购意见',
  '对方负责人出差，下周再联系',
  '解答了实施周期的问题',
];

/**
 * Calls the salespeople logged from their phones: with the contacts of the customers they own
 * (their mobiles or desk lines) and with the leads they work (their mobiles), mostly outgoing,
 * over each record's life and denser lately; connected ones last from half a minute to half an
 * hour and often carry a note.
 */
export const crmCallRecordSeed: DemoSeed = {
  entity: 'crmCallRecord',
  count: 160,
  generate(world, count) {
    const { dice, now } = world;
    const customers = world.companies('crmCustomer').filter((c) => c.record.owner !== null && c.people.length > 0);
    const leads = world.made('crmClue').filter((lead) => lead.record.owner !== null && !lead.closed && lead.record.values.mobile);
    let made = 0;
    const call = (subject: DemoDraft, owner: string, phone: string, links: Record<string, string>) => {
      const drawn = world.between(subject.created, now);
      const outcome = dice.weighted(OUTCOMES);
      const seconds = outcome === CONNECTED ? dice.int(30, 1800) : outcome === VOICEMAIL ? dice.int(15, 60) : 0;
      // A call is logged when it ends: one drawn too close to now starts early enough to have ended.
      const at = Math.min(drawn, now - seconds * 1000);
      made += 1;
      const record: DemoRecord = {
        key: `callRecord:${String(made).padStart(4, '0')}`,
        entity: 'crmCallRecord',
        owner,
        createTime: iso(at + seconds * 1000),
        updateTime: iso(at + seconds * 1000),
        tags: [],
        values: {
          phone,
          direction: dice.chance(0.85) ? CALL_DIRECTION.outgoing : CALL_DIRECTION.incoming,
          startTime: iso(at),
          durationSeconds: seconds,
          outcome,
          note: outcome === CONNECTED && dice.chance(0.6) ? dice.pick(NOTES) : null,
        },
        links,
      };
      world.add({ record, created: at, people: [] });
    };
    while (made < count && customers.length > 0) {
      if (leads.length > 0 && dice.chance(0.2)) {
        const lead = dice.pick(leads);
        call(lead, lead.record.owner!, String(lead.record.values.mobile), { clueId: lead.record.key });
        continue;
      }
      const customer = dice.pick(customers);
      const contact = dice.pick(customer.people);
      const phone = contact.values.landline && dice.chance(0.25) ? contact.values.landline : contact.values.mobile;
      call(customer, customer.record.owner!, String(phone), { customerId: customer.record.key, contacterId: contact.key });
    }
  },
};
