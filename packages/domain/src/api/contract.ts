/**
 * The shapes exchanged by the client and the server for the calls of spec section 7.
 * Paths are relative to the API base address (default `/api`).
 */

export type Lang = 'zh-CN' | 'en' | 'zh-TW';
export const LANGS: readonly Lang[] = ['zh-CN', 'en', 'zh-TW'];
export const DEFAULT_LANG: Lang = 'zh-CN';
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The user-info of spec section 3; `realname === UNKNOWN_REALNAME` means an incomplete profile. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  /** Tenant (enterprise account) id. */
  accountId: string;
  isAdmin: 0 | 1;
  /** The company the user acts under now. */
  companyCode: string;
  companyCode_dictText: string;
  departId: string | null;
  departName: string | null;
  lang: Lang;
  timeZone: string;
  /** 'staff', 'agent' (channel partner), 'customer' (self-service) or 'platform' (operator of every enterprise account). */
  userType: UserType;
  roleNames: string[];
}
export type UserType = 'staff' | 'agent' | 'customer' | 'platform';
export const UNKNOWN_REALNAME = '未知';

/** POST /sys/login body. */
export interface LoginRequest {
  username: string;
  password: string;
}
/** result of POST /sys/login, /sys/phoneLogin, /sys/autoLogin and /sys/selectUserDepart. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  companyCode_dictText?: string;
}

/** One item of the server-supplied menu (spec section 2). */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect: string | null;
  /** i18n key of the title. */
  title: string;
  icon: string | null;
  url: string | null;
  /** '0' means: no client route for this item. */
  route: '0' | '1';
  keepAlive: boolean;
  internalOrExternal: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  permissionList: AuthEntry[];
  children: MenuItem[];
}

/** A granted button permission; type '2' entries are ignored (spec section 6). */
export interface AuthEntry {
  action: string;
  type: string;
  describe?: string;
}
/** Every button permission of the system; status '0' is an allowed override. */
export interface AllAuthEntry extends AuthEntry {
  status: string;
}
/** result of GET /sys/permission/getUserPermissionByToken. */
export interface PermissionPayload {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
}

/** result of GET /sys/sysAccount/getSysAccountInfo: the tenant's account and company info. */
export interface AccountInfo {
  id: string;
  name: string;
  /** '0' normal, '1' disabled, '2' enterprise information under review (ACCOUNT_STATUS). */
  status: string;
  /** ISO date-time of the end of the subscription, or null for no end. */
  endTime: string | null;
  /** '1' is a paid (or trial) enterprise account whose admins get expiry warnings. */
  tenantType: string;
  /** 1 shows the watermark with the user's real name. */
  watermark: 0 | 1;
  logo: string | null;
  phone: string | null;
  address: string | null;
}

export interface DictItem {
  value: string;
  text: string;
  color: string | null;
}

export interface DepartNode {
  id: string;
  parentId: string | null;
  name: string;
  /** '1' company, '2' department. */
  orgType: string;
  orgCode: string;
  /** The department's head (an approver kind), and their name. */
  leaderId?: string | null;
  leaderName?: string | null;
  /** Employees placed directly in this node, active or frozen (a node with people cannot be deleted). */
  memberCount?: number;
  children: DepartNode[];
}

export interface UserSummary {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  departId: string | null;
  departName: string | null;
  status: string;
  /** The employee's position (job title), where the list gives it. */
  position?: string | null;
}

/** An item of GET /sys/sysUserDepart/queryUserDepartListByUserId. */
export interface UserDepartItem {
  companyCode: string;
  name: string;
}
/** result of POST /sys/selectUserDepart. */
export interface SelectUserDepartResult {
  userInfo: UserInfo;
  companyName: string;
}

export type TagColor = 'blue' | 'green' | 'orange' | 'red' | string;
export interface Tag {
  id: string;
  name: string;
  bgcolor: TagColor;
  tableName: string | null;
}

export interface SysConfig {
  configCode: string;
  configValue: string;
}

