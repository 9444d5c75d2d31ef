import type { FieldDef, FilterOperator, SceneCondition, TeamAccess } from '../entities/types.ts';
import type { TableMade } from './contract.ts';

/**
 * The generic record API every registered object E of module M gets (ARCHITECTURE section 3):
 *   GET    /M/E/list        RecordListQuery → Page<RecordRow> (every field, or those of `fields=a,b`)
 *   GET    /M/E/queryById   ?id= → RecordRow (with _access)
 *   POST   /M/E/add         record fields → RecordRow
 *   PUT    /M/E/edit        { id, version, ...fields } → RecordRow  (409 when version is stale)
 *   DELETE /M/E/delete      ?id=
 *   DELETE /M/E/deleteBatch ?ids=a,b
 *   PUT    /M/E/lock        { ids, lockStatus }   (the lock and unlock actions, all or none)
 *   POST   /M/E/<action>      { id, version, ...inputs } → RecordRow  (ENGINE-II section 3)
 *   POST   /M/E/<action>Batch { ids, ...inputs } → ActionBatchResult (each record on its own)
 *   GET    /M/E/lineDraft   ?field=&ids=&context= → new lines pre-filled from the picked records
 *   GET    /M/E/exportXls   RecordListQuery (+ fields=a,b) → xlsx (blob, unsigned)
 *   POST   /M/E/importExcel multipart `file` → ImportResult
 * Answers carry companion display texts: `<field>_dictText` for dict, user, department and
 * relation fields (and ownerId, createBy), so lists need no second look-up.
 */

export type RecordValue = string | number | boolean | null | string[] | AddressValue | FileRef[];

/** An address with coordinates. */
export interface AddressValue {
  text: string;
  lat: number | null;
  lng: number | null;
}

/** An image or file stored through /sys/common/upload. */
export interface FileRef {
  path: string;
  name: string;
  size: number;
}

export interface RecordAccess {
  canEdit: boolean;
  canDelete: boolean;
  /** Team access of the caller, when they are a team member rather than the owner. */
  team: TeamAccess | null;
  locked: boolean;
  /** Each action of the object (actionsOf): whether the caller may run it on this record now (permission and guard). */
  actions: Record<string, boolean>;
  /**
   * Actions the guard offers but a rule refuses for this caller now (a pool's claim: the
   * re-claim lock-out, the daily cap, the most held), each with the refusal in the caller's
   * language: the phone shows them disabled with the reason. Their `actions` entry is false.
   */
  refused?: Record<string, string>;
  /**
   * The fields the caller's roles restrict (field permissions, spec section 6): 'read' ones are
   * shown but not changed, 'hidden' ones are not in the record at all; a field not named is
   * editable (as far as canEdit allows).
   */
  fields?: Record<string, 'hidden' | 'read'>;
}

/**
 * A record as the API answers it: every system field, except on a list page asked for some
 * fields (`fields=`), which carries the id and those fields only.
 */
export type RecordRow = Record<string, RecordValue | undefined> & {
  id: string;
  ownerId?: string | null;
  ownerId_dictText?: string;
  departId?: string | null;
  createBy: string;
  createTime: string;
  updateTime: string;
  version: number;
  lockStatus: string;
  auditStatus: string;
  bizType: string | null;
  tags: string[];
  _access?: RecordAccess;
};

/** Query of GET /M/E/list and exportXls. `filters` is the JSON text of SceneCondition[]. */
export interface RecordListQuery {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** A saved scene's id or a preset scene's key. */
  sceneId?: string;
  filters?: string;
  /** Records of `relatedField` pointing to `relatedId` (related lists of the detail screen). */
  relatedField?: string;
  relatedId?: string;
  /**
   * Only these fields (comma-separated API names, registry, custom or system fields) and the id,
   * with their display texts: what a card shows (cardFields). Every field when absent.
   */
  fields?: string;
}

export interface ImportResult {
  imported: number;
  failed: number;
  /** Row number (1-based, header is row 1) and the message of each refused row. */
  errors: Array<{ row: number; message: string }>;
}

/** Field-level validation errors: 422 with `result` of this shape and `message` naming the first. */
export interface FieldErrors {
  fields: Record<string, string>;
}

/** A scene: a preset one (`preset: true`, id = key) or saved by a user. */
export interface Scene {
  id: string;
  name: string;
  tableName: string;
  /** '1' public, '2' department shared, '3' private. */
  visibility: string;
  conditions: SceneCondition[];
  preset: boolean;
  ownerId: string | null;
}

