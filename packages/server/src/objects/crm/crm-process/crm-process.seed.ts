import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso } from '../../../seed/demo-world.ts';

/** The demo's sales processes: the spec's six stages (section 4) as the default, and a shorter one for renewals. */
const PROCESSES: readonly { name: string; isDefault: boolean; remark: string; stages: readonly [string, number, string][] }[] = [
  {
    name: '标准销售流程',
    isDefault: true,
    remark: '新客户与新项目适用',
    stages: [
      ['初步意向', 10, '确认客户需求背景\n确定关键联系人'],
      ['需求确定', 20, '完成需求调研\n确认预算与时间表'],
      ['方案报价', 40, '提交解决方案\n发送报价单'],
      ['商务谈判', 60, '确认价格与付款条件'],
      ['解决疑虑', 80, '解答客户疑虑\n安排产品演示'],
      ['合同签订', 90, '合同审核\n双方签署合同'],
    ],
  },
  {
    name: '续费增购流程',
    isDefault: false,
    remark: '老客户续费、扩容与增购',
    stages: [
      ['续费提醒', 30, '确认到期时间\n联系客户决策人'],
      ['方案确认', 60, '确认续费或增购数量'],
      ['报价签约', 90, '发送报价单\n签署续费合同'],
    ],
  },
];

/** Two processes, nobody's: opportunities follow them (their stages are keyed, so an opportunity's seed names its stage). */
export const crmProcessSeed: DemoSeed = {
  entity: 'crmProcess',
  count: PROCESSES.length,
  generate(world, count) {
    for (const [index, process] of PROCESSES.slice(0, count).entries()) {
      const created = world.daysAgo(world.dice.int(350, 365));
      world.add({
        record: {
          key: `process:${index + 1}`,
          entity: 'crmProcess',
          owner: null,
          createTime: iso(created),
          updateTime: iso(created),
          tags: [],
          values: { name: process.name, isDefault: process.isDefault, remark: process.remark },
          links: {},
          lines: {
            stages: process.stages.map(([name, winRate, tasks], stage) => ({
              key: `process:${index + 1}:stage:${stage + 1}`,
              values: { name, winRate, tasks },
              links: {},
            })),
          },
        },
        created,
        people: [],
      });
    }
  },
};
