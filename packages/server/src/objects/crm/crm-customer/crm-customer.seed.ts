import type { DemoSeed } from '../../../seed/demo-records.ts';
import { CITIES, DAY_MS, iso, type CompanyDraft, type DemoRecord, type DemoValue } from '../../../seed/demo-world.ts';

const LEVEL_WEIGHTS: readonly (readonly [string, number])[] = [
  ['A', 18],
  ['B', 52],
  ['C', 30],
];

/**
 * The customers the demo tenant's messages and reminders name (seed/demo.ts), so those texts
 * lead somewhere: [name, industry, city, owner].
 */
const NAMED_CUSTOMERS: readonly { name: string; industry: string; city: string; owner: string; domain: string }[] = [
  { name: '上海联科信息技术有限公司', industry: '1', city: '上海', owner: 'manager', domain: 'lianke.com.cn' },
  { name: '北京远航物流有限公司', industry: '7', city: '北京', owner: 'sales', domain: 'yuanhang-logistics.com' },
  { name: '杭州云帆电子商务有限公司', industry: '6', city: '杭州', owner: 'sales', domain: 'yunfan-ec.com' },
  { name: '深圳启明星科技有限公司', industry: '1', city: '深圳', owner: 'sales', domain: 'qimingxing.com.cn' },
  { name: '中铁建工集团有限公司', industry: '7', city: '北京', owner: 'manager', domain: 'crcc-jg.com.cn' },
];
/** 上海联科 is "not followed for 7 days" in the demo reminder: its only follow-up is this old. */
const LIANKE_LAST_FOLLOW_DAYS = 8;
const CUSTOMER_REMARKS = [
  '年度框架客户，关注服务响应速度',
  '决策链较长，需要多部门评估',
  '价格敏感，注重性价比',
  '明年有扩容计划',
  '由老客户转介绍',
  '集团统一采购，需提前报备',
  '对数据安全要求较高',
];

/**
 * The demo tenant's customers: the five its messages name, then companies in every industry and
 * city, a few of them branches of another, some in the pool, some on a price list, some to buy
 * (`dealAt`: the orders and receipts generators make their deals). Once every object has made
 * its records, some are tagged.
 */
