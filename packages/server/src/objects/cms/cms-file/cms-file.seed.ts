import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [category, title, description, author, days ago]. */
const FILE_BOXES: readonly (readonly [string, string, string, string, number])[] = [
  ['1', '产品资料包（2026 版）', '产品手册、功能清单与标准报价单，初次拜访后发给客户。', 'manager', 30],
  ['5', '投标资料包', '资质证书、案例清单与技术方案模板，投标前整理发给客户。', 'zhoujie', 14],
];

/**
 * The demo company's file boxes, without their files: the seed carries no files, so each waits
 * for its files before it can be shared. Drawn from no random number, like the articles.
 */
export const cmsFileSeed: DemoSeed = {
  entity: 'cmsFile',
  count: FILE_BOXES.length,
  generate(world, count) {
    for (const [index, [category, title, description, author, daysAgo]] of FILE_BOXES.slice(0, count).entries()) {
      const at = world.now - daysAgo * DAY_MS;
      world.add({
        record: {
          key: `fileBox:${String(index + 1).padStart(4, '0')}`,
          entity: 'cmsFile',
          owner: author,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { title, category, description },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
