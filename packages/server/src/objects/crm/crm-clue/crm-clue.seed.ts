import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoRecord, type DemoValue } from '../../../seed/demo-world.ts';

const CLUE_GROUP_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 20],
  ['2', 50],
  ['3', 20],
  ['4', 10],
];
const CLUE_REMARKS = ['官网留言咨询产品价格', '展会现场留下名片', '搜索广告进入，填写了试用申请', '老客户推荐', '市场部活动报名', '电话咨询实施周期'];
const INVALID_REASONS = ['电话多次无人接听', '号码为空号', '客户明确表示没有需求', '重复线索', '同行咨询，非真实客户'];

/**
 * The demo tenant's leads, in every status: converted ones became one of the customers (same
 * company, source and first contact), unassigned ones wait in the pool (customers and contacts
 * are made before).
 */
export const crmClueSeed: DemoSeed = {
  entity: 'crmClue',
  count: 300,
  generate(world, count) {
    const { dice, now } = world;
    const convertible = world.companies('crmCustomer').filter((c) => !c.featured && !c.record.links.parentId && c.created > now - 330 * DAY_MS);
    for (let i = 0; i < count; i += 1) {
      const roll = dice.random();
      let status = roll < 0.1 ? '0' : roll < 0.35 ? '1' : roll < 0.65 ? '2' : roll < 0.85 ? '3' : '4';
      const customer = status === '3' ? convertible.splice(dice.int(0, convertible.length - 1), 1)[0] : undefined;
      if (status === '3' && !customer) status = '2';
      const key = `clue:${String(i + 1).padStart(4, '0')}`;
      const made = customer
        ? { name: String(customer.record.values.name), industry: String(customer.record.values.industry), city: customer.city, domain: customer.domain }
        : world.company();
      const firstContact = customer?.people[0];
      const who = firstContact ? world.draft(firstContact.key)!.person! : world.person();
      const created = customer ? customer.created - dice.int(3, 45) * DAY_MS : world.daysAgo(dice.int(0, 364));
      const owner = status === '0' ? null : (customer?.record.owner ?? world.seller(made.city));
      const values: Record<string, DemoValue> = {
        name: made.name,
        contactName: who.name,
        mobile: firstContact ? firstContact.values.mobile! : world.mobile(),
        phone: dice.chance(0.4) ? world.landline(made.city) : null,
        email: dice.chance(0.6) ? `${who.pinyin}@${made.domain}` : null,
        source: customer ? String(customer.record.values.source) : world.source(),
        industry: made.industry,
        group: dice.weighted(CLUE_GROUP_WEIGHTS),
        status,
        address: dice.chance(0.5) ? world.address(made.city) : null,
        remark: status === '4' ? dice.pick(INVALID_REASONS) : dice.chance(0.4) ? dice.pick(CLUE_REMARKS) : null,
      };
      const record: DemoRecord = { key, entity: 'crmClue', owner, createTime: iso(created), updateTime: iso(created), tags: [], values, links: {} };
      if (customer) {
        values.convertTime = customer.record.createTime;
        record.links.customerId = customer.record.key;
        customer.record.links.sourceClueId = key;
      }
      if (status === '1' && dice.chance(0.5)) record.tags.push('待跟进');
      world.add({
        record,
        created,
        city: made.city,
        domain: made.domain,
        people: [],
        // Worked until converted; an unassigned lead is not followed up, and only open ones get a next contact.
        followUntil: status === '0' ? undefined : customer ? customer.created : now,
        closed: status !== '1' && status !== '2',
        changedAt: customer ? Date.parse(customer.record.createTime) : undefined,
      });
    }
  },
};
