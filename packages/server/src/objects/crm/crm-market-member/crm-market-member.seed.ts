import { MARKET_MEMBER_TARGETS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoRecord } from '../../../seed/demo-world.ts';

/** Member types (lead, contact, customer) with their weights. */
const TYPES: readonly (readonly [string, number])[] = [
  ['1', 50],
  ['2', 30],
  ['3', 20],
];
/** Activities that took place (ongoing, ended); planned and terminated ones have invited members only. */
const HELD = new Set(['2', '3']);
/** The demo's second company (seed/demo.ts, A02): an activity's members are of its owner's company. */
const SECOND_COMPANY = new Set(['chenjing', 'yangfan', 'linna', 'huanglei']);
const REMARKS = ['现场登记', '扫码报名', '销售邀约', '老客户推荐', null, null];

/**
 * The members of the demo's activities: leads that came in around an activity (mostly after it
 * started), contacts and customers the sales staff invited; who came to one that took place is
 * marked attended. An activity that took place counts the leads among its members as gained.
 * Owned by the activity's owner.
 */
export const crmMarketMemberSeed: DemoSeed = {
  entity: 'crmMarketMember',
  count: 90,
  generate(world, count) {
    const { dice } = world;
    const activities = world.made('crmMarketActivity');
    const second = (owner: string | null) => SECOND_COMPANY.has(owner ?? '');
    let made = 0;
    for (const [index, activity] of activities.entries()) {
      const ofCompany = (owner: string | null) => owner !== null && second(owner) === second(activity.record.owner);
      const leads = world.made('crmClue').filter((lead) => ofCompany(lead.record.owner));
      const customers = world.companies('crmCustomer').filter((customer) => ofCompany(customer.record.owner));
      if (customers.length === 0) continue;
      const start = Date.parse(String(activity.record.values.startTime));
      const held = HELD.has(String(activity.record.values.status));
      const around = leads.filter((lead) => lead.created >= start - 7 * DAY_MS && lead.created <= start + 30 * DAY_MS);
      const chosen = new Set<string>();
      let gained = 0;
      const share = Math.ceil((count - made) / (activities.length - index));
      for (let n = 0; n < share && made < count; n += 1) {
        const type = dice.weighted(TYPES);
        const customer = dice.pick(customers);
        const member: DemoRecord | undefined =
          type === '1' ? dice.pick(around.length > 0 ? around : leads)?.record : type === '2' ? dice.pick(customer.people) : customer.record;
        if (!member || chosen.has(member.key)) continue;
        chosen.add(member.key);
        const at = Math.max(activity.created, Date.parse(member.createTime));
        if (at > world.now) continue;
        if (type === '1' && held) gained += 1;
        made += 1;
        world.add({
          record: {
            key: `marketMember:${String(made).padStart(4, '0')}`,
            entity: 'crmMarketMember',
            owner: activity.record.owner,
            createTime: iso(at),
            updateTime: iso(at),
            tags: [],
            values: {
              memberType: type,
              attended: held && dice.chance(0.8),
              memberName: String(member.values.name).slice(0, 100),
              remark: dice.pick(REMARKS),
            },
            links: { activityId: activity.record.key, [MARKET_MEMBER_TARGETS[type]!]: member.key },
          },
          created: at,
          people: [],
        });
      }
      if (held) activity.record.values.gainedLeads = gained;
    }
  },
};
