import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoValue } from '../../../seed/demo-world.ts';

const HOUR_MS = 3_600_000;
/** The demo's service engineers of the first company (seed/demo.ts), whose customers own the equipment. */
const ENGINEERS = ['engineer', 'zhenghao'];

/** A fault the service team knows: [work order type, subject, what the customer says, cause, solution, keywords]. */
type Fault = readonly [string, string, string, string, string, string];

/** What goes wrong with each piece of hardware of the demo catalogue (crm-product.seed.ts codes), the first of each kept as a solution. */
const FAULTS: Readonly<Record<string, readonly Fault[]>> = {
  'HW-SRV': [
    [
      '1',
      '服务器无法开机',
      '按下电源键无反应，前面板电源指示灯不亮',
      '冗余电源模块损坏，另一路PDU未接电',
      '更换故障电源模块，两路电源分别接入不同PDU并确认指示灯正常',
      '电源,无法开机,PSU',
    ],
    [
      '1',
      '服务器硬盘告警',
      '前面板硬盘指示灯橙色闪烁，管理口提示阵列降级',
      '2号盘出现大量坏道，RAID5阵列降级',
      '热插拔更换故障硬盘，等待阵列重建完成后核对业务数据',
      '硬盘,RAID,阵列降级',
    ],
    [
      '1',
      '服务器频繁自动重启',
      '业务高峰期服务器每天自动重启两三次',
      '内存条出现不可纠正的ECC错误',
      '根据管理口日志定位故障内存槽位，更换内存条并做72小时压测',
      '重启,内存,ECC',
    ],
  ],
  'HW-SW': [
    [
      '1',
      '交换机端口频繁掉线',
      '财务室几台电脑网络时断时续',
      '端口速率协商不一致，部分网线水晶头氧化',
      '端口统一为自动协商，重新压制水晶头并测试线缆',
      '掉线,端口,协商',
    ],
  ],
  'HW-FW': [
    ['1', '防火墙VPN无法连接', '出差员工反映VPN客户端提示证书无效', 'VPN服务器证书已过期', '续签并导入新证书，重新下发客户端配置文件', 'VPN,证书,远程办公'],
  ],
  'HW-PDA': [
    [
      '1',
      'PDA扫码无反应',
      '仓库两台PDA按扫描键没有红光',
      '扫描窗口污损且扫码服务被误关闭',
      '清洁扫描窗口，在系统设置中启用扫码服务并恢复默认扫描参数',
      'PDA,扫码,扫描头',
    ],
  ],
  'HW-SCN': [
    [
      '1',
      '扫码枪读取后无输出',
      '收银台扫码枪能响但电脑上没有内容',
      '接口模式被误设置为串口模式',
      '扫描说明书中的"USB键盘模式"设置码恢复，并保存为默认',
      '扫码枪,无输出,USB',
    ],
  ],
  'HW-PRT': [
    [
      '1',
      '标签打印偏移',
      '打印的标签内容整体偏下，隔一张出现空白页',
      '更换标签规格后未做纸张校准',
      '执行纸张自动校准，按新标签设置间隙与尺寸参数',
      '打印机,偏移,校准',
    ],
  ],
};

/** Work that is not a fault, on any piece: [type, subject, what was asked, what was found, what was done]. */
const SERVICES: readonly (readonly [string, string, string, string, string])[] = [
  ['2', '新到设备安装调试', '新采购设备已到货，需要上门上架并接入网络', '客户机房已具备安装条件', '完成上架、接线与初始化配置，客户签字验收'],
  ['3', '季度保养巡检', '按维保合同进行本季度上门巡检', '例行巡检，风扇积灰较多', '清灰、检查风扇与指示灯、升级固件至最新版本，运行正常'],
  ['4', '设备使用咨询', '客户管理员咨询如何设置定时备份与告警通知', '客户不熟悉管理界面', '远程演示备份策略与邮件告警设置，发送操作手册'],
  ['5', '维修响应慢投诉', '客户投诉上次报修隔天才有人联系', '报修时工程师均在外地现场，未及时转派', '上门致歉并复查设备，承诺4小时内响应，已加入重点客户名单'],
];

