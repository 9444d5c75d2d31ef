import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type CompanyDraft, type DemoDraft, type DemoLine } from '../../../seed/demo-world.ts';

/** What the products' generator offers: lines of products for a customer. */
type ProductLines = (customer: DemoDraft, withCost: boolean) => DemoLine[];

/** Statuses (ongoing, won, lost, invalid) with their weights. */
const STATUSES: readonly (readonly [string, number])[] = [
  ['1', 55],
  ['2', 20],
  ['3', 15],
  ['4', 10],
];
const NAMES = ['年度采购项目', '系统升级项目', '新建项目', '扩容采购', '续费合同', '试点项目', '设备更新', '培训服务采购'];
const LOSS_REASONS = ['价格高于竞争对手报价', '客户预算削减，项目暂停', '客户选择了现有供应商', '需求变更，方案不再匹配', '长期联系不上决策人'];
const COMPETITORS: readonly [string, string, string, string, string][] = [
  ['纷享销客', '8-15 万', '品牌知名度高', '定制周期长', '突出本地化服务与交付速度'],
  ['销售易', '10-20 万', '功能全面', '价格偏高', '强调总体拥有成本'],
  ['本地软件外包商', '5-8 万', '价格低', '产品不成熟，售后弱', '提供试用与成功案例'],
];

interface StageDraft {
  key: string;
  name: string;
  winRate: number;
  tasks: string[];
}

/**
 * Opportunities of owned customers across every stage and status of the two processes: each with
 * its products, sometimes competitors, its stage history up to the stage it is in (a few days to a
 * few weeks per stage), the tasks of the current stage partly done, and lost ones with a reason.
 * Some open quotes of the same customer are linked to them.
 */
export const crmChanceSeed: DemoSeed = {
  entity: 'crmChance',
  count: 200,
  generate(world, count) {
    const { dice, now } = world;
    const processes = world.made('crmProcess').map((draft) => ({
      key: draft.record.key,
      isDefault: draft.record.values.isDefault === true,
      stages: (draft.record.lines?.stages ?? []).map((line): StageDraft => ({
        key: line.key!,
        name: String(line.values.name),
        winRate: Number(line.values.winRate),
        tasks: String(line.values.tasks ?? '')
          .split('\n')
          .filter(Boolean),
      })),
    }));
    const customers = world.companies('crmCustomer').filter((c) => c.record.owner !== null && c.record.values.poolStatus === '2');
    const quotes = world.made('crmQuote').filter((q) => q.record.values.status !== '3');
    // Each owner's first open opportunity is expected to close today: whatever the day of the
    // month or quarter the demo is made on, every salesperson has something in this period's
    // forecast and in the deals due within 30 days.
    const closingToday = new Set<string>();
    for (let made = 1; made <= count && customers.length > 0 && processes.length > 0; made += 1) {
      const customer: CompanyDraft = dice.pick(customers);
      const process = dice.chance(0.8) ? (processes.find((p) => p.isDefault) ?? processes[0]!) : dice.pick(processes);
      const status = dice.weighted(STATUSES);
      const last = process.stages.length - 1;
      const index = status === '2' ? last : dice.int(0, last);
      // Backwards from the stage it is in: an open one entered it lately, a closed one ended a while ago.
      const open = status === '1';
      const entered: number[] = [];
      entered[index] = open ? world.daysAgo(dice.int(1, 30)) : world.daysAgo(dice.int(15, 240));
      for (let i = index - 1; i >= 0; i -= 1) entered[i] = entered[i + 1]! - dice.int(3, 25) * DAY_MS;
      const created = entered[0]!;
      if (created < customer.created + DAY_MS) continue;
      const closedAt = open ? undefined : Math.min(now, entered[index]! + dice.int(2, 20) * DAY_MS);
      const stageLog: DemoLine[] = entered.map((at, i) => {
        const left = i < index ? entered[i + 1]! : closedAt;
        return {
          values: {
            stageName: process.stages[i]!.name,
            winRate: process.stages[i]!.winRate,
            enterTime: iso(at),
            leaveTime: left === undefined ? null : iso(left),
            days: left === undefined ? null : Math.floor((left - at) / DAY_MS),
            unfinishedTasks: null,
          },
          links: {},
        };
      });
      const stage = process.stages[index]!;
      const products = world.helper<ProductLines>('productLines')(customer, false);
      const total = products.reduce(
        (sum, line) => sum + (Number(line.values.price) * Number(line.values.quantity) * Number(line.values.discount ?? 100)) / 100,
        0,
      );
      const closesToday = open && customer.record.owner !== null && !closingToday.has(customer.record.owner);
      if (closesToday) closingToday.add(customer.record.owner!);
      const winRate = status === '2' ? 100 : status === '1' ? stage.winRate : 0;
      const key = `chance:${String(made).padStart(4, '0')}`;
      world.add({
        record: {
          key,
          entity: 'crmChance',
          owner: customer.record.owner,
          createTime: iso(created),
          updateTime: iso(closedAt ?? entered[index]!),
          tags: [],
          values: {
            chanceName: `${String(customer.record.values.name).slice(0, 40)}${dice.pick(NAMES)}`,
            amount: Math.max(1000, Math.round(total / 100) * 100),
            expectedDate: chinaDate(closesToday ? now : Math.max(created, entered[index]!) + dice.int(15, 120) * DAY_MS),
            stageName: stage.name,
            stageTime: iso(entered[index]!),
            lastStage: index === last,
            winRate,
            status,
            lossReason: status === '3' ? dice.pick(LOSS_REASONS) : null,
            doneTasks: status === '1' ? stage.tasks.filter(() => dice.chance(0.5)) : stage.tasks,
            remark: null,
          },
          links: {
            customerId: customer.record.key,
            processId: process.key,
            stageId: stage.key,
            ...(customer.people[0] ? { contacterId: customer.people[0].key } : {}),
          },
          lines: {
            products,
            competitors: dice.chance(0.3)
              ? COMPETITORS.slice(dice.int(0, COMPETITORS.length - 1))
                  .slice(0, dice.int(1, 2))
                  .map(([name, priceRange, advantages, disadvantages, strategy]) => ({
                    values: { name, priceRange, advantages, disadvantages, strategy },
                    links: {},
                  }))
              : [],
            stageLog,
          },
        },
        created,
        people: [],
      });
      // A quote of the customer made while the opportunity was open is its quote.
      const quote = quotes.find((q) => q.record.links.customerId === customer.record.key && !q.record.links.chanceId && q.created >= created);
      if (quote && index >= 2) quote.record.links.chanceId = key;
    }
  },
};
