import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoLine } from '../../../seed/demo-world.ts';

const DEMO_POOLS = { customer: 'pool:customer', keyAccounts: 'pool:key-accounts', clue: 'pool:clue' } as const;

const SALES_TEAM = ['sales', 'zhaolei', 'sunli', 'wufang'];

function people(members: readonly string[], admins: readonly string[]): DemoLine[] {
  return [...admins.map((userId) => ({ userId, role: '2' })), ...members.map((userId) => ({ userId, role: '1' }))].map((values) => ({ values, links: {} }));
}

/**
 * The head company's pools: the default customer pool every salesperson claims from (the sales
 * director and the department manager allocate), a key-account pool only the key-account manager
 * and the director work, and the lead pool. Their rules are the spec's kind (section 9). The
 * customers and leads made before that wait in a pool, or were claimed from one, are linked to
 * theirs: key accounts to the key-account pool.
 */
export const crmPoolSeed: DemoSeed = {
  entity: 'crmPool',
  count: 3,
  generate(world) {
    const at = iso(world.daysAgo(365));
    const pool = (key: string, values: Record<string, string | number | boolean | null>, members: DemoLine[]) =>
      world.add({
        record: { key, entity: 'crmPool', owner: null, createTime: at, updateTime: at, tags: [], values, links: {}, lines: { members } },
        created: world.daysAgo(365),
        people: [],
      });
    pool(
      DEMO_POOLS.customer,
      {
        name: '默认公海',
        poolType: 'crmCustomer',
        isDefault: true,
        recycleNoFollowDays: 30,
        recycleNoDealDays: 90,
        remindDays: 3,
        lockoutDays: 7,
        dailyClaimCap: 10,
        maxHeld: 300,
        remark: '30 天未跟进或 90 天未成交的客户自动回收',
      },
      people(SALES_TEAM, ['manager', 'zhoujie']),
    );
    pool(
      DEMO_POOLS.keyAccounts,
      {
        name: '大客户公海',
        poolType: 'crmCustomer',
        isDefault: false,
        recycleNoFollowDays: 60,
        remindDays: 7,
        lockoutDays: 30,
        dailyClaimCap: 3,
        maxHeld: 50,
        remark: null,
      },
      people(['wufang'], ['manager']),
    );
    pool(
      DEMO_POOLS.clue,
      {
        name: '公共线索池',
        poolType: 'crmClue',
        isDefault: true,
        recycleNoFollowDays: 15,
        remindDays: 2,
        lockoutDays: 3,
        dailyClaimCap: 20,
        maxHeld: 200,
        remark: '市场部收集的线索，15 天未跟进自动回收',
      },
      people(SALES_TEAM, ['manager', 'zhoujie']),
    );
    for (const { record } of world.made('crmCustomer')) {
      const status = record.values.poolStatus;
      if (status === '0') record.links.poolId = record.values.level === 'A' ? DEMO_POOLS.keyAccounts : DEMO_POOLS.customer;
      else if (status === '1') record.links.poolId = DEMO_POOLS.customer;
    }
    for (const { record } of world.made('crmClue')) if (record.values.status === '0') record.links.poolId = DEMO_POOLS.clue;
  },
};
