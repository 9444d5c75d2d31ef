import { BUG_SEVERITY, BUG_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [project key, title, severity, reporter, assignee, status, days ago reported, description, steps, resolution and solution]. */
type BugPlan = readonly [string, string, string, string, string, string, number, string, string, (readonly [string, string])?];

const S = BUG_STATUS;
const V = BUG_SEVERITY;

/** The bugs found in the demo's projects under way: the CRM implementation's and the server expansion's. */
const BUGS: readonly BugPlan[] = [
  [
    'project:0001',
    '客户列表导出后金额列显示为文本',
    V.serious,
    'zhoujie',
    'engineer',
    S.fixing,
    6,
    '导出的 Excel 中“成交金额”一列无法求和，单元格为文本格式。',
    '1. 打开客户列表\n2. 点击导出，选择全部字段\n3. 用 Excel 打开，对成交金额求和',
  ],
  [
    'project:0001',
    '历史订单导入后部分客户重复',
    V.fatal,
    'manager',
    'engineer',
    S.resolved,
    12,
    '导入 2024 年订单后，约 30 家客户出现两条记录，名称相同但编号不同。',
    '按迁移方案导入历史订单，按客户名称筛选即可看到重复记录。',
    ['1', '旧系统中同一客户存在两个编码。已按统一社会信用代码去重、合并两条记录的订单后重新导入。'],
  ],
  [
    'project:0001',
    '移动端签到定位偏差较大',
    V.normal,
    'sales',
    'zhenghao',
    S.open,
    2,
    '在客户办公楼内签到时，显示距客户 800 米以上。',
    '在室内打开拜访签到页，等待定位完成后查看距离。',
  ],
  [
    'project:0001',
    '审批通过后消息未推送',
    V.normal,
    'zhoujie',
    'engineer',
    S.closed,
    20,
    '报价审批通过后，提交人没有收到消息提醒。',
    '提交一张报价审批，由经理审批通过，查看提交人的消息列表。',
    ['1', '消息类型“审批”在提交人的通知设置中被关闭；已恢复默认设置并补发。'],
  ],
  [
    'project:0002',
    '新服务器 RAID 卡固件版本过旧',
    V.serious,
    'engineer',
    'zhenghao',
    S.open,
    3,
    '到货的两台服务器 RAID 卡固件低于厂商要求版本，无法识别新硬盘。',
    '开机进入 RAID 配置界面查看固件版本。',
  ],
];

/** Bugs of the demo's projects: some open, one being fixed, one resolved awaiting its check, one closed. */
export const oaBugSeed: DemoSeed = {
  entity: 'oaBug',
  count: BUGS.length,
  generate(world, count) {
    for (const [index, [project, title, severity, reporter, assignee, status, daysAgo, description, steps, solved]] of BUGS.slice(0, count).entries()) {
      if (!world.draft(project)) continue;
      const at = world.daysAgo(daysAgo);
      const resolved = solved ? Math.min(world.now, at + world.dice.int(1, 3) * DAY_MS) : null;
      world.add({
        record: {
          key: `bug:${String(index + 1).padStart(4, '0')}`,
          entity: 'oaBug',
          owner: reporter,
          createTime: iso(at),
          updateTime: iso(resolved ?? at),
          tags: [],
          values: {
            title,
            severity,
            status,
            assigneeId: assignee,
            description,
            steps,
            resolution: solved?.[0] ?? null,
            solution: solved?.[1] ?? null,
            resolverId: solved ? assignee : null,
            resolveTime: resolved === null ? null : iso(resolved),
          },
          links: { projectId: project },
        },
        created: at,
        people: [],
      });
    }
  },
};
