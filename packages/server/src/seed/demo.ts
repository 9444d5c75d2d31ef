import { ALL_OBJECTS, ENGINEER_STATUS, WORK_ORDER_STATUS } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowText } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { ORG_TYPE_COMPANY, ORG_TYPE_DEPARTMENT } from '../modules/organisation/repository.ts';
import { insertRole, setRoleGrants } from '../modules/roles/repository.ts';
import { hashPassword } from '../modules/session/passwords.ts';
import { seedDemoMessengers } from '../modules/messenger-auth/demo-messengers.ts';
import { linkCustomerAccount } from '../modules/terminal/repository.ts';
import { settleDemoPartners } from '../modules/agent/demo-partners.ts';
import { seedFollowUpTodos } from '../modules/reminders/record-todos.ts';
import { areaGrants } from './role-grants.ts';
import { insertDemoCrm, type DemoStaff } from './demo-crm.ts';
import { insertDemoRates } from './demo-currencies.ts';
import { createTenant } from './tenant.ts';

/** Every demo user's password (README, ARCHITECTURE section 2). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ADMIN = 'admin';
/** The platform operator (administers every enterprise account), in the platform's own tenant. */
export const DEMO_PLATFORM_OPERATOR = 'platform';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface DemoDepartment {
  key: string;
  parent: string;
  name: string;
  code: string;
  type: string;
}

/** The organisation below the head company (A01, created with the tenant). */
const DEPARTMENTS: DemoDepartment[] = [
  { key: 'shanghai', parent: 'head', name: '华信云创上海分公司', code: 'A02', type: ORG_TYPE_COMPANY },
  { key: 'sales', parent: 'head', name: '销售部', code: 'A01A01', type: ORG_TYPE_DEPARTMENT },
  { key: 'salesTeam1', parent: 'sales', name: '销售一组', code: 'A01A01A01', type: ORG_TYPE_DEPARTMENT },
  { key: 'salesTeam2', parent: 'sales', name: '销售二组', code: 'A01A01A02', type: ORG_TYPE_DEPARTMENT },
  { key: 'service', parent: 'head', name: '服务部', code: 'A01A02', type: ORG_TYPE_DEPARTMENT },
  { key: 'office', parent: 'head', name: '行政部', code: 'A01A03', type: ORG_TYPE_DEPARTMENT },
  { key: 'shSales', parent: 'shanghai', name: '上海销售部', code: 'A02A01', type: ORG_TYPE_DEPARTMENT },
  { key: 'shService', parent: 'shanghai', name: '上海服务部', code: 'A02A02', type: ORG_TYPE_DEPARTMENT },
];

interface DemoUser {
  username: string;
  realname: string;
  /** External users (channel partners, customers) belong to no department. */
  depart?: string;
  company: 'A01' | 'A02';
  role: string;
  userType?: 'staff' | 'agent' | 'customer';
  position?: string;
  superior?: string;
  /** Companies beyond the home one (multi-organisation). */
  alsoIn?: ('A01' | 'A02')[];
}