export const crmCustomerSeed: DemoSeed = {
  entity: 'crmCustomer',
  count: 400,
  generate(world, count) {
    const { dice, now } = world;
    const customers: CompanyDraft[] = [];
    for (let i = 0; i < count; i += 1) {
      const named = NAMED_CUSTOMERS[i];
      const made = named
        ? { name: named.name, industry: named.industry, city: CITIES.find((c) => c.name === named.city)!, domain: named.domain }
        : world.company();
      world.claimName(made.name);
      const level = named ? 'A' : dice.weighted(LEVEL_WEIGHTS);
      const created = world.daysAgo(named ? dice.int(200, 330) : dice.int(0, 364));
      const roll = dice.random();
      const poolStatus = named ? '2' : roll < 0.06 ? '0' : roll < 0.2 ? '1' : '2';
      const owner = poolStatus === '0' ? null : (named?.owner ?? world.seller(made.city));
      const values: Record<string, DemoValue> = {
        name: made.name,
        level,
        industry: made.industry,
        source: world.source(),
        dealStatus: '0',
        phone: world.landline(made.city),
        email: `info@${made.domain}`,
        website: dice.chance(0.6) ? `https://www.${made.domain}` : null,
        address: world.address(made.city),
        remark: dice.chance(0.25) ? dice.pick(CUSTOMER_REMARKS) : null,
        poolStatus,
        // Claimed ones some days after they were made, from the pool they waited in.
        receiveTime: poolStatus === '1' ? iso(Math.min(now, created + (i % 30) * DAY_MS)) : null,
        receiveCount: poolStatus === '1' ? dice.int(1, 2) : 0,
        returnCount: poolStatus === '0' ? dice.int(1, 2) : poolStatus === '1' && dice.chance(0.3) ? 1 : 0,
      };
      // A deal some weeks after the first contact, when that is already past: the orders and
      // receipts generators make it (its deal amount, first deal time and status follow the receipts).
      const dealAt = created + dice.int(10, 120) * DAY_MS;
      let deal: { dealAt: number; dealScale: number } | undefined;
      if (poolStatus !== '0' && dealAt < now && dice.chance(level === 'A' ? 0.6 : level === 'B' ? 0.35 : 0.15)) {
        const scale = level === 'A' ? 400_000 : level === 'B' ? 120_000 : 30_000;
        deal = { dealAt, dealScale: Math.round((scale * (0.3 + dice.random() * 2)) / 100) * 100 };
      }
      // Customers on a framework agreement buy at a price list: key accounts at theirs, some at the channel's.
      const lists = world.made('crmPrice');
      const list = lists.length === 0 ? undefined : level === 'A' && dice.chance(0.35) ? lists[lists.length - 1] : dice.chance(0.06) ? lists[0] : undefined;
      const record: DemoRecord = {
        key: `customer:${String(i + 1).padStart(4, '0')}`,
        entity: 'crmCustomer',
        owner,
        createTime: iso(created),
        updateTime: iso(created),
        tags: [],
        values,
        links: list ? { priceId: list.record.key } : {},
      };
      // 上海联科, the first, is "not followed for 7 days" in the demo reminder: it gets one old follow-up only.
      // One waiting in the pool was followed up until its owner gave it back, half-way through its life.
      const followed =
        i === 0 && named
          ? { followedOnceDaysAgo: LIANKE_LAST_FOLLOW_DAYS }
          : { followUntil: poolStatus === '0' ? created + Math.floor((now - created) / 2) : now };
      customers.push({ record, city: made.city, domain: made.domain, created, people: [], featured: named !== undefined, ...followed, ...deal });
    }

    // Some customers are branches of another: "联科信息技术（苏州）有限公司" under its head office.
    for (const [index, draft] of customers.entries()) {
      if (index < NAMED_CUSTOMERS.length + 10 || !dice.chance(0.04)) continue;
      const parent = customers[dice.int(NAMED_CUSTOMERS.length, index - 1)]!;
      if (parent.record.links.parentId) continue;
      const parentName = String(parent.record.values.name);
      const branchName = `${parentName.replace(parent.city.name, '').replace(/有限公司$|学校$/, '')}（${draft.city.name}）${parentName.endsWith('学校') ? '学校' : '有限公司'}`;
      if (draft.city === parent.city || !world.claimName(branchName)) continue;
      draft.record.values.name = branchName;
      draft.record.values.industry = parent.record.values.industry!;
      draft.domain = parent.domain;
      draft.record.values.email = `${draft.city.pinyin}@${parent.domain}`;
      draft.record.values.website = parent.record.values.website ?? null;
      draft.record.links.parentId = parent.record.key;
      draft.created = Math.max(draft.created, parent.created + DAY_MS);
      draft.record.createTime = draft.record.updateTime = iso(Math.min(now, draft.created));
    }

    for (const draft of customers) world.add(draft);

    // Tags of the demo tenant (seed/demo.ts): key, long-standing, potential and lost customers.
    return () => {
      for (const { record } of customers) {
        const { level, dealStatus, poolStatus, firstDealTime } = record.values;
        if (level === 'A' && dice.chance(0.7)) record.tags.push('重要客户');
        if (dealStatus === '1' && typeof firstDealTime === 'string' && Date.parse(firstDealTime) < now - 180 * DAY_MS) record.tags.push('老客户');
        if (dealStatus === '0' && poolStatus === '2' && dice.chance(0.3)) record.tags.push('潜在客户');
        if (poolStatus === '0' && dice.chance(0.5)) record.tags.push('已流失');
      }
    };
  },
};
