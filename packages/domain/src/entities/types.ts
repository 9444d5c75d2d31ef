import type { ActionDef } from './actions.ts';

/**
 * The record engine's metadata (ARCHITECTURE section 4). A business object is plain data of
 * these types; the server derives its table, validation, data scope and routes from it, and the
 * client's generic list, detail and form screens render it. Labels are i18n keys, never text.
 */

/** The field types of ARCHITECTURE section 4, shared by server and client. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'percent',
  'date',
  'datetime',
  'dict',
  'dictMulti',
  'user',
  'department',
  'relation',
  'phone',
  'email',
  'url',
  'address',
  'images',
  'files',
  'richText',
  'autoNumber',
  'formula',
  'boolean',
  'tags',
  'lines',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What a 'phone' field holds: a mobile (11 digits in mainland China) or a landline. */
export type PhoneKind = 'mobile' | 'landline';

/** A fixed choice defined by the object itself (statuses), as opposed to a tenant dictionary. */
export interface FieldOption {
  value: string;
  /** i18n key. */
  label: string;
  /** Display colour: blue, green, orange, red or a hex value (tag colours of spec section 3). */
  color?: string;
}

export interface FieldDef {
  /** API name (camelCase); the column is its snake_case form. */
  name: string;
  type: FieldType;
  /** i18n key of the label. */
  label: string;
  /** i18n key of the input prompt (spec section 3 "prompt"); a default prompt is derived when absent. */
  placeholder?: string;
  required?: boolean;
  /** Unique within the tenant (checked on add and edit, and by GET /sys/duplicate/check). */
  unique?: boolean;
  maxLength?: number;
  /** Default for a new record: a literal, or '$now' / '$today' / '$me' / '$myDepartment'. */
  defaultValue?: string | number | boolean;
  /** Tenant dictionary code for 'dict' and 'dictMulti' (GET /sys/dict/getDictItems/{code}). */
  dict?: string;
  /** Fixed options for 'dict' fields owned by the object (statuses); used instead of `dict`. */
  options?: readonly FieldOption[];
  /** Target object's apiName for 'relation'. */
  relation?: string;
  /**
   * For 'relation': only target records whose fields hold these values may be chosen (a pool of
   * the record's own type); the picker offers only those and the server refuses the others.
   */
  relationWhere?: Readonly<Record<string, string>>;
  /**
   * For 'relation': several records of `relation` (a visit's contacts), stored as a JSON list of
   * ids, at most MAX_RELATED_RECORDS, answered with their titles joined by ',' in `_dictText`. It
   * names no one record, so it neither copies (`copies`) nor is what another part of the engine
   * reads one record through (a parent's, a currency's, a roll-up's or a startFrom's `via`).
   * For 'user': several people (a work report's recipients), likewise a JSON list of user ids,
   * answered with their names joined by ','; a filter's `eq` on it means "names this one".
   */
  multiple?: boolean;
  /**
   * For a line's 'relation' (its lines' `pick`): this line's fields filled from the picked
   * record's, `{ productName: 'name', price: 'standardPrice' }`. Those not editable are copied by
   * the server on every save, whatever a client sends; the others only pre-fill a new row.
   * For a record's own 'relation': a new record starts from the record chosen there (a contract
   * from its quote: `{ customerId: 'customerId', amount: 'amount' }`); the form fills those of
   * its fields the chosen record has a value for, when it is chosen, and the user may change them.
   */
  copies?: Readonly<Record<string, string>>;
  /** Decimal places for number, money and percent (default 0, money 2, percent 2). */
  decimals?: number;
  /** For number and money: only more than zero (a quantity moved, a price paid). */
  positive?: boolean;
  /** For 'autoNumber': prefix and digits of the increment, e.g. KH + 6 → KH000123. */
  autoNumber?: { prefix: string; digits: number };
  /** For 'formula': arithmetic over other numeric fields (+ - * / and parentheses), e.g. `amount * winRate / 100`. */
  formula?: string;
  /**
   * For 'formula': what its number is, shown as such (an amount with the currency's symbol, as money
   * fields are). For 'number': 'duration', a length of time in seconds shown in the spec's duration
   * style (format/duration.ts: "2分35秒").
   */
  shows?: 'money' | 'percent' | 'duration';
  /** false: shown but not editable by users (set by the system or by an action). Default true. */
  editable?: boolean;
  /** Form and detail width. Default 'full'. */
  width?: 'full' | 'half';
  /** Detail screen group key (i18n key); fields without one go to the base group. */
  group?: string;
  /** Not offered on the add form (still on edit if editable). */
  hideOnAdd?: boolean;
  /**
   * Shown, asked for and kept only while another field of the record holds one of these values (a
   * leave request's kind of leave, a trip's destination): a form offers it then, its `required`
   * holds then, a detail shows it then, and a value given while it is not shown is cleared.
   */
  shownWhen?: ShownWhen;
  /**
   * Kept by the server for the object's own screens and rules (the id of the stage an opportunity
   * is in): answered like any field, never shown by the generic form and detail screens.
   */
  internal?: boolean;
  /** For 'phone': a mobile or a landline number only; either when absent (validation.ts, field-rules.ts). */
  phoneKind?: PhoneKind;
  /** For 'images' (at most 6) and 'files': how many. */
  maxCount?: number;
  /**
   * For 'files': the only kind of file it takes, `video` (MP4, WebM, MOV): the phone's picker offers
   * those, and the upload for it (`?biz=video`) is refused, with the formats it takes, for any other content.
   */
  accepts?: 'video';
  /** For 'lines': the rows this record holds (quote details, order details), an object of their own table. */
  lines?: LinesDef;
  /**
   * A value the engine keeps from other records (a number, money, percent, date or date-time
   * field): the sum, count, least or greatest of a field of this record's lines, or of records of
   * another object pointing here. Computed on the server in the transaction of every write that
   * changes it; never input.
   */
  rollup?: RollupDef;
  /**
   * Added by an administrator at run time (stored in the database, value kept in the record's
   * `ext` column): its `label` is literal text, not an i18n key.
   */
  custom?: boolean;
}

