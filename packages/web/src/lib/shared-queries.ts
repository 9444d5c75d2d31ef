import { queryOptions } from '@tanstack/react-query';
import {
  API,
  MAX_PAGE_SIZE,
  type CurrentApp,
  type Envelope,
  type Page,
  type RoleView,
  type SysConfig,
  type UserDepartItem,
  type WaitReport,
} from '@crm/domain';
import { http } from './http.ts';

/**
 * Server state several features read (the tab badge and the home page, the company selector and
 * the account center). Feature-only queries live in the feature's own `api/` folder.
 */
export function resultOf<T>(answer: Envelope<T>): T {
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

export const sharedKeys = {
  waitReport: ['crmRemind', 'waitReport'] as const,
  currentApp: ['sysApp', 'currentApp'] as const,
  userDeparts: (userId: string) => ['sysUserDepart', userId] as const,
  config: (code: string) => ['sysConfig', code] as const,
  /** Under the roles screens' ['sysRole'], which a change of a role refreshes. */
  roles: ['sysRole', 'all'] as const,
};

/** The tenant's roles (administrators): a company has a handful, one page holds them all. */
export const rolesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.roles,
    queryFn: ({ signal }) => http.get<Page<RoleView>>(API.roleList, { pageNo: 1, pageSize: MAX_PAGE_SIZE }, { signal }).then(resultOf),
  });

export const waitReportQuery = () =>
  queryOptions({
    queryKey: sharedKeys.waitReport,
    queryFn: ({ signal }) => http.get<WaitReport>(API.waitReport, undefined, { signal }).then(resultOf),
  });

export const currentAppQuery = () =>
  queryOptions({
    queryKey: sharedKeys.currentApp,
    queryFn: ({ signal }) => http.get<CurrentApp>(API.currentApp, undefined, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

export const userDepartsQuery = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.userDeparts(userId),
    queryFn: ({ signal }) => http.get<UserDepartItem[]>(API.userDepartList, { userId }, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

export const configQuery = (configCode: string) =>
  queryOptions({
    queryKey: sharedKeys.config(configCode),
    queryFn: ({ signal }) => http.get<SysConfig | null>(API.configByCode, { configCode }, { signal, silent: true }).then((a) => (a.success ? a.result : null)),
    staleTime: 5 * 60_000,
  });

/** Sum of the numeric fields of the reminder counts (the Message tab badge). */
export function reminderTotal(report: Partial<WaitReport> | null | undefined): number {
  if (!report) return 0;
  return Object.values(report).reduce<number>((sum, v) => (typeof v === 'number' && Number.isFinite(v) ? sum + v : sum), 0);
}
