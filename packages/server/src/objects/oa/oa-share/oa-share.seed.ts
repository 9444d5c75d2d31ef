import { SHARE_ACCESS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso } from '../../../seed/demo-world.ts';

/** [owner, title, note, recipients, access, days ago]. */
const NOTES: readonly (readonly [string, string, string, readonly string[], string, number])[] = [
  [
    'zhoujie',
    '本月重点跟进客户',
    '本月请重点跟进已进入商务谈判阶段的客户，每周五前更新商机阶段。',
    ['sales', 'zhaolei', 'sunli', 'wufang'],
    SHARE_ACCESS.read,
    5,
  ],
  ['manager', '报价审批规则调整草案', '折扣低于九折或金额超过 50 万元需销售总监审批，请补充意见。', ['zhoujie', 'chenjing'], SHARE_ACCESS.edit, 9],
  ['wufang', '大客户拜访准备清单', '拜访前确认决策链、预算周期与竞品情况，带上行业案例。', ['sales'], SHARE_ACCESS.read, 14],
];

/** Notes the demo's staff shared with colleagues. */
export const oaShareSeed: DemoSeed = {
  entity: 'oaShare',
  count: NOTES.length,
  generate(world, count) {
    for (const [index, [owner, title, content, toUserIds, access, daysAgo]] of NOTES.slice(0, count).entries()) {
      const at = world.daysAgo(daysAgo);
      world.add({
        record: {
          key: `share:${String(index + 1).padStart(4, '0')}`,
          entity: 'oaShare',
          owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { title, content, toUserIds, access },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
