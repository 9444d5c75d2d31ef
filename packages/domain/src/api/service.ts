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
