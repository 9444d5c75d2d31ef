import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [category, title, length, description, author, days ago]. */
const VIDEOS: readonly (readonly [string, string, string, string, string, number])[] = [
  ['1', '三分钟看懂华信云 CRM 移动端', '3分12秒', '从线索到回款，一部手机完成日常销售工作的演示。', 'manager', 35],
  ['2', '客户说：远航物流的回款提速之路', '5分40秒', '远航物流财务总监讲述上线前后的变化。', 'sales', 20],
  ['1', '外勤拜访与定位签到操作演示', '2分05秒', '拜访计划、到店签到、拜访小结的完整操作。', 'manager', 9],
];

/**
 * The demo company's videos, without their films: the seed carries no files, so each waits for
 * its video to be uploaded before it can be shared. Drawn from no random number: the demo's one
 * random stream runs on into the settling steps of the objects before.
 */
export const cmsVideoSeed: DemoSeed = {
  entity: 'cmsVideo',
  count: VIDEOS.length,
  generate(world, count) {
    for (const [index, [category, title, duration, description, author, daysAgo]] of VIDEOS.slice(0, count).entries()) {
      const at = world.now - daysAgo * DAY_MS;
      world.add({
        record: {
          key: `video:${String(index + 1).padStart(4, '0')}`,
          entity: 'cmsVideo',
          owner: author,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: { title, category, duration, description },
          links: {},
        },
        created: at,
        people: [],
      });
    }
  },
};