export interface TeamMember {
  id: string;
  userId: string;
  userName: string;
  access: TeamAccess;
}

export interface ChangeLogEntry {
  id: string;
  userName: string;
  time: string;
  /** 'add', 'edit', 'delete', 'transfer', 'lock', 'unlock', 'convert', 'team' ... */
  action: string;
  /**
   * `from` and `to` are display texts in the writer's language (an option's label, a user's name);
   * `fromValue` and `toValue` (entries written since they were added) the stored values, which the
   * reader's client shows by the field's type in the reader's language and time zone.
   */
  changes: Array<{ field: string; label: string; from: string | null; to: string | null; fromValue?: unknown; toValue?: unknown }>;
}

export interface Comment {
  id: string;
  userName: string;
  avatar: string | null;
  content: string;
  time: string;
  mine: boolean;
}

export interface Attachment {
  id: string;
  path: string;
  name: string;
  size: number;
  kind: 'image' | 'file';
  userName: string;
  time: string;
}

/** GET /system/sysTableMade/fields?tableName= : the custom fields an administrator added. */
export interface TableFields {
  table: TableMade;
  /** The custom fields (those the caller's roles hide are left out). */
  fields: FieldDef[];
  /**
   * The fields of the object, registered or custom, the caller's roles restrict (field
   * permissions): 'read' shown but not changed, 'hidden' never answered; a field not named is
   * editable. The add form has no record to carry `_access.fields`, so it reads them here.
   */
  access?: Record<string, 'hidden' | 'read'>;
  /** The same of the fields of its lines (detail-field permissions), by line object API name. */
  lineAccess?: Record<string, Record<string, 'hidden' | 'read'>>;
}

/** POST /M/E/<action>Batch: the records it was done to, and why it was not done to the others. */
export interface ActionBatchResult {
  done: string[];
  refused: Array<{ id: string; message: string }>;
}

/** POST /crm/transfer: the transfer action on several records of any object with owners, all or none. */
export interface TransferRequest {
  tableName: string;
  ids: string[];
  ownerId: string;
  /** Keep the previous owner as a team member with this access, or not at all. */
  keepAsTeam: TeamAccess | null;
}

/** POST /crm/crmClue/changeToCustomer (the lead's toCustomer action, answering what it made): the lead and the customer fields to use (pre-filled from the lead). */
export interface ClueConversion {
  id: string;
  customer: Record<string, RecordValue>;
  /** Create a contact from the lead's contact data. */
  createContact: boolean;
}
export interface ClueConversionResult {
  customerId: string;
  contactId: string | null;
}

/**
 * GET /crm/crmPool/mine?poolType=crmCustomer|crmClue: the pools of that type the caller claims
 * from (every one for a tenant administrator), with their part in each and the pool's rules
 * (null: off), for the pool lists (/crm/crmCustomerPoolList, /crm/crmCluePoolList).
 */
export interface MyPool {
  id: string;
  name: string;
  role: 'member' | 'admin';
  isDefault: boolean;
  rules: {
    recycleNoFollowDays: number | null;
    recycleNoDealDays: number | null;
    remindDays: number | null;
    lockoutDays: number | null;
    dailyClaimCap: number | null;
    maxHeld: number | null;
  };
}

/**
 * GET /crm/crmOrder/availableCredit?customerId= : what a customer may still owe on its orders
 * (the credit rule of crmCredit), in the tenant's default currency. `limited` false: the customer
 * has no counting credit line, so its orders have no limit (and `available` is null).
 */
export interface AvailableCredit {
  limited: boolean;
  /** The customer's counting credit lines (approved, in force, valid today) added up. */
  creditTotal: number;
  /** What its orders that are not cancelled still owe: amount less received, each at least 0. */
  unpaid: number;
  available: number | null;
  currency: { code: string; symbol: string };
}

/** GET /crm/duplicate/search?keyword= : matches across objects, for /common/checkList. */
/** The shortest keyword the duplicate search takes: one character would list a tenant's records a page at a time. */
export const DUPLICATE_KEYWORD_MIN = 2;

/** A duplicate search match; outside the caller's data scope its id is empty and its title and value masked. */
export interface DuplicateMatch {
  entity: string;
  id: string;
  title: string;
  field: string;
  value: string;
  ownerName: string | null;
  /** Whether the caller may open it (in their data scope). */
  visible: boolean;
}

