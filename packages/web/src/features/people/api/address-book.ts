import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PEOPLE_API, type Colleague, type Page, type UserSummary } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { EMPLOYEE_PAGE_SIZE, peopleKeys } from './employees.ts';

export interface AddressBookFilter {
  keyword: string;
  departId: string;
}

/** GET /sys/user/list of everyone (the frozen too, marked as such): the address book's colleagues by name, account or phone and department. */
export const addressBookQuery = (filter: AddressBookFilter) =>
  infiniteQueryOptions({
    queryKey: [...peopleKeys.all, 'addressBook', filter] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<UserSummary>>(
          PEOPLE_API.userList,
          { keyword: filter.keyword || undefined, departId: filter.departId || undefined, status: '', pageNo: pageParam, pageSize: EMPLOYEE_PAGE_SIZE },
          { signal },
        )
        .then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** GET PEOPLE_API.addressBookView: one colleague with their superior. */
export const colleagueQuery = (id: string) =>
  queryOptions({
    queryKey: [...peopleKeys.all, 'colleague', id] as const,
    queryFn: ({ signal }) => http.get<Colleague>(PEOPLE_API.addressBookView, { id }, { signal }).then(resultOf),
  });