/**
 * A record's lines (ENGINE-II section 1): rows of `object` (an object with `parent`), stored in
 * its own table, written with the record in one transaction under the record's version check,
 * answered with it in order, under the field's name.
 */
export interface LinesDef {
  object: EntityDef;
  /**
   * The relation field of the line through which the phone adds rows (a product picker): a row
   * per picked record, pre-filled by the server (`GET /M/E/lineDraft`) from the picked record
   * (the field's `copies`) and whatever the object adds (a customer's price list).
   */
  pick?: string;
  /** Fewest rows a record may have (an order needs one); default 0. */
  minItems?: number;
  /** Most rows a record may have; default MAX_LINES. */
  maxItems?: number;
  /**
   * A new record's rows start as those of the record one of its relation fields points to (an
   * order change starts from its order's lines): the relation field, and that record's lines
   * field. Values are copied by field name; the form does it when the relation is chosen.
   */
  startFrom?: { via: string; lines: string };
}

/** When a field is shown (FieldDef.shownWhen): while `field` holds one of `in`. */
export interface ShownWhen {
  field: string;
  in: readonly string[];
}

/** Most lines one record holds unless its field says fewer. */
export const MAX_LINES = 200;

export type RollupOp = 'sum' | 'count' | 'min' | 'max';

/** Records of another object that point to this one through `via`, those meeting every condition. */
export interface RollupSource {
  object: string;
  via: string;
  where?: readonly SceneCondition[];
}

export interface RollupDef {
  op: RollupOp;
  /** The field aggregated; not for count. */
  of?: string;
  /** The name of one of this object's lines fields, or records of another object. */
  from: string | RollupSource;
}

export interface StatusFlow {
  /** The status field (a 'dict' field with `options`). */
  field: string;
  /** The value a new record starts with. */
  initial: string;
  /** Allowed moves: from value → values it may go to. Values absent as keys are final. */
  transitions: Readonly<Record<string, readonly string[]>>;
  /** Show as steps on the detail screen (stages) rather than a badge. */
  steps?: boolean;
  /**
   * The statuses in which its records may be edited (any when absent): in another (a visit ended
   * or terminated) the edit is neither offered nor accepted; its actions still run by their own guards.
   */
  editable?: readonly string[];
}

/** A list of other records shown on the detail screen: records of `entity` whose `field` points here. */
export interface RelatedList {
  entity: string;
  field: string;
  /** i18n key of the tab title; defaults to the related object's label. */
  label?: string;
}

/** A scene (saved filter) every user has, such as "not followed for over 7 days" (spec section 9). */
export interface PresetScene {
  key: string;
  /** i18n key. */
  label: string;
  /** Conditions: field → operator and value. */
  conditions: readonly SceneCondition[];
}