const USERS: DemoUser[] = [
  {
    username: 'manager',
    realname: '王经理',
    depart: 'sales',
    company: 'A01',
    role: 'salesManagement',
    position: '销售总监',
    superior: 'admin',
    alsoIn: ['A02'],
  },
  { username: 'zhoujie', realname: '周杰', depart: 'sales', company: 'A01', role: 'salesDeptManagement', position: '销售部经理', superior: 'manager' },
  { username: 'sales', realname: '李销售', depart: 'salesTeam1', company: 'A01', role: 'salesperson', position: '销售代表', superior: 'zhoujie' },
  { username: 'zhaolei', realname: '赵磊', depart: 'salesTeam1', company: 'A01', role: 'salesperson', position: '销售代表', superior: 'zhoujie' },
  { username: 'sunli', realname: '孙丽', depart: 'salesTeam2', company: 'A01', role: 'salesperson', position: '销售代表', superior: 'zhoujie' },
  { username: 'wufang', realname: '吴芳', depart: 'salesTeam2', company: 'A01', role: 'salesperson', position: '大客户经理', superior: 'zhoujie' },
  { username: 'engineer', realname: '陈工程师', depart: 'service', company: 'A01', role: 'serviceEngineer', position: '售后工程师', superior: 'admin' },
  { username: 'zhenghao', realname: '郑浩', depart: 'service', company: 'A01', role: 'serviceEngineer', position: '技术支持', superior: 'engineer' },
  { username: 'fengxue', realname: '冯雪', depart: 'office', company: 'A01', role: 'salesperson', position: '行政专员', superior: 'admin' },
  // The warehouse keeper, who also buys (issue 18): receives, issues and counts stock, and orders from the suppliers.
  { username: 'cangguan', realname: '钱仓管', depart: 'office', company: 'A01', role: 'warehouseKeeper', position: '仓储采购主管', superior: 'admin' },
  { username: 'chenjing', realname: '陈静', depart: 'shSales', company: 'A02', role: 'salesDeptManagement', position: '上海销售经理', superior: 'manager' },
  { username: 'yangfan', realname: '杨帆', depart: 'shSales', company: 'A02', role: 'salesperson', position: '销售代表', superior: 'chenjing' },
  { username: 'linna', realname: '林娜', depart: 'shSales', company: 'A02', role: 'salesperson', position: '销售代表', superior: 'chenjing' },
  { username: 'huanglei', realname: '黄磊', depart: 'shService', company: 'A02', role: 'serviceEngineer', position: '售后工程师', superior: 'chenjing' },
  { username: 'agent', realname: '刘渠道', company: 'A01', role: 'channelPartner', userType: 'agent', position: '渠道合作伙伴' },
  { username: 'customer', realname: '周客户', company: 'A01', role: 'selfServiceCustomer', userType: 'customer' },
];

const CUSTOM_ROLES = [
  {
    code: 'serviceEngineer',
    name: '服务工程师',
    // Engineers serve every customer of the company (its equipment, its service logs): they see
    // them all, and change only their own records (rights on others' data read-only).
    dataScope: '1' as const,
    grants: [...areaGrants(['service', 'oa']), 'crm:crmCustomer:list', 'crm:crmCustomer:view'],
  },
  {
    // Warehouse and procurement (issue 18): every warehouse's stock and every purchase, the
    // products they move, and the sales orders they deliver (the delivery issues the stock).
    code: 'warehouseKeeper',
    name: '仓储采购',
    dataScope: '1' as const,
    grants: [
      ...areaGrants(['wms']),
      'crm:crmProduct:list',
      'crm:crmProduct:view',
      'crm:crmOrder:list',
      'crm:crmOrder:view',
      'crm:crmOrder:deliver',
      'crm:crmCustomer:list',
      'crm:crmCustomer:view',
    ],
  },
  {
    code: 'channelPartner',
    name: '渠道商',
    dataScope: '4' as const,
    grants: [
      'crm:crmProduct:list',
      'crm:crmProduct:view',
      'crm:crmOrder:list',
      'crm:crmOrder:view',
      'crm:crmOrder:add',
      'crm:crmCustomer:list',
      'crm:crmCustomer:view',
      'crm:crmCustomer:add',
    ],
  },
  {
    code: 'selfServiceCustomer',
    name: '自助服务客户',
    dataScope: '4' as const,
    grants: ['crm:crmWorkOrder:list', 'crm:crmWorkOrder:view', 'crm:crmWorkOrder:add', 'crm:crmEquipment:list', 'crm:crmEquipment:view'],
  },
];

const ABOUT_US = {
  title: '关于我们',
  content:
    '<h3>华信云创</h3><p>北京华信云创科技有限公司成立于2015年，专注于为成长型企业提供移动客户关系管理服务，覆盖销售、服务、协同办公与进销存。</p><p>服务热线：400-820-8820</p>',
  en: {
    title: 'About us',
    content:
      '<h3>Huaxin Cloud</h3><p>Founded in 2015, Beijing Huaxin Cloud Technology Co., Ltd. provides mobile customer relationship management for growing companies: sales, service, office collaboration and inventory.</p><p>Hotline: 400-820-8820</p>',
  },
  'zh-TW': {
    title: '關於我們',
    content:
      '<h3>華信雲創</h3><p>北京華信雲創科技有限公司成立於2015年，專注於為成長型企業提供行動客戶關係管理服務，涵蓋銷售、服務、協同辦公與進銷存。</p><p>服務熱線：400-820-8820</p>',
  },
};

