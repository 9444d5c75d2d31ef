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
} as const;

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
  partner: { id: string; name: string; agentNo: string; level_dictText: string | null; parentName: string | null } | null;
  credit: AgentCredit | null;
  /** Its orders not yet fully delivered, and those waiting for approval. */
  openOrders: number;
  pendingOrders: number;
  /** Its reports protecting a customer now, of its report quantity limit. */
  activeReports: number;
  reportLimit: number;
}