export interface TableMade {
  tableId: string;
  name: string;
  tableName: string;
  packageName: string;
  apiName: string;
  status: string;
  hasChild: string;
}

export interface RichText {
  id: string;
  title: string;
  content: string;
}

export interface BizType {
  id: string;
  no: string;
  name: string;
  status: string;
  tableId: string;
}

/**
 * result of GET /crm/crmRemind/waitReport: numeric counts summed into the Message badge (spec
 * section 3), so each is something the Messages tab lets the user act on, counted once: unread
 * messages (read them) and open to-dos (complete them).
 */
export interface WaitReport {
  unreadMessages: number;
  todo: number;
}

/** The business record a message or to-do is about: the object's API name and the record's id. */
export interface RecordLink {
  objectName: string;
  recordId: string;
}

/** One thing I did, on the home page: a follow-up I wrote, or a change (a change-log action) to a record. */
export interface RecentActivity {
  id: string;
  /** 'followUp', or a change-log action: add, edit, delete, transfer, lock, unlock, convert, team. */
  action: string;
  /** The record it is about: a follow-up's subject, a change's record. */
  objectName: string;
  recordId: string;
  /** The record's title; empty when it was deleted or I no longer see it (then there is no link). */
  title: string;
  /** The start of a follow-up's text; empty for a change. */
  detail: string;
  /** Whether the record can be opened (it exists and I see it). */
  open: boolean;
  time: string;
}

/** result of GET /crm/crmRemind/homeReport: what the home page (/index) shows. */
export interface HomeReport {
  counts: {
    unreadMessages: number;
    /** Open to-dos of every kind: as many as the to-do list (/crm/crmRemind) shows open, and the Message badge counts. */
    todo: number;
    /** Open to-dos asking for my approval: the to-do list's kind `audit`, the records waiting for me. */
    pendingAudit: number;
    /**
     * Open follow-up to-dos: my customers, leads and contacts whose next contact time has come (the
     * to-do list's kind `followUp`); null for a user who works none of them.
     */
    followUp: number | null;
  };
  /** Open to-dos due by the end of my day (overdue ones included), the earliest first. */
  today: Remind[];
  /** My latest changes (follow-ups written, records added, edited, transferred ...), newest first. */
  recent: RecentActivity[];
}

export interface CurrentApp {
  id: string;
  name: string;
  /** 1 when the user may belong to several companies and chooses one (spec section 2). */
  authMultorg: 0 | 1;
}

export interface Currency {
  code: string;
  name: string;
  symbol: string;
  rate: string;
  isDefault: 0 | 1;
}

/** A new rate of a currency to the default currency, from a day on (today when none is given). */
export interface CurrencyRateInput {
  code: string;
  rate: number | string;
  validFrom?: string;
}

/** A data share to the current user: rows of `tableName` owned by `fromUserId`, read or read-write. */
export interface DataShare {
  id: string;
  tableName: string;
  fromUserId: string;
  fromUserName: string;
  rw: 'r' | 'rw';
}

export interface Message {
  id: string;
  type: string;
  title: string;
  content: string;
  publisher: string;
  sendTime: string;
  read: 0 | 1;
  /** The record it is about, opened from the message; null when none. */
  link: RecordLink | null;
}

/**
 * A to-do (/crm/crmRemind), by `type`: `followUp` (a record's next contact time has come),
 * `receivePlan` (a receipt plan falls due), `poolRecycle` (a pool takes a record back soon),
 * `audit` (a record waits for my approval; done once I decide it) or `task` (one I wrote).
 */
export interface Remind {
  id: string;
  type: string;
  title: string;
  dueTime: string | null;
  done: 0 | 1;
  note: string | null;
  /** The record it is about, opened from the to-do; null when none. */
  link: RecordLink | null;
}

/** body of POST /crm/crmRemind/add: a to-do the user writes for themself. */
export interface RemindInput {
  title: string;
  dueTime?: string | null;
  note?: string | null;
}

