import type { UserInfo } from './contract.ts';

/** A customer a channel partner reported (one they own). */
export interface ReportedCustomerItem {
  id: string;
  name: string;
  customerNo: string | null;
  createTime: string | null;
}

/** GET /agent/my: the partner's home. `profile.companyCode_dictText` is the company they work with. */
export interface AgentHome {
  profile: UserInfo;
  customers: { total: number; records: ReportedCustomerItem[] };
}

/** The customer record a self-service account speaks for. */
export interface TerminalCustomer {
  id: string;
  name: string;
  customerNo: string | null;
  phone: string | null;
  email: string | null;
}

/** GET /terminal/my: the self-service customer's home; `customer` is null until staff link the account. */
export interface TerminalHome {
  profile: UserInfo;
  customer: TerminalCustomer | null;
  /** The customer's work orders not completed yet (0 until linked). */
  openWorkOrders: number;
}