const RETURN_REASONS = ['客户地址不在本人服务区域，请改派', '该型号需要网络方向工程师处理', '本周在外地驻场，无法按期上门'];
const TRANSFER_REASONS = ['需要网络专业支持，转给擅长组网的同事', '本人临时出差，转给同事继续跟进', '客户指定由上次处理的工程师上门'];
/** How long each urgency (work_order_urgency) gives until the deadline. */
const DUE_HOURS: Readonly<Record<string, number>> = { '1': 168, '2': 72, '3': 24, '4': 8 };
/** How the thirty work orders stand: every status, most completed, the open ones recent. */
const PLAN = ['1', '1', '1', '1', '3', '3', '2', '2', '2', '4', '4', '5', '5', '5'] as const;
const FEES = [null, null, 0, 200, 350, 500, 800];
/** Ratings with their weights, and what customers wrote by rating. */
const RATINGS: readonly (readonly [string, number])[] = [
  ['5', 50],
  ['4', 30],
  ['3', 12],
  ['2', 6],
  ['1', 2],
];
const FEEDBACK: Readonly<Record<string, readonly (string | null)[]>> = {
  '5': ['工程师很专业，当天就解决了，非常满意', '响应及时，讲解耐心', null],
  '4': ['问题解决了，上门时间比约定晚了半小时', '处理得不错，希望备件能更快到', null],
  '3': ['问题解决了，但来回跑了两次', '一般，沟通可以再主动一些'],
  '2': ['等待时间太长，影响了正常营业'],
  '1': ['多次报修才解决，很不满意'],
};

const productKey = (code: unknown) => Object.keys(FAULTS).find((prefix) => String(code).startsWith(prefix));

/**
 * The knowledge base: the first fault of each kind of hardware the demo's customers run, as the
 * service team wrote it down, on the product it concerns.
 */
export const crmWorkSolutionSeed: DemoSeed = {
  entity: 'crmWorkSolution',
  count: 8,
  generate(world, count) {
    const { dice, now } = world;
    const products = world.made('crmProduct');
    const known = Object.entries(FAULTS).flatMap(([prefix, faults]) => faults.map((fault) => ({ prefix, fault })));
    for (const [index, { prefix, fault }] of known.slice(0, count).entries()) {
      const [type, title, problem, cause, solution, keywords] = fault;
      const product = products.find((draft) => String(draft.record.values.code).startsWith(prefix));
      const at = world.between(now - 300 * DAY_MS, now - 120 * DAY_MS);
      world.add({
        record: {
          key: `workSolution:${String(index + 1).padStart(4, '0')}`,
          entity: 'crmWorkSolution',
          owner: null,
          createTime: iso(at),
          updateTime: iso(Math.min(now, at + dice.int(0, 30) * DAY_MS)),
          tags: [],
          values: { workOrderType: type, title, keywords, problem, cause, solution },
          links: product ? { productId: product.record.key } : {},
        },
        created: at,
        people: [],
      });
    }
  },
};

/** One work order's story: when it was reported and how far the flow took it, with the instants of each move. */
function story(world: Parameters<DemoSeed['generate']>[0], status: string, urgency: string) {
  const { dice, now } = world;
  const completed = status === '6';
  // Open ones are recent (an older one is overdue), completed ones spread over four months.
  const created = completed ? world.between(now - 120 * DAY_MS, now - 2 * DAY_MS) : world.between(now - 5 * DAY_MS, now);
  const after = (from: number, least: number, most: number) => Math.min(now, from + dice.int(least * 60, most * 60) * 60_000);
  const assigned = after(created, 0.2, 3);
  const accepted = after(assigned, 0.1, 2);
  const started = after(accepted, 1, 20);
  const done = after(started, 1, 6);
  return { created, expect: created + dice.int(2, 24) * HOUR_MS, deadline: created + DUE_HOURS[urgency]! * HOUR_MS, assigned, accepted, started, done };
}

/**
 * Work orders: faults and service requests of the first company's customers on their equipment,
 * reported by their salesperson, by phone or on the online form, over every status and urgency;
 * assigned to its two engineers, some handed back (returned) or passed on (transferred) with
 * their reasons, the open older ones overdue, the completed ones with the cause, the solution
 * (often one of the knowledge base) and the fee.
 */
