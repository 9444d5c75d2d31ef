/**
 * The Kysely view of the database. Conventions, the same on SQLite and PostgreSQL:
 * ids are text (UUIDs), timestamps are ISO-8601 UTC text (`Date#toISOString`, so they sort and
 * compare as text), flags are integers 0/1, and every tenant-owned table has `tenant_id`.
 */

export interface TenantTable {
  id: string;
  name: string;
  /** '0' normal, '1' disabled. */
  status: string;
  end_time: string | null;
  tenant_type: string;
  watermark: number;
  logo: string | null;
  phone: string | null;
  address: string | null;
  created_at: string;
  /** Active employees the company may have (set by the platform operator, migration 2026120101); null: no cap. */
  seat_limit: number | null;
}

/** Companies (org_type '1') and departments (org_type '2') in one tree per tenant. */
export interface DepartmentTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  org_type: string;
  org_code: string;
  sort: number;
  created_at: string;
  /** The department's head (an approver kind, migration 2026112901). */
  leader_id: string | null;
}

export interface UserTable {
  id: string;
  tenant_id: string;
  /** Unique across all tenants: login is by username alone. */
  username: string;
  password_hash: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  is_admin: number;
  /** '1' active, '2' frozen. */
  status: string;
  user_type: string;
  depart_id: string | null;
  /** org_code of the company the user acts under. */
  company_code: string;
  lang: string;
  time_zone: string;
  position: string | null;
  job_id: string | null;
  superior_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The companies a multi-organisation user belongs to. */
export interface UserCompanyTable {
  tenant_id: string;
  user_id: string;
  company_code: string;
}

export interface RoleTable {
  id: string;
  tenant_id: string;
  role_code: string;
  name: string;
  built_in: number;
  /** '1'..'4' as common.dataScope. */
  data_scope: string;
  /** Rights on data the user does not own: 'r' or 'rw'. */
  rw_others: string;
  created_at: string;
}

/** A move of a lead or customer in or out of a pool (migration 2026120302, modules/pools). */
export interface PoolMoveTable {
  id: string;
  tenant_id: string;
  pool_id: string | null;
  table_name: string;
  record_id: string;
  kind: 'return' | 'receive' | 'allocate' | 'recycle';
  user_id: string | null;
  by_user_id: string | null;
  reason: string | null;
  created_at: string;
}

/** A day a tenant's pools were recycled (migration 2026120302, modules/pools/pool-recycling.ts). */
export interface PoolRecycleDayTable {
  tenant_id: string;
  /** The tenant's local date, YYYY-MM-DD. */
  day: string;
  started_at: string;
}

/** A field a role's holders may only read, or may not see (migration 2026120102); editable without a row. */
export interface RoleFieldPermissionTable {
  tenant_id: string;
  role_id: string;
  /** The object's or line object's API name. */
  api_name: string;
  field_name: string;
  /** 'hidden' or 'read'. */
  access: string;
}

/** One change to who may do and see what (migration 2026120101, modules/permission-log). */
export interface PermissionLogTable {
  id: string;
  tenant_id: string;
  /** Who made the change. */
  user_id: string;
  /** PermissionLogKind: 'role.add', 'user.frozen', 'depart.edit' ... */
  kind: string;
  target_id: string;
  /** The role's, employee's or department's name when the change was made. */
  target_name: string;
  /** JSON text of `{field, before, after}[]`. */
  changes: string;
  created_at: string;
}

export interface UserRoleTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
}

/** The platform's menu and button catalogue (not tenant-owned), synced from CATALOGUE. */
export interface PermissionTable {
  id: string;
  parent_id: string | null;
  /** '0' area, '1' app (menu), '2' button. */
  menu_type: string;
  name: string;
  /** i18n key of the title (`area.crm`, `menu.crmCustomerList`). */
  title: string;
  path: string | null;
  component: string | null;
  icon: string | null;
  /** Button permission code such as `crm:crmCustomer:add`; null for menu rows. */
  perms: string | null;
  perms_type: string | null;
  /** For buttons: '1' controlled by grants, '0' not controlled (everyone has it). */
  status: string;
  keep_alive: number;
  sort: number;
}

export interface RolePermissionTable {
  tenant_id: string;
  role_id: string;
  permission_id: string;
}

export interface DictTable {
  id: string;
  tenant_id: string;
  dict_code: string;
  name: string;
}

export interface DictItemTable {
  id: string;
  tenant_id: string;
  dict_id: string;
  item_value: string;
  /** The zh-CN text. */
  item_text: string;
  /** JSON `{ "en": "...", "zh-TW": "..." }`. */
  i18n: string | null;
  color: string | null;
  sort: number;
}

