import type { UserInfo } from './contract.ts';

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
