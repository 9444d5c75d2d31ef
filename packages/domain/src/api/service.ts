/**
 * The service area's calls beyond the generic record routes (issue 16, spec sections 2 and 4): the
 * engineers' status, the dispatcher's view of them, the service board, the customers' own
 * self-service portal under /terminal and the public service request of /crm/crmServiceAdd.
 */

/** An engineer's status (spec section 4: "Engineer: free, busy, offline"). */
export const ENGINEER_STATUS = { free: '1', busy: '2', offline: '3' } as const;
export type EngineerStatus = (typeof ENGINEER_STATUS)[keyof typeof ENGINEER_STATUS];

export const SERVICE_API = {
  /** GET: the caller's own status (EngineerState). POST { status }: sets it (the spec's /crm/updateWorkUser). */
  myStatus: '/crm/workUser/status',
  /**
   * GET ?keyword=: the engineers a work order can be assigned to (EngineerItem[]), free first, then
   * busy, then offline, each by open load: the list of /crm/appointWorkUser.
   */
  engineers: '/crm/workUser/list',
  /** GET: the service board (ServiceBoard), within the viewer's data scope. */
  board: '/crm/serviceBoard/figures',
} as const;

/** What /crm/updateWorkUser shows: the caller's status and since when. */
export interface EngineerState {
  status: EngineerStatus;
  since: string | null;
}

/** One engineer as the dispatcher sees them. */
export interface EngineerItem {
  id: string;
  realname: string;
  departName: string | null;
  status: EngineerStatus;
  /** Their work orders not completed (pending acceptance, accepted, pending, processing). */
  openCount: number;
}

/** How many work orders (or engineers, appraisals) have one value of a field: a status, an urgency, a rating. */
export interface ValueCount {
  value: string;
  count: number;
}

/** An overdue work order as the service board lists it: past its deadline and not completed. */
export interface OverdueWorkOrder {
  id: string;
  subject: string;
  customerName: string | null;
  engineerName: string | null;
  /** The deadline (ISO instant). */
  deadline: string;
  urgency: string;
}

/** The first overdue work orders the board lists, most overdue first. */
export const SERVICE_BOARD_OVERDUE_ROWS = 20;

/**
 * result of GET SERVICE_API.board (`/crm/serviceBoard`, issue 16): the service area at a glance,
 * counted by the server within the viewer's data scope of work orders and appraisals. The work
 * orders' parts are present when the viewer may list work orders, the ratings when they may list
 * appraisals. "This month" is the viewer's month, in their time zone, as the sales briefing's.
 */
export interface ServiceBoard {
  /** This month's bounds (ISO instants). */
  from: string;
  until: string;
  /** Work orders not completed, by status and by urgency (only values that have some, in the values' order). */
  open?: { count: number; byStatus: ValueCount[]; byUrgency: ValueCount[] };
  /** Work orders past their deadline and not completed: how many, and the first of them (SERVICE_BOARD_OVERDUE_ROWS), most overdue first. */
  overdue?: { count: number; rows: OverdueWorkOrder[] };
  /**
   * The engineers (active users whose roles may accept work orders; the viewer's company's unless
   * they are an administrator) by status, every status present, and each with their open work
   * orders the viewer sees: free first, then busy, then offline, each by open load.
   */
  engineers?: { byStatus: ValueCount[]; rows: EngineerItem[] };
  /** Work orders completed this month and the average hours from acceptance to completion (one decimal; null when none). */
  completed?: { count: number; averageHours: number | null };
  /**
   * This month's appraisals (by appraisal date): how many, the average rating (one decimal; null
   * when none), the count of each rating 1–5 (all five, 1 first) and of each satisfaction given
   * (the service_satisfaction dictionary's values, highest first).
   */
  appraisals?: { count: number; averageRating: number | null; byRating: ValueCount[]; bySatisfaction: ValueCount[] };
}

/**
 * The self-service customer's calls (userTypes customer only; modules/terminal/service-routes.ts):
 * each reads and writes only the customer record the account is linked to.
 */
