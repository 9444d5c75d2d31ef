import { useMutation } from '@tanstack/react-query';
import { API, type SelectUserDepartResult, type UserDepartItem } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

export function selectCompany(item: UserDepartItem): Promise<SelectUserDepartResult> {
  return http.post<SelectUserDepartResult>(API.selectUserDepart, item).then(resultOf);
}

export function useSelectCompany() {
  return useMutation({ mutationFn: selectCompany });
}
