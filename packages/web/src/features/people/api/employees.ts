import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PEOPLE_API,
  type EmployeeInput,
  type EmployeeStatus,
  type EmployeeView,
  type FrozenBatch,
  type Handover,
  type HandoverResult,
  type Page,
  type PasswordReset,
  type UserSummary,
} from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

export const EMPLOYEE_PAGE_SIZE = 20;
/** What a people picker shows at once: enough to find someone by a few letters of the name. */
const PICKER_SIZE = 50;

/** A row of the people list. */
export type EmployeeRow = UserSummary;

/** The list's status filter: the tabs and what each asks the server for. */
export const EMPLOYEE_TABS = ['active', 'frozen', 'all'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];
const STATUS_OF_TAB: Record<EmployeeTab, '' | EmployeeStatus> = { active: '1', frozen: '2', all: '' };

export function employeeTabOf(value: string | null): EmployeeTab {
  return EMPLOYEE_TABS.find((tab) => tab === value) ?? 'active';
}

export interface EmployeeFilter {
  keyword: string;
  departId: string;
  tab: EmployeeTab;
}

/** Every people query sits under this key: a change to anyone refreshes the lists, the views and the record screens' user pickers. */
export const peopleKeys = {
  all: ['sysUser'] as const,
  list: (filter: EmployeeFilter) => ['sysUser', 'admin', filter] as const,
  picker: (keyword: string) => ['sysUser', 'active', keyword] as const,
  one: (id: string) => ['sysUser', 'view', id] as const,
};

/** GET /sys/user/list: the company's people by keyword (name, account, phone), department (with its sub-departments) and status, paged. */
export const employeeListQuery = (filter: EmployeeFilter) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.list(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<EmployeeRow>>(
          PEOPLE_API.userList,
          {
            keyword: filter.keyword || undefined,
            departId: filter.departId || undefined,
            status: STATUS_OF_TAB[filter.tab],
            pageNo: pageParam,
            pageSize: EMPLOYEE_PAGE_SIZE,
          },
          { signal },
        )
        .then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** Active people only: whom a record, a superior's place or a department's lead may go to. */
export const activePeopleQuery = (keyword: string) =>
  queryOptions({
    queryKey: peopleKeys.picker(keyword),
    queryFn: ({ signal }) =>
      http
        .get<Page<EmployeeRow>>(PEOPLE_API.userList, { keyword: keyword || undefined, status: '1', pageNo: 1, pageSize: PICKER_SIZE }, { signal })
        .then(resultOf),
    staleTime: 30_000,
  });

/** GET /sys/user/queryById: one employee with every field the administrator sees. */
export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.one(id),
    queryFn: ({ signal }) => http.get<EmployeeView>(PEOPLE_API.userById, { id }, { signal }).then(resultOf),
  });

/** The new employee's id from what the add answers (the saved employee, or its id), when it says. */
function savedId(result: unknown): string | null {
  if (typeof result === 'string' && result) return result;
  if (result && typeof result === 'object' && 'id' in result && typeof result.id === 'string') return result.id;
  return null;
}

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKeys.all });
}

/** POST /sys/user/add, or PUT /sys/user/edit with `id`; answers the employee's id when known. */
export function useSaveEmployee() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: async (input: EmployeeInput) => {
      const answer = input.id ? await http.put<unknown>(PEOPLE_API.userEdit, input) : await http.post<unknown>(PEOPLE_API.userAdd, input);
      return input.id ?? savedId(resultOf(answer));
    },
    onSuccess: invalidate,
  });
}

/** PUT /sys/user/frozenBatch: '2' freezes, '1' unfreezes. */
export function useFreezeEmployees() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (batch: FrozenBatch) => http.put<unknown>(PEOPLE_API.userFrozenBatch, batch).then(resultOf),
    onSuccess: invalidate,
  });
}

/** PUT /sys/user/resetPassword. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (reset: PasswordReset) => http.put<unknown>(PEOPLE_API.userResetPassword, reset).then(resultOf),
  });
}

/** POST /sys/user/handover: what moved, per object. Record lists of every object change owner, so everything cached is stale. */
export function useHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handover: Handover) => http.post<HandoverResult>(PEOPLE_API.userHandover, handover).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