export const TERMINAL_API = {
  /** GET ?pageNo&pageSize&status: the customer's work orders (Page<TerminalWorkOrderItem>), newest first. */
  workOrders: '/terminal/workOrder/list',
  /** GET ?id: one of them (TerminalWorkOrder). */
  workOrder: '/terminal/workOrder/queryById',
  /** POST TerminalWorkOrderInput: reports a fault; answers the new TerminalWorkOrder. */
  addWorkOrder: '/terminal/workOrder/add',
  /** GET: the customer's devices (TerminalDevice[]). */
  devices: '/terminal/device/list',
  /** POST TerminalAppraiseInput: rates a completed work order of theirs, once (TerminalAppraisal). */
  appraise: '/terminal/workOrder/appraise',
  /** GET: the choices of the portal's forms (TerminalFormOptions). */
  formOptions: '/terminal/workOrder/formOptions',
  /** POST multipart `file`: a photo for a report (pictures only, the staff upload's limits); answers its path. */
  upload: '/terminal/upload',
  /** GET /terminal/static/<path>: a picture the customer's own work orders hold. */
  staticPrefix: '/terminal/static/',
} as const;

/** The public service request of /crm/crmServiceAdd (ENGINE-II section 6): the company by its published key. */
export const SERVICE_FORM_API = {
  /** GET ?key: ServiceFormInfo (the company's display name and the form's dictionaries, nothing else). */
  form: '/crm/crmServiceAdd/form',
  /** POST ?key, body ServiceFormInput: creates a work order pending acceptance (ServiceFormResult). */
  submit: '/crm/crmServiceAdd',
  /** GET: the link (ServiceFormLink, null until published); POST: publishes a new key, the old link stops working. Dispatchers and administrators. */
  link: '/crm/serviceFormLink',
} as const;

/** A work order in the customer's list. */
export interface TerminalWorkOrderItem {
  id: string;
  workOrderNo: string;
  subject: string;
  status: string;
  status_dictText: string;
  urgency: string;
  urgency_dictText: string;
  createTime: string;
}

/** A device of the customer, with whether it is under warranty today. */
export interface TerminalDevice {
  id: string;
  equipmentNo: string | null;
  name: string;
  model: string | null;
  serialNo: string | null;
  warrantyStart: string | null;
  warrantyEnd: string | null;
  underWarranty: boolean;
}

/** The customer's rating of a work order. */
export interface TerminalAppraisal {
  id: string;
  appraiseNo: string;
  appraiseDate: string;
  rating: string;
  satisfaction: string;
  satisfaction_dictText: string;
  feedback: string | null;
}

/** One work order as its customer sees it: the flow's dates, who works it, the result once completed. */
export interface TerminalWorkOrder extends TerminalWorkOrderItem {
  workOrderType: string;
  workOrderType_dictText: string;
  source: string;
  problemDescription: string;
  images: { path: string; name: string; size?: number }[];
  contactName: string | null;
  contactPhone: string | null;
  equipmentId: string | null;
  equipmentName: string | null;
  engineerName: string | null;
  assignTime: string | null;
  acceptTime: string | null;
  startTime: string | null;
  completeTime: string | null;
  /** Only once completed. */
  cause: string | null;
  solution: string | null;
  appraisal: TerminalAppraisal | null;
}

export interface TerminalWorkOrderInput {
  subject: string;
  workOrderType: string;
  urgency: string;
  equipmentId?: string | null;
  problemDescription: string;
  images?: { path: string; name: string; size?: number }[];
  /** Default: the customer's name and phone. */
  contactName?: string | null;
  contactPhone?: string | null;
}

export interface TerminalAppraiseInput {
  workOrderId: string;
  rating: string;
  satisfaction: string;
  feedback?: string | null;
}

/** A dictionary's items as the public form offers them. */
export interface ServiceFormOption {
  value: string;
  text: string;
}

/** The work order's types and urgencies and the appraisal's satisfaction, in the caller's language. */
export interface TerminalFormOptions {
  types: ServiceFormOption[];
  urgencies: ServiceFormOption[];
  satisfactions: ServiceFormOption[];
}

export interface ServiceFormInfo {
  companyName: string;
  types: ServiceFormOption[];
  urgencies: ServiceFormOption[];
}

/** The public form's fields: nothing else is taken (no files). */
export interface ServiceFormInput {
  companyName: string;
  contactName: string;
  contactPhone: string;
  subject: string;
  workOrderType: string;
  urgency: string;
  problemDescription: string;
}

export interface ServiceFormResult {
  workOrderNo: string;
}

export interface ServiceFormLink {
  key: string;
  /** The page's path with the key, for the administrator to publish under the site's address. */
  path: string;
}
