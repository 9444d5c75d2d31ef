import type { DemoSeed } from '../../../seed/demo-records.ts';
import { iso, type DemoDraft } from '../../../seed/demo-world.ts';

/** The demo's service engineers (seed/demo.ts): Beijing's two, and Shanghai's one for the second company's (A02) customers. */
const ENGINEERS = ['engineer', 'zhenghao'];
const SECOND_COMPANY = new Set(['chenjing', 'yangfan', 'linna']);
/** What each service_type's visits were: [content, result, minutes least, most]. */
const WORK: Readonly<Record<string, readonly (readonly [string, string, number, number])[]>> = {
  '1': [
    ['设备上架安装、接线并完成系统初始化配置', '设备运行正常，客户已签字验收', 120, 360],
    ['现场安装调试，配置网络与管理账号', '调试完成，交付使用手册', 90, 240],
  ],
  '2': [
    ['季度巡检：检查硬件状态、清理灰尘、更新固件', '各项指标正常，无需更换部件', 60, 150],
    ['客户报修设备无法开机，现场检测为电源模块故障', '更换电源模块后恢复正常', 90, 300],
    ['硬盘告警，更换故障硬盘并重建阵列', '阵列重建完成，数据完整', 120, 480],
  ],
  '3': [
    ['为客户管理员讲解系统配置与权限管理', '学员掌握日常管理操作', 120, 240],
    ['为一线销售讲解移动端拜访与商机录入', '培训完成，发放操作手册', 60, 180],
  ],
  '4': [
    ['电话解答报表导出与数据权限设置问题', '问题已解决', 15, 45],
    ['远程协助排查系统登录缓慢问题', '清理浏览器缓存后恢复正常，建议升级网络带宽', 30, 90],
  ],
  '5': [
    ['客户投诉上次维修响应慢，上门沟通并复查设备', '已致歉并承诺4小时响应，客户接受', 60, 120],
    ['客户反馈打印机频繁卡纸，现场处理', '更换胶辊，后续安排回访', 45, 120],
  ],
};
/** service_satisfaction values with their weights; complaints lean low. */
const SATISFACTION: readonly (readonly [string, number])[] = [
  ['5', 45],
  ['4', 35],
  ['3', 12],
  ['2', 6],
  ['1', 2],
];

/**
 * Service logs: what the engineers did at the customers, each with one of the customer's
 * contacts: the installation of every piece of equipment on its day, then maintenance visits,
 * trainings, consultations and now and then a complaint handled, over the year, with the time
 * spent and, mostly, how satisfied the customer was.
 */
export const crmServiceLogSeed: DemoSeed = {
  entity: 'crmServiceLog',
  count: 80,
  generate(world, count) {
    const { dice, now } = world;
    let made = 0;
    const log = (customer: DemoDraft, at: number, type: string) => {
      const [content, result, least, most] = dice.pick(WORK[type]!);
      const contact = customer.people.length > 0 ? dice.pick(customer.people) : undefined;
      made += 1;
      world.add({
        record: {
          key: `serviceLog:${String(made).padStart(4, '0')}`,
          entity: 'crmServiceLog',
          owner: SECOND_COMPANY.has(customer.record.owner ?? '') ? 'huanglei' : dice.pick(ENGINEERS),
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            serviceType: type,
            serviceTime: iso(at),
            durationMinutes: Math.round(dice.int(least, most) / 15) * 15,
            satisfaction: type === '5' ? dice.pick(['2', '3', '4']) : dice.chance(0.8) ? dice.weighted(SATISFACTION) : null,
            content,
            result,
          },
          links: { customerId: customer.record.key, ...(contact ? { contacterId: contact.key } : {}) },
        },
        created: at,
        people: [],
      });
    };

    const equipped = world.made('crmEquipment').map((piece) => ({ piece, customer: world.draft(piece.record.links.customerId!)! }));
    for (const { piece, customer } of equipped) {
      if (made >= count / 2) break;
      log(customer, piece.created, '1');
      if (dice.chance(0.5)) log(customer, world.between(piece.created, now), dice.pick(['2', '2', '5']));
    }
    const customers = world.companies('crmCustomer').filter((c) => c.record.owner !== null);
    while (made < count && customers.length > 0) {
      const customer = dice.pick(customers);
      log(customer, world.between(customer.created, now), dice.pick(['2', '3', '4', '4']));
    }
  },
};