export interface SysConfigTable {
  id: string;
  tenant_id: string;
  config_code: string;
  config_value: string;
}

export interface RichTextTable {
  id: string;
  tenant_id: string;
  title: string;
  content: string;
  /** JSON `{ "en": { "title", "content" }, "zh-TW": { ... } }`. */
  i18n: string | null;
  created_at: string;
}

export interface TagTable {
  id: string;
  tenant_id: string;
  name: string;
  bgcolor: string;
  table_name: string | null;
  sort: number;
}

export interface CurrencyTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  symbol: string;
  /** Decimal text, exchange rate to the default currency. */
  rate: string;
  is_default: number;
}

/** A currency's rate from a day on (migration 2026112801). */
export interface CurrencyRateTable {
  id: string;
  tenant_id: string;
  code: string;
  valid_from: string;
  rate: string;
  create_by: string | null;
  create_time: string;
}

/** An object's approval flow (migration 2026112901): its steps, AuditStepDef[] as JSON. */
export interface AuditFlowTable {
  tenant_id: string;
  object_name: string;
  steps: string;
  update_by: string | null;
  update_time: string;
}

/** One submission of a record for approval, with the steps resolved when it was submitted. */
export interface AuditRunTable {
  id: string;
  tenant_id: string;
  object_name: string;
  record_id: string;
  submitter_id: string;
  /** pending, reviewed, rejected, revoked. */
  status: string;
  step_index: number;
  /** ResolvedStep[] as JSON. */
  steps: string;
  submitted_at: string;
  finished_at: string | null;
  urged_at: string | null;
  version: number;
}

/** An approver's part in a step reached: waiting, agreed, rejected or cancelled. */
export interface AuditTaskTable {
  id: string;
  tenant_id: string;
  run_id: string;
  object_name: string;
  record_id: string;
  step_index: number;
  approver_id: string;
  state: string;
  opinion: string | null;
  created_at: string;
  acted_at: string | null;
}

/** The history of a record's approvals: submit, agree, reject, revoke, urge, reviewed. */
export interface AuditEventTable {
  id: string;
  tenant_id: string;
  run_id: string;
  object_name: string;
  record_id: string;
  user_id: string | null;
  action: string;
  step_index: number | null;
  opinion: string | null;
  at: string;
  /** The record's events in order, 1 up. */
  seq: number;
}

export interface AppTable {
  id: string;
  tenant_id: string;
  name: string;
  auth_multorg: number;
}

export interface DataShareTable {
  id: string;
  tenant_id: string;
  table_name: string;
  from_user_id: string;
  to_user_id: string;
  rw: string;
}

export interface BizTypeTable {
  id: string;
  tenant_id: string;
  no: string;
  name: string;
  status: string;
  table_id: string;
  sort: number;
}

/** sysTableMade: the business tables of the tenant (record engine metadata). */
export interface TableMadeTable {
  id: string;
  tenant_id: string;
  table_id: string;
  name: string;
  table_name: string;
  package_name: string;
  api_name: string;
  status: string;
  has_child: string;
  sort: number;
}

export interface MessageTable {
  id: string;
  tenant_id: string;
  to_user_id: string;
  type: string;
  title: string;
  content: string;
  publisher: string;
  send_time: string;
  read_flag: number;
  /** The business record it is about (the object's API name and the record's id); null when none. */
  object_name: string | null;
  record_id: string | null;
}

export interface ReminderTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** followUp, audit, task, ... */
  type: string;
  /** As written (a task), or translated into the owner's language when the row was written. */
  title: string;
  /** The i18n key of a to-do a record keeps, translated into the reader's language when read; null: `title` is shown as it is. */
  title_key: string | null;
  /** The key's variables, JSON text of strings already formatted as the key expects. */
  title_vars: string | null;
  due_time: string | null;
  done: number;
  created_at: string;
  /** When the due reminder became a message (modules/jobs/due-reminders.ts); null until then. */
  announced_at: string | null;
  /** The business record it is about (the object's API name and the record's id); null when none. */
  object_name: string | null;
  record_id: string | null;
  /** What the user wrote beside the title. */
  note: string | null;
}

export interface ViolationTable {
  id: string;
  tenant_id: string | null;
  user_id: string | null;
  ip: string;
  user_agent: string | null;
  detail: string | null;
  created_at: string;
  /** The account that reported, or `ip:<address>` for an anonymous report: one report per reporter and day. */
  reporter: string | null;
  /** The UTC day of created_at (yyyy-mm-dd). */
  report_day: string | null;
}