export const RECORD_API = {
  list: (module: string, apiName: string) => `/${module}/${apiName}/list`,
  queryById: (module: string, apiName: string) => `/${module}/${apiName}/queryById`,
  add: (module: string, apiName: string) => `/${module}/${apiName}/add`,
  edit: (module: string, apiName: string) => `/${module}/${apiName}/edit`,
  delete: (module: string, apiName: string) => `/${module}/${apiName}/delete`,
  deleteBatch: (module: string, apiName: string) => `/${module}/${apiName}/deleteBatch`,
  lock: (module: string, apiName: string) => `/${module}/${apiName}/lock`,
  exportXls: (module: string, apiName: string) => `/${module}/${apiName}/exportXls`,
  importExcel: (module: string, apiName: string) => `/${module}/${apiName}/importExcel`,
  action: (module: string, apiName: string, action: string) => `/${module}/${apiName}/${action}`,
  actionBatch: (module: string, apiName: string, action: string) => `/${module}/${apiName}/${action}Batch`,
  /** `?field=<lines field>&ids=<picked ids>&context=<JSON of the record's values>` → LineDraft[] (new rows, pre-filled). */
  lineDraft: (module: string, apiName: string) => `/${module}/${apiName}/lineDraft`,
  transfer: '/crm/transfer',
  clueToCustomer: '/crm/crmClue/changeToCustomer',
  myPools: '/crm/crmPool/mine',
  /** `?lat=&lng=&radius=&pageNo=&pageSize=` → Page<NearbyCustomer> (api/nearby.ts). */
  nearbyCustomers: '/crm/crmCustomer/nearby',
  availableCredit: '/crm/crmOrder/availableCredit',
  /** `?id=<stock record>` or `?productId=` (every warehouse), `&pageNo=&pageSize=` → Page<StockFlow>: the stock's moves, latest first. */
  stockFlows: '/wms/wmsStock/flows',
  duplicateSearch: '/crm/duplicate/search',
  /** `?keyword=` → SmartSearchMatch[] (api/smart-search.ts): customers, leads and contacts in the caller's scope and pools. */
  smartSearch: '/crm/smartSearch',
  /** `?name=` → RegisteredCompany[] (api/business-info.ts): the register's data, when the deployment names a provider. */
  businessInfo: '/crm/businessInfo',
  sceneList: '/sys/scene/list', // ?tableName=
  sceneAdd: '/sys/scene/add',
  sceneEdit: '/sys/scene/edit',
  sceneDelete: '/sys/scene/delete',
  teamList: '/crm/crmTeam/list', // ?tableName=&dataId=
  teamAdd: '/crm/crmTeam/add', // { tableName, dataId, userId, access }
  teamDelete: '/crm/crmTeam/delete', // ?id=
  changeLog: '/sys/changeLog/list', // ?tableName=&dataId=
  commentList: '/crm/crmComment/list', // ?tableName=&dataId=
  commentAdd: '/crm/crmComment/add', // { tableName, dataId, content }
  commentDelete: '/crm/crmComment/delete', // ?id=
  attachmentList: '/sys/attachment/list', // ?tableName=&dataId=
  attachmentAdd: '/sys/attachment/add', // { tableName, dataId, files: FileRef[] }
  attachmentDelete: '/sys/attachment/delete', // ?id=
  tableFields: '/system/sysTableMade/fields', // ?tableName=
  formFieldAdd: '/system/sysTableMade/addField', // { tableName, field: FieldDef }
  formFieldEdit: '/system/sysTableMade/editField',
  formFieldDelete: '/system/sysTableMade/deleteField', // ?tableName=&name=
  tableAdd: '/system/sysTableMade/add', // extension table: { name, apiName }
  extList: '/crm/extRecord/list', // ?tableId= + RecordListQuery
  extQueryById: '/crm/extRecord/queryById', // ?tableId=&id=
  extAdd: '/crm/extRecord/add', // ?tableId=
  extEdit: '/crm/extRecord/edit', // ?tableId=
  extDelete: '/crm/extRecord/delete', // ?tableId=&id=
} as const;

export type { FilterOperator, SceneCondition };

/** One stock move (issue 18): into (quantity > 0) or out of a warehouse, the balance there after it, and the record that moved it. */
export interface StockFlow {
  id: string;
  warehouseId: string;
  warehouseName: string;
  productId: string;
  productName: string;
  quantity: number;
  balance: number;
  /** API name, id and number of the stock-in, stock-out or return that moved it. */
  sourceObject: string;
  sourceId: string;
  sourceNo: string | null;
  userName: string | null;
  movedAt: string;
}

/** A new line as GET /M/E/lineDraft answers it: the line's values (with `_dictText` companions), no id yet. */
export type LineDraft = Record<string, RecordValue | undefined>;
