import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_API, type DepartNode, type DepartmentInput } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { peopleKeys } from './employees.ts';

/** The record screens' key of the same tree (records/fields/field-queries.ts). */
const DEPART_TREE_KEY = ['sysDepart', 'tree'] as const;

/** A department as the management screen shows it: with its head and head count, when the server gives them. */
export type Department = DepartNode;

/**
 * GET /sys/sysDepart/queryTreeList: the organisation tree under the record screens' key, so a change
 * here refreshes their department pickers too; fresh on every visit of the management screens.
 */
export const departmentTreeQuery = () =>
  queryOptions({
    queryKey: DEPART_TREE_KEY,
    queryFn: ({ signal }) => http.get<Department[]>(PEOPLE_API.departTree, undefined, { signal }).then(resultOf),
    staleTime: 0,
  });

function useInvalidateOrganisation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DEPART_TREE_KEY }),
      // People lists name each person's department.
      queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
    ]);
}

/** POST /sys/sysDepart/add, or PUT /sys/sysDepart/edit with `id` (a rename, a move, a new head). */
export function useSaveDepartment() {
  const invalidate = useInvalidateOrganisation();
  return useMutation({
    mutationFn: (input: DepartmentInput) =>
      (input.id ? http.put<unknown>(PEOPLE_API.departEdit, input) : http.post<unknown>(PEOPLE_API.departAdd, input)).then(resultOf),
    onSuccess: invalidate,
  });
}

/** DELETE /sys/sysDepart/delete?id=: the server refuses while people or sub-departments remain. */
export function useDeleteDepartment() {
  const invalidate = useInvalidateOrganisation();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(PEOPLE_API.departDelete, { id }).then(resultOf),
    onSuccess: invalidate,
  });
}
