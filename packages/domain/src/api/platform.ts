/** Platform administration (/plat/*): the enterprise accounts as the platform operator sees them. */

export interface EnterpriseAccountRow {
  id: string;
  name: string;
  /** ACCOUNT_STATUS: '0' normal, '1' disabled, '2' under review. */
  status: string;
  endTime: string | null;
  tenantType: string;
  createdAt: string;
  usersCount: number;
  /** Business records over every object of the record engine. */
  recordsCount: number;
  /** The most active employees the company may have; null: no cap (issue 22). Always answered by the server. */
  seatLimit?: number | null;
  /** Active employees (staff accounts not frozen), which the seat limit caps. Always answered by the server. */
  activeStaff?: number;
}

export interface EnterpriseAccountView extends EnterpriseAccountRow {
  phone: string | null;
  address: string | null;
  /** Users by kind: staff, agent, customer. */
  usersByType: { userType: string; count: number }[];
  administrators: { username: string; realname: string; phone: string | null }[];
  /** Records per business object, by API name (label via the entity registry). */
  usage: { apiName: string; count: number }[];
}

/** PUT /plat/sysAccount/extend. */
export interface AccountExtension {
  id: string;
  endTime: string;
}

/** PUT /plat/sysAccount/status: disable, enable, or pass the review ('0'). */
export interface AccountStatusChange {
  id: string;
  status: '0' | '1';
}

/** PUT /plat/sysAccount/seats: the company's seat limit, a whole number of at least 1, or null for no cap. */
export interface AccountSeatLimit {
  id: string;
  seatLimit: number | null;
}

export const PLATFORM_SEATS_PATH = '/plat/sysAccount/seats';

/** GET /plat/reportAccountStatList. */
export interface AccountUsageReport {
  total: number;
  byStatus: { status: string; count: number }[];
  /** Accounts still open whose end falls within EXPIRING_WITHIN_DAYS. */
  expiringSoon: { id: string; name: string; endTime: string; daysLeft: number }[];
  expired: number;
  usersPerAccount: { id: string; name: string; usersCount: number }[];
}

export const EXPIRING_WITHIN_DAYS = 30;

/** GET /sys/sysDepart/groupTree: the tenant administrator's group view (/groupView). */
export interface GroupNode {
  id: string;
  name: string;
  /** '1' company, '2' department. */
  orgType: string;
  orgCode: string;
  /** Active colleagues placed directly in this node. */
  members: number;
  /** Members of this node and everything below it. */
  totalMembers: number;
  children: GroupNode[];
}