const TAGS = [
  { name: '重要客户', bgcolor: 'red', tableName: 'crm_customer' },
  { name: '老客户', bgcolor: 'green', tableName: 'crm_customer' },
  { name: '潜在客户', bgcolor: 'blue', tableName: 'crm_customer' },
  { name: '待跟进', bgcolor: 'orange', tableName: 'crm_clue' },
  { name: '已流失', bgcolor: 'other', tableName: 'crm_customer' },
  { name: '内部', bgcolor: 'blue', tableName: null },
];

const CUSTOMER_BIZ_TYPES = [
  { no: 'KH01', name: '普通客户', status: '0' },
  { no: 'KH02', name: '渠道客户', status: '0' },
  { no: 'KH03', name: '大客户', status: '0' },
  { no: 'KH04', name: '历史客户（停用）', status: '1' },
];

/** The demo's customers its messages and reminders are about (crm-customer.seed.ts names them). */
const LIANKE = '上海联科信息技术有限公司';
const YUANHANG = '北京远航物流有限公司';

/**
 * Each staff member's messages. The follow-up reminder is about a customer the recipient works on
 * (the salesperson sees only their own), so opening it opens that customer. Approval messages come
 * with the records waiting for approval (demo-audits.ts).
 */
function messagesFor(username: string) {
  const own = username === 'sales';
  return [
    {
      type: 'system',
      title: '系统升级通知',
      content: '系统将于本周六 22:00 至 24:00 进行升级维护，期间移动端可能无法访问。',
      publisher: '系统',
      days: 6,
      read: 1,
    },
    own
      ? { type: 'remind', title: '客户跟进提醒', content: `客户「${YUANHANG}」约定的回访时间已到。`, publisher: '系统', days: 0, read: 0, about: YUANHANG }
      : { type: 'remind', title: '客户跟进提醒', content: `客户「${LIANKE}」已 7 天未跟进。`, publisher: '系统', days: 0, read: 0, about: LIANKE },
    { type: 'task', title: '新任务：整理季度客户回访记录', content: '请在周五前完成第三季度重点客户回访记录的整理。', publisher: '周杰', days: 3, read: 1 },
  ];
}

/**
 * The demo users' to-dos, due `dueHours` from the seed (null: no due time); `about` names the
 * customer one is about. Some are due later today, for the home page's schedule.
 */
const REMINDERS: Record<string, { type: string; title: string; dueHours: number | null; done: number; note?: string; about?: string }[]> = {
  sales: [
    { type: 'followUp', title: '回访北京远航物流有限公司，确认二期需求', dueHours: 2, done: 0, note: '重点确认仓储系统的上线时间', about: YUANHANG },
    { type: 'followUp', title: '给杭州云帆电子商务有限公司发送报价单', dueHours: 48, done: 0, about: '杭州云帆电子商务有限公司' },
    { type: 'followUp', title: '电话跟进深圳启明星科技有限公司', dueHours: -24, done: 1, about: '深圳启明星科技有限公司' },
    { type: 'task', title: '更新本周销售简报', dueHours: 72, done: 0 },
    { type: 'task', title: '整理展会收集的名片', dueHours: -48, done: 1 },
  ],
  manager: [
    { type: 'followUp', title: '拜访中铁建工集团采购部', dueHours: 48, done: 0, about: '中铁建工集团有限公司' },
    { type: 'followUp', title: '与上海联科信息技术有限公司确认合同条款', dueHours: 3, done: 0, about: LIANKE },
    { type: 'task', title: '制定下季度销售目标', dueHours: 168, done: 0, note: '按区域和产品线拆分' },
  ],
  zhoujie: [{ type: 'task', title: '准备周五销售例会材料', dueHours: 30, done: 0 }],
  admin: [{ type: 'task', title: '为新入职的销售开通账号', dueHours: 5, done: 0, note: '两人，归属销售一组' }],
  engineer: [{ type: 'task', title: '回访上周完成的设备巡检', dueHours: 26, done: 0 }],
};