/** Failed logins, per username and per client address, for the login limit. */
export interface LoginAttemptTable {
  id: string;
  username: string;
  ip: string;
  attempted_at: string;
}

export interface SessionTable {
  id: string;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  tenant_id: string;
  company_code: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface FileTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** `<tenantId>/<yyyymm>/<random>-<name>`, relative to FILES_DIR. */
  path: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: string;
}

/** Record engine (see migrations/2026112201-record-engine.ts): rows about one record of a business table. */
export interface ChangeLogTable {
  id: string;
  tenant_id: string;
  table_name: string;
  data_id: string;
  user_id: string;
  /** add, edit, delete, transfer, lock, unlock, convert, team. */
  action: string;
  /** JSON `[{ field, label, from, to }]`: label an i18n key (or literal for custom fields), from/to display text. */
  changes: string;
  created_at: string;
}

/**
 * Who opened which record's detail (migration 2026120403, modules/browsing): one row per person and
 * record, upserted, with the last time and how many openings (those within a few minutes of the
 * last counted one are one).
 */
export interface RecordViewTable {
  tenant_id: string;
  user_id: string;
  table_name: string;
  data_id: string;
  last_viewed_at: string;
  views: number;
}

export interface TeamMemberTable {
  id: string;
  tenant_id: string;
  table_name: string;
  data_id: string;
  user_id: string;
  /** 'r' read-only, 'rw' read and edit. */
  access: string;
  created_at: string;
}

export interface CommentTable {
  id: string;
  tenant_id: string;
  table_name: string;
  data_id: string;
  user_id: string;
  content: string;
  created_at: string;
}

export interface AttachmentTable {
  id: string;
  tenant_id: string;
  table_name: string;
  data_id: string;
  user_id: string;
  /** A path uploaded through /sys/common/upload (files table). */
  path: string;
  name: string;
  size: number;
  /** 'image' or 'file'. */
  kind: string;
  created_at: string;
}

/** A sales board (issue 15, modules/figures/board.ts). */
/** A service engineer's status (migration 2026120701): ENGINEER_STATUS; no row is free. */
export interface WorkUserTable {
  tenant_id: string;
  user_id: string;
  status: string;
  /** When it last changed (ISO instant). */
  since: string;
}

/** A stock move (migration 2026120801, modules/stock/stock-ledger.ts): quantities scaled by 10^2, signed. */
export interface StockFlowTable {
  id: string;
  tenant_id: string;
  warehouse_id: string;
  product_id: string;
  quantity: number;
  balance: number;
  /** The API name of the record that moved it (wmsEnter, wmsOuter, …) and its id and number. */
  source_object: string;
  source_id: string;
  source_no: string | null;
  user_id: string | null;
  moved_at: string;
}

/** A user's mailbox (issue 21; migration 2026120901-mail). */
export interface MailboxTable {
  id: string;
  tenant_id: string;
  user_id: string;
  address: string;
  display_name: string | null;
  imap_host: string;
  imap_port: number;
  /** 1: TLS from the first byte (993); 0: plain, upgraded with STARTTLS when the server offers it. */
  imap_tls: number;
  smtp_host: string;
  smtp_port: number;
  smtp_tls: number;
  username: string;
  password_sealed: string;
  state: 'new' | 'ok' | 'failing';
  error: string | null;
  fetched_at: string | null;
  fetch_due_at: string;
  created_at: string;
  updated_at: string;
}

export interface MailMessageTable {
  id: string;
  tenant_id: string;
  mailbox_id: string;
  folder: string;
  uid_validity: string;
  uid: number;
  message_id: string | null;
  in_reply_to: string | null;
  subject: string;
  from_address: string | null;
  from_name: string | null;
  /** JSON: [{ name, address }]. */
  to_json: string;
  cc_json: string;
  sent_at: string;
  seen: number;
  /** 1 while the phone's read waits to be sent to the server (migration 2026121001-mail-changes). */
  seen_pending: number;
  snippet: string;
  html: string | null;
  text: string | null;
  /** JSON: [{ name, path, size, contentType }], the files kept by the files module. */
  attachments_json: string;
  remote_images: number;
  fetched_at: string;
}

export interface MailAddressTable {
  message_id: string;
  mailbox_id: string;
  address: string;
}

export interface BoardTable {
  id: string;
  tenant_id: string;
  /** The default board's is the i18n key 'board.defaultName'. */
  name: string;
  /** JSON BoardWidget[], in the order they show. */
  widgets: string;
  /** JSON role ids that see it besides its creator; null: everyone in the tenant. */
  role_ids: string | null;
  is_default: number;
  create_by: string;
  create_time: string;
  update_time: string;
}