/**
 * PUT /sys/user/editSelf body: the profile of /account/baseSetting. A phone number or e-mail
 * address other than the stored one is taken only with the code sent to it (POST
 * /sys/user/contactCode); clearing one needs none.
 */
export interface ProfileEdit {
  realname: string;
  avatar?: string | null;
  phone?: string | null;
  email?: string | null;
  phoneCaptcha?: string;
  emailCaptcha?: string;
}

/** POST /sys/user/contactCode body: a code to the new phone number (sms) or address (email) of one's own profile. */
export interface ContactCodeRequest {
  channel: 'sms' | 'email';
  target: string;
}

/** PUT /sys/user/setting body: the preferences of /account/setting. */
export interface UserSettingEdit {
  lang?: Lang;
  timeZone?: string;
}

/** The run-time configuration served beside index.html as /mobile/config.js. */
export interface RuntimeConfig {
  apiBase: string;
  signSecret: string;
  /** Where the maps' tiles come from (MAP_TILES and its companions); OpenStreetMap when absent. */
  mapTiles?: MapTilesConfig;
  /** Whether the deployment names a business-information provider (BUSINESS_INFO_URL): the smart search offers the register's data. */
  businessInfo?: boolean;
  /** Sites besides this server whose videos /videoPreview plays (VIDEO_HOSTS: https origins); none when absent. */
  videoHosts?: string[];
  /**
   * The online viewer /officeView shows Word, Excel and PowerPoint files in (OFFICE_VIEWER: an
   * https address with `{url}` where the file's address goes); without one they are downloaded.
   */
  officeViewer?: string;
}

/** The tile providers a deployment can name; anything else is a URL template of its own. */
export const MAP_TILE_PROVIDERS = ['osm', 'amap', 'tianditu', 'off'] as const;

/**
 * The maps' tile source: `osm` (OpenStreetMap), `amap` (AutoNavi, GCJ-02), `tianditu` (China's
 * national map, CGCS2000, which is WGS-84 to a map's precision; needs `key`), `off` (no tiles:
 * the marker and the coordinates as text), or a URL template (`{z}/{x}/{y}`, `{s}` for
 * subdomains) with its datum and attribution.
 */
export interface MapTilesConfig {
  source: (typeof MAP_TILE_PROVIDERS)[number] | (string & {});
  /** Tianditu's key (tk). */
  key?: string;
  /** The coordinates a URL template's tiles are drawn in: `gcj02` for mainland China's commercial maps. */
  datum?: 'wgs84' | 'gcj02';
  /** The credit a URL template's provider asks for. */
  attribution?: string;
}
export const RUNTIME_CONFIG_GLOBAL = '__CRM_CONFIG__';

/** Data scope of a role (spec section 6): '1' whole company, '2' own department and subordinates
 * plus shared to me, '3' own department plus shared, '4' only self plus shared. */
export type DataScope = '1' | '2' | '3' | '4';
export const DATA_SCOPES: readonly DataScope[] = ['1', '2', '3', '4'];

/** A role as GET /sys/role/list and queryById answer it; built-in roles cannot be changed. */
export interface RoleView {
  id: string;
  roleCode: string;
  roleName: string;
  builtIn: 0 | 1;
  dataScope: DataScope;
  /** Right on data the user does not own but can see: read only, or read and write. */
  rwOthers: 'r' | 'rw';
  permissionCodes: string[];
}

/** POST /sys/role/add and PUT /sys/role/edit (with id) body. */
export interface RoleEdit {
  id?: string;
  roleName: string;
  roleCode: string;
  dataScope: DataScope;
  rwOthers: 'r' | 'rw';
  permissionCodes?: string[];
}

/** PUT /crm/crmRemind/done body. */
export interface RemindDone {
  id: string;
}

/** PUT /sys/message/read body: one message, or all of the caller's. */
export interface MessageRead {
  id?: string;
  all?: boolean;
}