async function insertOrganisation(trx: Transaction<Database>, tenantId: string, headCompanyId: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = { head: headCompanyId };
  const created = nowText();
  for (const [index, department] of DEPARTMENTS.entries()) {
    ids[department.key] = randomUUID();
    await trx
      .insertInto('departments')
      .values({
        id: ids[department.key]!,
        tenant_id: tenantId,
        parent_id: ids[department.parent]!,
        name: department.name,
        org_type: department.type,
        org_code: department.code,
        sort: index + 1,
        created_at: created,
      })
      .execute();
  }
  return ids;
}

/** Seeds the demo tenant of ARCHITECTURE section 2, unless it is there already (idempotent). */
export async function seedDemo(db: Kysely<Database>, options: { crmData?: boolean } = {}): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', DEMO_ADMIN).executeTakeFirst();
  if (existing) return;

  // One hash for every demo user keeps seeding fast; each user still has a salted argon2id hash.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  try {
    await db.transaction().execute((trx) => insertDemo(trx, passwordHash, options.crmData ?? true));
  } catch (error) {
    // Another instance seeding the same empty database at the same moment won the race.
    const seeded = await db.selectFrom('users').select('id').where('username', '=', DEMO_ADMIN).executeTakeFirst();
    if (!seeded) throw error;
  }
}