export interface SceneTable {
  id: string;
  tenant_id: string;
  table_name: string;
  owner_id: string;
  /** The owner's department when saved: department-shared scenes show to that department. */
  depart_id: string | null;
  name: string;
  /** '1' public, '2' department shared, '3' private. */
  visibility: string;
  /** JSON SceneCondition[]. */
  conditions: string;
  created_at: string;
  updated_at: string;
}

export interface AutoNumberCounterTable {
  tenant_id: string;
  table_name: string;
  field_name: string;
  /** The last number handed out; numbers are never reused. */
  value: number | string;
}

/** Custom fields an administrator added to a business or extension table. */
export interface FormFieldTable {
  id: string;
  tenant_id: string;
  table_name: string;
  name: string;
  /** JSON FieldDef (custom: true, literal label). */
  definition: string;
  sort: number;
  created_at: string;
}

/**
 * Rows of extension tables (sysTableMade made by an administrator), of every such table, told
 * apart by `table_name`: a business table's system columns, custom field values in `ext` JSON.
 */
export interface ExtRecordTable {
  id: string;
  tenant_id: string;
  table_name: string;
  company_code: string | null;
  owner_id: string | null;
  depart_id: string | null;
  create_by: string;
  create_time: string;
  update_by: string | null;
  update_time: string;
  version: number;
  lock_status: string;
  audit_status: string | null;
  biz_type: string | null;
  tags: string | null;
  ext: string | null;
}

/** A record table's version in a tenant, raised by every change a list total depends on. */
export interface TableVersionTable {
  tenant_id: string;
  table_name: string;
  version: string | number;
}

/** A tenant's app at an enterprise messenger; the secret is stored encrypted and never answered. */
export interface MessengerAppTable {
  id: string;
  tenant_id: string;
  /** 'qywx' | 'ding' | 'feishu' | 'yunzhijia'. */
  provider: string;
  app_id: string;
  agent_id: string | null;
  secret_encrypted: string;
  enabled: number;
  updated_at: string;
}

/** A messenger user bound to one of our users. */
export interface MessengerBindingTable {
  id: string;
  tenant_id: string;
  provider: string;
  provider_user_id: string;
  user_id: string;
  /** 'admin' or 'auto'. */
  bound_by: string;
  created_at: string;
}

/** An authorisation in progress: single use, minutes long. */
export interface MessengerStateTable {
  state_hash: string;
  app_row_id: string;
  expires_at: string;
  /** The redirect page the provider was given: this deployment's own, checked when issued. */
  redirect_uri: string | null;
  /** SHA-256 of the browser binding cookie set with the state: only that browser may use it. */
  browser_hash: string | null;
}

/** The customer record a self-service customer account speaks for. */
export interface CustomerAccountTable {
  user_id: string;
  tenant_id: string;
  customer_id: string;
}

/** A channel partner's login account: the partner (agentUser record) it belongs to (migration 2026121002-agent-portal). */
export interface AgentAccountTable {
  user_id: string;
  tenant_id: string;
  agent_id: string;
  /** 1: the partner's own administrator, who manages its staff. */
  is_admin: number;
}

/** A product in a partner account's cart. */
export interface AgentCartItemTable {
  user_id: string;
  tenant_id: string;
  product_id: string;
  quantity: number;
  added_at: string;
}

/** A reported customer's name, phone or tax number (`name:…`, `phone:…`, `tax:…`), held by the report that claimed it. */
export interface AgentReportClaimTable {
  tenant_id: string;
  claim_key: string;
  report_id: string;
}

/** A salesperson's link to an article or a document (migration 2026121101-content-shares). */
export interface ContentShareTable {
  share_key: string;
  tenant_id: string;
  object_name: string;
  record_id: string;
  sharer_id: string;
  created_at: string;
  revoked_at: string | null;
}

/** A record a person follows (migration 2026121202-stars). */
export interface StarTable {
  tenant_id: string;
  user_id: string;
  object_name: string;
  record_id: string;
  starred_at: string;
}

/** The company's payment details, kept by its administrator (migration 2026121203-payment-links). */
export interface TenantPaymentDetailsTable {
  tenant_id: string;
  account_name: string | null;
  bank: string | null;
  /** Without spaces and dashes, upper case. */
  account_no: string | null;
  /** A stored picture's path (files.path). */
  qr_image: string | null;
  updated_at: string;
}

/** A link to an order's payment page: one live per order, until revoked. */
export interface PaymentLinkTable {
  link_key: string;
  tenant_id: string;
  order_id: string;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
}