export type FilterOperator =
  | 'eq'
  | 'ne'
  | 'in'
  | 'like'
  | 'gt'
  | 'ge'
  | 'lt'
  | 'le'
  | 'empty'
  | 'notEmpty'
  /** Date presets: value is a number of days. 'olderThanDays' also matches never-set values. */
  | 'withinDays'
  | 'olderThanDays';

export interface SceneCondition {
  field: string;
  op: FilterOperator;
  value?: string | number | readonly string[];
}

/**
 * The object an object's follow-ups are records of (the `followUp` feature: `relatedEntity` and
 * `relatedId` point at the record followed up). The engine's one convention naming an object.
 */
export const FOLLOW_UP_OBJECT = { module: 'crm', apiName: 'crmRecord' } as const;

export interface EntityFeatures {
  /** owner_id and the owner's department; data scope applies. */
  owner: boolean;
  /** Team members with read-only or read-and-edit access. */
  team: boolean;
  /** Lock status: locked records cannot be edited or deleted. */
  lock: boolean;
  /**
   * Record audit (spec section 4, ENGINE-II section 4): its records are submitted for approval
   * through the tenant's flow for the object; a pending record can be neither edited nor deleted,
   * a reviewed one keeps its amounts.
   */
  audit: boolean;
  /** Follow-up records (FOLLOW_UP_OBJECT) on the detail screen. */
  followUp: boolean;
  /** Attachments (images and files) on the detail screen. */
  attachments: boolean;
  /** Tags (GET /crm/crmTag/allList with this table). */
  tags: boolean;
  /** Business types (GET /sys/sysBizType/queryListByTableId): the add flow asks for one. */
  bizTypes: boolean;
  /** Comments on the record. */
  comments: boolean;
}

export interface EntityDef {
  /** API module: the first path segment, `/crm/crmCustomer/list`. */
  module: string;
  /** API name, e.g. `crmCustomer`. */
  apiName: string;
  /** Table name, e.g. `crm_customer` (snake_case of apiName). */
  table: string;
  /** i18n key of the object's name. */
  label: string;
  /** Permission prefix, e.g. `crm:crmCustomer`: `<prefix>:list|view|add|edit|delete|export|import|...`. */
  permissionPrefix: string;
  fields: readonly FieldDef[];
  /** Card title, and the fields under it, on the list. */
  titleField: string;
  subtitleFields: readonly string[];
  /** Fields the keyword search looks in. */
  searchFields: readonly string[];
  /** Fields offered in the filter sheet. */
  filterFields: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  status?: StatusFlow;
  relatedLists: readonly RelatedList[];
  presetScenes: readonly PresetScene[];
  features: EntityFeatures;
  /**
   * Routes of the generic screens; defaults `/<module>/<apiName>List|View|Add`. The form edits a
   * record (`?id=`) at its add route unless `edit` names another (a visit's plan is added at
   * crmVisitPlanForm and edited at crmVisitEditForm).
   */
  routes?: { list?: string; view?: string; add?: string; edit?: string };
  /** An extension table an administrator made (sysTableMade): its `label` is literal text. */
  custom?: boolean;
  /**
   * A line object (the rows of another object's lines field): its rows belong to one record of
   * `object` through the relation field `via`, are visible and writable when that record is, and
   * go with it. It has no routes or screens of its own.
   */
  parent?: { object: string; via: string };
  /** Named actions (transfer and lock come with the owner and lock features: see actionsOf). */
  actions?: Readonly<Record<string, ActionDef>>;
  /** Its records are each in a currency of the tenant's (RecordCurrency). */
  currency?: RecordCurrency;
  /**
   * Its records are never edited or deleted once made (a version in a history, such as an order
   * change): the server refuses both with this message key, and offers neither.
   */
  writeOnce?: string;
  /** With the audit feature: the money field a flow's step thresholds compare (`minAmount`) and the audit lists show. */
  auditAmount?: string;
  /** Its records wait in the tenant's pools when nobody owns them (PoolDef). */
  pool?: PoolDef;
  /** A plan with dates (PeriodDef): the engine gives it changePeriod. */
  period?: PeriodDef;
  /** Carried out by the user a field names (AppointDef): the engine gives it appoint. */
  appoint?: AppointDef;
  /** It moves stock once approved (StockMoveDef): the engine keeps the warehouses' quantities from it. */
  stock?: StockMoveDef;
}