async function insertDemo(trx: Transaction<Database>, passwordHash: string, crmData: boolean): Promise<void> {
  const now = Date.now();
  const tenant = await createTenant(trx, {
    name: '北京华信云创科技有限公司',
    companyName: '华信云创北京总部',
    tenantType: '1',
    status: '0',
    endTime: nowText(new Date(now + 365 * DAY_MS)),
    watermark: 1,
    authMultorg: 1,
    phone: '010-6288 5200',
    address: '北京市海淀区中关村软件园二期 12 号楼',
    admin: { username: DEMO_ADMIN, realname: '张志强', passwordHash, phone: '13800138000', email: 'admin@huaxincloud.cn' },
  });
  const { tenantId } = tenant;
  await insertPlatformOperator(trx, passwordHash);

  const departIds = await insertOrganisation(trx, tenantId, tenant.headCompany.id);
  await trx.updateTable('users').set({ depart_id: departIds.office!, position: '系统管理员', job_id: 'HX1000' }).where('id', '=', tenant.adminUserId).execute();

  const roleIds: Record<string, string> = { ...tenant.roleIds };
  for (const role of CUSTOM_ROLES) {
    roleIds[role.code] = await insertRole(trx, tenantId, { roleCode: role.code, name: role.name, dataScope: role.dataScope, rwOthers: 'r' });
    await setRoleGrants(trx, tenantId, roleIds[role.code]!, role.grants);
  }

  const userIds: Record<string, string> = { admin: tenant.adminUserId };
  for (const user of USERS) userIds[user.username] = randomUUID();
  const created = nowText();
  await trx
    .insertInto('users')
    .values(
      USERS.map((user, index) => ({
        id: userIds[user.username]!,
        tenant_id: tenantId,
        username: user.username,
        password_hash: passwordHash,
        realname: user.realname,
        phone: `1391000${String(1000 + index).padStart(4, '0')}`,
        email: `${user.username}@huaxincloud.cn`,
        is_admin: 0,
        status: '1',
        user_type: user.userType ?? 'staff',
        depart_id: user.depart ? departIds[user.depart]! : null,
        company_code: user.company,
        lang: 'zh-CN',
        time_zone: 'Asia/Shanghai',
        position: user.position ?? null,
        job_id: user.userType ? null : `HX${String(1001 + index)}`,
        superior_id: user.superior ? userIds[user.superior]! : null,
        created_at: created,
        updated_at: created,
      })),
    )
    .execute();
  await trx
    .insertInto('user_companies')
    .values(
      USERS.flatMap((user) =>
        [user.company, ...(user.alsoIn ?? [])].map((code) => ({ tenant_id: tenantId, user_id: userIds[user.username]!, company_code: code })),
      ),
    )
    .execute();
  await trx
    .insertInto('user_roles')
    .values(USERS.map((user) => ({ tenant_id: tenantId, user_id: userIds[user.username]!, role_id: roleIds[user.role]! })))
    .execute();

  await trx
    .insertInto('tags')
    .values(TAGS.map((tag, index) => ({ id: randomUUID(), tenant_id: tenantId, name: tag.name, bgcolor: tag.bgcolor, table_name: tag.tableName, sort: index })))
    .execute();

  const aboutUsId = randomUUID();
  await trx
    .insertInto('rich_texts')
    .values({
      id: aboutUsId,
      tenant_id: tenantId,
      title: ABOUT_US.title,
      content: ABOUT_US.content,
      i18n: JSON.stringify({ en: ABOUT_US.en, 'zh-TW': ABOUT_US['zh-TW'] }),
      created_at: created,
    })
    .execute();
  await trx
    .insertInto('sys_configs')
    .values([
      { id: randomUUID(), tenant_id: tenantId, config_code: 'servicePhone', config_value: '400-820-8820' },
      { id: randomUUID(), tenant_id: tenantId, config_code: 'serviceEmail', config_value: 'service@huaxincloud.cn' },
      { id: randomUUID(), tenant_id: tenantId, config_code: 'aboutUsRichTextId', config_value: aboutUsId },
    ])
    .execute();

  await trx
    .insertInto('data_shares')
    .values({ id: randomUUID(), tenant_id: tenantId, table_name: 'crm_customer', from_user_id: userIds.zhaolei!, to_user_id: userIds.sales!, rw: 'r' })
    .execute();

  await trx
    .insertInto('biz_types')
    .values(
      CUSTOMER_BIZ_TYPES.map((type, index) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        no: type.no,
        name: type.name,
        status: type.status,
        table_id: tenant.tableIds.crmCustomer!,
        sort: index,
      })),
    )
    .execute();

  const staff = [{ username: 'admin', realname: '张志强' }, ...USERS.filter((user) => !user.userType)];
  // Message and to-do ids by the customer they are about: linked once the customers exist.
  const about: { table: 'messages' | 'reminders'; id: string; customer: string }[] = [];
  const aboutId = (table: 'messages' | 'reminders', customer: string | undefined) => {
    const id = randomUUID();
    if (customer) about.push({ table, id, customer });
    return id;
  };
  await trx
    .insertInto('messages')
    .values(
      staff.flatMap((user) =>
        messagesFor(user.username).map((message) => ({
          id: aboutId('messages', 'about' in message ? message.about : undefined),
          tenant_id: tenantId,
          to_user_id: userIds[user.username]!,
          type: message.type,
          title: message.title,
          content: message.content,
          publisher: message.publisher,
          send_time: nowText(new Date(now - message.days * DAY_MS)),
          read_flag: message.read,
        })),
      ),
    )
    .execute();

  await trx
    .insertInto('reminders')
    .values(
      Object.entries(REMINDERS).flatMap(([username, reminders]) =>
        reminders.map((reminder) => ({
          id: aboutId('reminders', reminder.about),
          tenant_id: tenantId,
          user_id: userIds[username]!,
          type: reminder.type,
          title: reminder.title,
          due_time: reminder.dueHours === null ? null : nowText(new Date(now + reminder.dueHours * HOUR_MS)),
          done: reminder.done,
          note: reminder.note ?? null,
          created_at: created,
        })),
      ),
    )
    .execute();

  await seedDemoMessengers(trx, tenantId, userIds.sales!);

  // Department heads approve their departments' records (demo-audits.ts): the sales director the
  // sales department and its groups, the Shanghai sales manager hers, the administrator the head office.
  for (const [depart, head] of [
    ['sales', userIds.manager],
    ['shanghai', userIds.chenjing],
    ['shSales', userIds.chenjing],
  ] as const) {
    await trx.updateTable('departments').set({ leader_id: head! }).where('id', '=', departIds[depart]!).execute();
  }
  await trx.updateTable('departments').set({ leader_id: tenant.adminUserId }).where('id', '=', tenant.headCompany.id).execute();

  if (!crmData) return;
  const crmStaff: Record<string, DemoStaff> = {};
  for (const user of USERS)
    crmStaff[user.username] = { id: userIds[user.username]!, departId: user.depart ? departIds[user.depart]! : null, companyCode: user.company };
  const admin: DemoStaff = { id: tenant.adminUserId, departId: departIds.office!, companyCode: tenant.headCompany.code };
  // The head office itself, held by the administrator: what a company's sales target names as its department.
  crmStaff.headOffice = { id: tenant.adminUserId, departId: tenant.headCompany.id, companyCode: tenant.headCompany.code };
  await insertDemoRates(trx, tenantId);
  await insertDemoCrm(trx, tenantId, crmStaff, admin);
  await linkToCustomers(trx, tenantId, about);
  // The contacts planned around now (the last two weeks' still waiting, the coming week's), as the
  // owners' follow-up to-dos beside the written ones above.
  await seedFollowUpTodos(trx, tenantId, ALL_OBJECTS, new Date(now), { back: 14, ahead: 7 });

  // The self-service demo customer speaks for one head-office customer, so /terminal/my shows "your
  // company": the one with the most devices serviced (issue 16), so the portal has devices and work orders to show.
  const loose = trx as unknown as Transaction<any>;
  const linked = await loose
    .selectFrom('crm_customer as c')
    .select('c.id')
    .where('c.tenant_id', '=', tenantId)
    .where('c.company_code', '=', tenant.headCompany.code)
    .orderBy(
      (eb) =>
        eb
          .selectFrom('crm_equipment as e')
          .select((e) => e.fn.countAll().as('n'))
          .where('e.tenant_id', '=', tenantId)
          .whereRef('e.customer_id', '=', 'c.id'),
      'desc',
    )
    .orderBy('c.customer_no')
    .limit(1)
    .executeTakeFirst();
  if (linked) await linkCustomerAccount(trx, { tenantId, userId: userIds.customer!, customerId: linked.id as string });
  // The demo partner account works for the first partner, as its administrator (issue 19).
  await settleDemoPartners(trx, tenantId, userIds.agent!);

  // The engineers' status (issue 16): busy while one of their work orders is processing, free
  // otherwise, and 黄磊 of the second company off duty.
  const processing = await loose
    .selectFrom('crm_work_order')
    .select('engineer_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', WORK_ORDER_STATUS.processing)
    .where('engineer_id', 'is not', null)
    .execute();
  const busy = new Set(processing.map((row) => String(row.engineer_id)));
  const engineers = USERS.filter((user) => user.role === 'serviceEngineer').map((user) => userIds[user.username]!);
  const statusOf = (id: string) => (busy.has(id) ? ENGINEER_STATUS.busy : id === userIds.huanglei ? ENGINEER_STATUS.offline : ENGINEER_STATUS.free);
  await trx
    .insertInto('work_users')
    .values(engineers.map((id) => ({ tenant_id: tenantId, user_id: id, status: statusOf(id), since: nowText(new Date(now - 2 * 3_600_000)) })))
    .execute();

  // The company's payment account (issue 20), shown on its orders' payment pages (fixed values: no draw from the demo world).
  await trx
    .insertInto('tenant_payment_details')
    .values({
      tenant_id: tenantId,
      account_name: '北京华信云创科技有限公司',
      bank: '招商银行北京中关村支行',
      account_no: '110908765410201',
      qr_image: null,
      updated_at: created,
    })
    .execute();
}

