import type { UserInfo } from './contract.ts';
import type { FileRef } from './records.ts';

/**
 * The channel partner's pages (issue 19, spec section 2 `/agent/*`), open to partner accounts
 * only: no staff token opens them, and no partner token opens a staff route (plugins/auth.ts).
 * Every answer is the caller's partner's (and, where it says so, its sub-partners'): the partner
 * an account belongs to is the server's to know, never the request's to name.
 */
export const AGENT_API = {
  /** GET: AgentHome. */
  my: '/agent/my',
  /** GET ?keyword=&category=&pageNo=&pageSize=: Page<ShopProduct>, the products on show and on shelf, at the partner's price. */
  shop: '/agent/shop',
  /** GET: the product categories of what is on show, { value, text }[]. */
  shopCategories: '/agent/shop/categories',
  /** GET: Cart. */
  cart: '/agent/cart',
  /** POST { productId, quantity }: quantity 0 takes the product out → Cart. */
  cartSet: '/agent/cart/set',
  /** POST { remark? }: the cart as an order of the vendor's, submitted for approval → { id, orderNo }; refused past the available credit. */
  placeOrder: '/agent/cart/order',
  /** GET ?pageNo=&pageSize=: Page<AgentOrderItem>, the partner's and its sub-partners' orders, newest first. */
  orders: '/agent/orders',
  /** GET ?id=: AgentOrder. */
  orderView: '/agent/orderView',
  /** GET ?pageNo=&pageSize=&keyword=: Page<AgentReport>, the partner's and its sub-partners' reports, newest first. */
  reports: '/agent/reports',
  /** GET ?id=: AgentReport. */
  report: '/agent/report',
  /** POST AgentReportInput → AgentReport: refused past the limit, or when the company is protected for another or a customer already. */
  reportAdd: '/agent/report/add',
  /** GET: AgentAccount[], the partner's accounts (its administrators only). */
  staff: '/agent/staff',
  /** POST AgentAccountInput → AgentAccount (its administrators only). */
  staffAdd: '/agent/staff/add',
  /** POST { id, status }: freezes an account (signed out at once) or lets it in again (its administrators only; not their own). */
  staffStatus: '/agent/staff/status',
} as const;

/**
 * The vendor's side of partner accounts (staff, on a partner's detail screen): the partner is named
 * by `agentId`, which the caller must see (the partners' list right and data scope) and, to change
 * its accounts, may edit.
 */
export const AGENT_ACCOUNT_API = {
  /** GET ?agentId=: AgentAccount[]. */
  list: '/agent/agentUser/accounts',
  /** POST AgentAccountInput & { agentId } → AgentAccount. */
  add: '/agent/agentUser/accountAdd',
  /** POST { agentId, id, status } → AgentAccount. */
  status: '/agent/agentUser/accountStatus',
} as const;

/** A partner's login account. `status` is EMPLOYEE_STATUS' (active '1', frozen '2'). */
export interface AgentAccount {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  status: string;
  /** The partner's own administrator: manages its accounts in the portal. */
  isAdmin: boolean;
  createdAt: string;
}

export interface AgentAccountInput {
  username: string;
  realname: string;
  phone?: string | null;
  password: string;
  isAdmin?: boolean;
}

/** The pages of the partner's shell (the web client's routes, spec section 2). */
export const AGENT_PATHS = {
  my: '/agent/my',
  shop: '/agent/shop',
  cart: '/agent/shoppingCart',
  orders: '/agent/orders',
  orderView: '/agent/orderView',
  reports: '/agent/agentCustomerList',
  reportForm: '/agent/agentCustomerForm',
  reportView: '/agent/agentCustomerView',
  /** The partner's accounts, for its administrators. */
  staff: '/agent/staff',
  staffForm: '/agent/staffForm',
} as const;

/** The most of one product a cart takes (a typing slip of a zero too many is refused, not ordered). */
export const CART_MAX_QUANTITY = 100_000;

/**
 * What the partner may still order on credit: its limit less what its orders leave unpaid, in the
 * tenant's default currency. A partner without a credit limit (left empty by the vendor) orders
 * without one: `limit` and `available` are null.
 */
export interface AgentCredit {
  limit: number | null;
  unpaid: number;
  available: number | null;
  termDays: number;
  currency: { code: string; symbol: string };
}

export interface ShopProduct {
  id: string;
  name: string;
  code: string | null;
  category: string | null;
  category_dictText: string | null;
  unit: string | null;
  unit_dictText: string | null;
  specification: string | null;
  description: string | null;
  /** What the partner pays: its level's price list, else the standard price. */
  price: number;
  standardPrice: number;
  currency: string;
  image: FileRef | null;
  /** In stock over every warehouse, for a product whose inventory is kept; null otherwise. */
  stock: number | null;
  /** How many the cart holds. */
  inCart: number;
}

export interface CartLine {
  productId: string;
  name: string;
  code: string | null;
  unit_dictText: string | null;
  image: FileRef | null;
  price: number;
  quantity: number;
  amount: number;
  stock: number | null;
  /** Still on show and on shelf: a line that is not any more is left out of an order, and says so. */
  orderable: boolean;
}

export interface Cart {
  lines: CartLine[];
  /** The orderable lines' amounts added up. */
  total: number;
  currency: string;
  credit: AgentCredit;
}

export interface AgentOrderItem {
  id: string;
  orderNo: string;
  orderDate: string;
  amount: number;
  currency: string;
  /** The approval's state (AUDIT_STATUS) and its name. */
  auditStatus: string;
  auditStatus_dictText: string;
  deliveryStatus: string;
  deliveryStatus_dictText: string;
  receivedAmount: number;
  /** The partner whose order it is (a sub-partner's, for a parent). */
  agentName: string;
}

export interface AgentOrder extends AgentOrderItem {
  remark: string | null;
  lines: { productName: string; unit_dictText: string | null; price: number; quantity: number; amount: number }[];
}

export interface AgentReportInput {
  name: string;
  contactName?: string | null;
  phone?: string | null;
  taxNumber?: string | null;
  industry?: string | null;
  address?: string | null;
  remark?: string | null;
}

export interface AgentReport {
  id: string;
  reportNo: string;
  name: string;
  contactName: string | null;
  phone: string | null;
  taxNumber: string | null;
  industry: string | null;
  industry_dictText: string | null;
  address: string | null;
  remark: string | null;
  auditStatus: string;
  auditStatus_dictText: string;
  protectedUntil: string | null;
  /** Protecting the customer now: not rejected, and its protection not over. */
  active: boolean;
  agentName: string;
  createTime: string;
}

/** GET /agent/my: the partner's home. `partner` is null until the vendor links the account to a partner. */
export interface AgentHome {
  profile: UserInfo;
  /** `isAdmin`: the account is one of the partner's administrators, who manage its accounts (AGENT_API.staff). */
  partner: { id: string; name: string; agentNo: string; level_dictText: string | null; parentName: string | null; isAdmin: boolean } | null;
  credit: AgentCredit | null;
  /** Its orders not yet fully delivered, and those waiting for approval. */
  openOrders: number;
  pendingOrders: number;
  /** Its reports protecting a customer now, of its report quantity limit. */
  activeReports: number;
  reportLimit: number;
}