/**
 * A record that moves goods into or out of a warehouse (issue 18: a stock-in, a stock-out, a
 * return): once its approval makes it reviewed, each of its lines moves the line's `quantity` of
 * the line's `productId` into or out of the record's warehouse, in the same transaction; leaving
 * reviewed (voided) moves it back. The engine keeps the quantities (wmsStock), never below zero,
 * and the history of every move.
 */
/** The object whose records are the warehouses' stock, one per product and warehouse, kept by the engine from StockMoveDef records. */
export const STOCK_OBJECT = { module: 'wms', apiName: 'wmsStock' } as const;

export interface StockMoveDef {
  /** The record's warehouse field: set once, and fixed once the record has moved stock. */
  warehouse: string;
  /** The record's lines field. */
  lines: string;
  /** Into the warehouse or out of it: always, or by the value of one of the record's fields (a return's type). */
  direction: 'in' | 'out' | { field: string; out: readonly string[] };
}

/**
 * A plan that runs from one date-time field to another (a visit, a market activity): the engine
 * gives it changePeriod (spec /common/changePeriod), moving both at once while the plan is in one
 * of `status` (its status flow's values), and refusing an end before the start.
 */
export interface PeriodDef {
  start: string;
  end: string;
  status?: readonly string[];
  /** The page the move is made on, when the object has one of its own (a project's /oa/changePeriodProject); /common/changePeriod otherwise. */
  screen?: string;
}

/**
 * A record carried out by the user its `field` names (a user field, or the owner): the engine
 * gives it appoint (spec /common/appoint), handing it to another person, who is told, while it is
 * in one of `status`. Appointing the owner takes the transfer permission, any other field edit.
 */
export interface AppointDef {
  field: string;
  status?: readonly string[];
}

/**
 * Lead and customer pools (spec sections 2, 4 and 9): an object whose records wait, unowned, in
 * one of the tenant's pools (crmPool records of its type) for a member to claim or an
 * administrator of the pool to allocate, and go back to one when returned or recycled. The
 * engine gives it the actions toPool, receive and allocate (actionsOf) and shows a pool's records
 * to its members; the values below are what each move sets besides the owner and the pool.
 */
export interface PoolDef {
  returned: Readonly<Record<string, string>>;
  received: Readonly<Record<string, string>>;
  allocated: Readonly<Record<string, string>>;
  /** The statuses (of its status flow) a record may be returned from; any when absent. */
  returnableStatus?: readonly string[];
}

/**
 * A record in one of the tenant's currencies (spec section 1, multi-currency): its `currency`
 * field (the tenant's default unless chosen) and `exchangeRate`, the rate to the default currency
 * on the record's `date`, kept by the server when the record is added or its currency or date
 * changes. Its money and its lines' money are in that currency; what rolls up from it onto
 * another record is converted into that record's currency (the default one for a record without
 * a currency of its own, such as a customer).
 */
export interface RecordCurrency {
  /** The date field whose day's rate the record keeps. */
  date: string;
  /** A relation field: a new record without a currency takes the currency of the record it points to (a receipt its order's). */
  from?: string;
}

/** The fields a record in a currency has (RecordCurrency). */
export const CURRENCY_FIELD = 'currency';
export const EXCHANGE_RATE_FIELD = 'exchangeRate';
/** The tenant's currencies as a dictionary: item values are ISO 4217 codes. */
export const CURRENCY_DICT = 'currency';

/** Columns every record table has besides its fields (set by the engine, never by the client). */
export const SYSTEM_FIELDS = [
  'id',
  'tenantId',
  'ownerId',
  'departId',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'version',
  'lockStatus',
  'auditStatus',
  'bizType',
  'tags',
  'ext',
] as const;

export const LOCK_STATUS = { unlocked: '0', locked: '1' } as const;

/** Record audit statuses of spec section 4. */
export const AUDIT_STATUS = {
  unsubmitted: '0',
  pending: '1',
  reviewed: '2',
  rejected: '3',
  voided: '4',
} as const;

/** Team member access (spec section 6). */
export type TeamAccess = 'r' | 'rw';

/** Scene visibility (spec section 6). */
export const SCENE_VISIBILITY = { public: '1', department: '2', private: '3' } as const;

/**
 * A tenant dictionary an object introduces (`<object>.dicts.ts`): every new tenant starts with
 * it, and may edit it. `text` is zh-CN; `en` and `zhTW` are the other languages the API answers in.
 */
export interface DictionaryDef {
  code: string;
  name: string;
  items: readonly { value: string; text: string; en: string; zhTW: string; color?: string }[];
}