/** Points the demo's messages and to-dos at the customers they name, now that the customers exist. */
async function linkToCustomers(
  trx: Transaction<Database>,
  tenantId: string,
  about: readonly { table: 'messages' | 'reminders'; id: string; customer: string }[],
) {
  for (const { table, id, customer } of about) {
    const found = await (trx as unknown as Transaction<any>)
      .selectFrom('crm_customer')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', customer)
      .executeTakeFirst();
    if (found)
      await trx
        .updateTable(table)
        .set({ object_name: 'crmCustomer', record_id: found.id as string })
        .where('id', '=', id)
        .execute();
  }
}

/**
 * The platform's own tenant with its operator: outside every enterprise account (no tenant
 * administrator can reach /plat/*), and left out of the accounts the operator manages.
 */
async function insertPlatformOperator(trx: Transaction<Database>, passwordHash: string): Promise<void> {
  const platform = await createTenant(trx, {
    name: '华信云创平台运营',
    tenantType: '0',
    admin: { username: DEMO_PLATFORM_OPERATOR, realname: '平台运营', passwordHash, email: 'platform@huaxincloud.cn' },
  });
  // Keeps the built-in administrator role of its own (empty) tenant, so the client's permission load
  // finds a menu; the user type is what opens /plat/* and closes every tenant route.
  await trx.updateTable('users').set({ user_type: 'platform', is_admin: 0 }).where('id', '=', platform.adminUserId).execute();
}