/** An open of a link's public page. */
export interface ContentVisitTable {
  id: string;
  tenant_id: string;
  share_key: string;
  open_id: string;
  visited_at: string;
  device: string;
  seconds: number;
  visitor_name: string | null;
  visitor_phone: string | null;
  lead_id: string | null;
}

/** A smart form's accepted submission (issue 20): its answers as `{question, answer}` JSON, and the lead it became. */
export interface SmartFormSubmissionTable {
  id: string;
  tenant_id: string;
  form_id: string;
  share_key: string;
  sharer_id: string;
  submitted_at: string;
  answers: string;
  lead_id: string | null;
}

/** A message type a user switched off or on again (/account/msgSetting); no row means on. */
export interface NotificationSettingTable {
  user_id: string;
  tenant_id: string;
  message_type: string;
  enabled: number;
}

/** A login asked for by another device and confirmed on the phone (/account/tvApp). */
export interface DeviceLoginTable {
  id: string;
  poll_hash: string;
  code_hash: string;
  /** 'pending', 'confirmed' (a session waits for the poll), 'done'. */
  status: string;
  user_id: string | null;
  tenant_id: string | null;
  created_at: string;
  expires_at: string;
}

/** One run of a scheduled job: the (job, slot) key lets one server instance claim each slot. */
export interface JobRunTable {
  job: string;
  /** The scheduled moment (ISO-8601 UTC), the same on every instance. */
  slot: string;
  /** The server instance that claimed the run (host, process, random). */
  instance: string;
  started_at: string;
  finished_at: string | null;
  /** 'running', 'succeeded' or 'failed'. */
  outcome: string;
  /** JSON of what the run did (counts), or the error message of a failed run. */
  detail: string | null;
}

/** Calls of one address to one limited public route within one minute (plugins/request-limits.ts). */
export interface RequestCountTable {
  /** The route and the caller's address. */
  bucket: string;
  /** The minute (ISO-8601 UTC, seconds zero). */
  window_start: string;
  hits: number;
}

export interface Database {
  tenants: TenantTable;
  departments: DepartmentTable;
  users: UserTable;
  user_companies: UserCompanyTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  role_field_permissions: RoleFieldPermissionTable;
  pool_moves: PoolMoveTable;
  pool_recycle_days: PoolRecycleDayTable;
  permission_logs: PermissionLogTable;
  permissions: PermissionTable;
  role_permissions: RolePermissionTable;
  dicts: DictTable;
  dict_items: DictItemTable;
  sys_configs: SysConfigTable;
  rich_texts: RichTextTable;
  tags: TagTable;
  currencies: CurrencyTable;
  currency_rates: CurrencyRateTable;
  audit_flows: AuditFlowTable;
  audit_runs: AuditRunTable;
  audit_tasks: AuditTaskTable;
  audit_events: AuditEventTable;
  apps: AppTable;
  data_shares: DataShareTable;
  biz_types: BizTypeTable;
  table_mades: TableMadeTable;
  messages: MessageTable;
  reminders: ReminderTable;
  violations: ViolationTable;
  login_attempts: LoginAttemptTable;
  sessions: SessionTable;
  files: FileTable;
  change_logs: ChangeLogTable;
  record_views: RecordViewTable;
  team_members: TeamMemberTable;
  comments: CommentTable;
  attachments: AttachmentTable;
  scenes: SceneTable;
  boards: BoardTable;
  work_users: WorkUserTable;
  wms_stock_flows: StockFlowTable;
  mailboxes: MailboxTable;
  mail_messages: MailMessageTable;
  mail_addresses: MailAddressTable;
  auto_number_counters: AutoNumberCounterTable;
  form_fields: FormFieldTable;
  ext_records: ExtRecordTable;
  table_versions: TableVersionTable;
  customer_accounts: CustomerAccountTable;
  agent_accounts: AgentAccountTable;
  agent_cart_items: AgentCartItemTable;
  agent_report_claims: AgentReportClaimTable;
  content_shares: ContentShareTable;
  content_visits: ContentVisitTable;
  smart_form_submissions: SmartFormSubmissionTable;
  stars: StarTable;
  tenant_payment_details: TenantPaymentDetailsTable;
  payment_links: PaymentLinkTable;
  notification_settings: NotificationSettingTable;
  device_logins: DeviceLoginTable;
  messenger_apps: MessengerAppTable;
  messenger_bindings: MessengerBindingTable;
  messenger_states: MessengerStateTable;
  job_runs: JobRunTable;
  request_counts: RequestCountTable;
}