export const crmWorkOrderSeed: DemoSeed = {
  entity: 'crmWorkOrder',
  count: 30,
  generate(world, count) {
    const { dice } = world;
    const devices = world.made('crmEquipment');
    if (devices.length === 0) return;
    const solutions = world.made('crmWorkSolution');
    const products = new Map(world.made('crmProduct').map((product) => [product.record.key, product]));
    for (let made = 1; made <= count; made += 1) {
      const device = dice.pick(devices);
      const customer = world.draft(device.record.links.customerId!) as DemoDraft;
      const contact = customer.people.length > 0 ? dice.pick(customer.people) : undefined;
      const prefix = productKey(products.get(device.record.links.productId ?? '')?.record.values.code);
      const fault = prefix && dice.chance(0.7) ? dice.pick(FAULTS[prefix]!) : undefined;
      const [type, subject, problem, cause, fix] = fault ?? dice.pick(SERVICES);
      const solution = fault ? solutions.find((draft) => draft.record.values.title === fault[1]) : undefined;
      const status = made <= PLAN.length ? PLAN[made - 1]! : '6';
      const urgency =
        type === '5'
          ? '3'
          : dice.weighted([
              ['1', 15],
              ['2', 50],
              ['3', 25],
              ['4', 10],
            ] as const);
      const source = dice.weighted([
        ['1', 45],
        ['2', 40],
        ['4', 15],
      ] as const);
      const at = story(world, status, urgency);
      // Fresh reports wait for a dispatcher; returned ones have nobody; the rest are someone's.
      const assigned = !(status === '3' || (status === '1' && made % 2 === 1));
      const engineer = assigned ? dice.pick(ENGINEERS) : null;
      const transferred = assigned && ['1', '2', '5', '6'].includes(status) && dice.chance(0.25);
      const taken = ['2', '4', '5', '6'].includes(status);
      const moved = { '1': assigned ? at.assigned : at.created, '3': at.accepted, '2': at.accepted, '4': at.started, '5': at.started, '6': at.done }[status]!;
      const values: Record<string, DemoValue> = {
        status,
        // A fault names its kind of device; other work names the device.
        subject: fault ? subject : `${String(device.record.values.name)} ${subject}`,
        workOrderType: type,
        urgency,
        source,
        serialNo: device.record.values.serialNo ?? null,
        contactName: contact ? String(contact.values.name) : null,
        contactPhone: contact ? ((contact.values.mobile as string | null) ?? null) : null,
        address: device.record.values.address ?? null,
        expectTime: iso(at.expect),
        deadline: iso(at.deadline),
        problemDescription: problem,
        engineerId: engineer,
        // A returned one was assigned before it came back.
        assignTime: assigned || status === '3' ? iso(at.assigned) : null,
        acceptTime: taken ? iso(at.accepted) : null,
        startTime: ['4', '5', '6'].includes(status) ? iso(at.started) : null,
        returnReason: status === '3' ? dice.pick(RETURN_REASONS) : null,
        transferReason: transferred ? dice.pick(TRANSFER_REASONS) : null,
        holdReason: status === '4' ? dice.pick(['等待原厂备件到货', '客户临时停机窗口改到下周']) : null,
        completeTime: status === '6' ? iso(at.done) : null,
        cause: status === '6' ? cause : null,
        solution: status === '6' ? fix : null,
        serviceFee: status === '6' ? dice.pick(FEES) : null,
      };
      world.add({
        record: {
          key: `workOrder:${String(made).padStart(4, '0')}`,
          entity: 'crmWorkOrder',
          owner: source === '1' ? (customer.record.owner ?? 'manager') : 'manager',
          createTime: iso(at.created),
          updateTime: iso(moved),
          tags: [],
          values,
          links: {
            customerId: customer.record.key,
            equipmentId: device.record.key,
            ...(contact ? { contacterId: contact.key } : {}),
            ...(status === '6' && solution && dice.chance(0.7) ? { solutionId: solution.record.key } : {}),
          },
        },
        created: at.created,
        people: [],
      });
    }
  },
};

/** Appraisals: most completed work orders rated a day or three later, taken down by the service manager's call back. */
export const crmWorkAppraiseSeed: DemoSeed = {
  entity: 'crmWorkAppraise',
  count: 14,
  generate(world, count) {
    const { dice, now } = world;
    const completed = world.made('crmWorkOrder').filter((order) => order.record.values.status === '6');
    let made = 0;
    for (const order of completed) {
      if (made >= count || !dice.chance(0.85)) continue;
      made += 1;
      const at = Math.min(now, Date.parse(String(order.record.values.completeTime)) + dice.int(1, 3) * DAY_MS);
      const rating = dice.weighted(RATINGS);
      world.add({
        record: {
          key: `workAppraise:${String(made).padStart(4, '0')}`,
          entity: 'crmWorkAppraise',
          owner: 'manager',
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            appraiseDate: chinaDate(at),
            engineerId: order.record.values.engineerId ?? null,
            rating,
            satisfaction: rating,
            feedback: dice.pick(FEEDBACK[rating]!),
          },
          links: { workOrderId: order.record.key, customerId: order.record.links.customerId! },
        },
        created: at,
        people: [],
      });
    }
  },
};
