import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { API, RECORD_API, VISIT_API, type Page, type RecordRow, type SceneCondition, type SysConfig, type VisitSignTarget } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf, sharedKeys } from '../../../lib/shared-queries.ts';
import { recordKeys } from '../../../records/api/keys.ts';

/** What the sign-in screen measures against: the customer of a visit (`id`) or a chosen one (`customerId`), and the tenant's threshold. */
export const signTargetQuery = (by: { id: string } | { customerId: string }) =>
  queryOptions({
    queryKey: ['crmVisit', 'signTarget', by] as const,
    queryFn: ({ signal }) => http.get<VisitSignTarget>(VISIT_API.signTarget, by, { signal }).then(resultOf),
  });

/** What a sign-in sends: where the phone is (WGS-84), the address as written, and the photos. */
export interface SignInInput {
  signLocation: { text: string; lat: number; lng: number };
  signImages: unknown[] | null;
}

/** An unplanned visit (crmVisitAdd), added and signed in at once; answers the visit. */
export function useAddSignedVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & SignInInput) => http.post<RecordRow>(VISIT_API.addSigned, body).then(resultOf),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recordKeys.object('crmVisit') }),
  });
}

/** The fields the check-in map shows of a sign-in. */
const MAP_FIELDS = ['customerName', 'customerId', 'signTime', 'signLocation', 'signDistance', 'signState', 'ownerId'].join(',');
/** Most sign-ins one day's map shows. */
export const MAP_LIMIT = 500;

/** The sign-ins from `from` to `to` (instants) the caller's data scope shows, of one person or everyone, latest first. */
export const daySignInsQuery = (from: string, to: string, ownerId: string | null) =>
  queryOptions({
    queryKey: [...recordKeys.lists('crmVisit'), 'signIns', { from, to, ownerId }] as const,
    queryFn: ({ signal }) => {
      const conditions: SceneCondition[] = [
        { field: 'signTime', op: 'ge', value: from },
        { field: 'signTime', op: 'lt', value: to },
        ...(ownerId ? [{ field: 'ownerId', op: 'eq' as const, value: ownerId }] : []),
      ];
      return http
        .get<Page<RecordRow>>(
          RECORD_API.list('crm', 'crmVisit'),
          { filters: JSON.stringify(conditions), sortField: 'signTime', sortOrder: 'desc', pageSize: MAP_LIMIT, fields: MAP_FIELDS },
          { signal },
        )
        .then(resultOf);
    },
  });

export const FAR_SETTING = 'visitFarMeters';

/** An administrator saves the tenant's sign-in threshold; the server checks its bounds. */
export function useSaveFarSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => http.put<SysConfig>(API.configEdit, { configCode: FAR_SETTING, configValue: value }, { silent: true }).then(resultOf),
    onSuccess: (saved) => queryClient.setQueryData(sharedKeys.config(FAR_SETTING), saved),
  });
}

/** Metres as a person reads them: "320 米", "1.2 公里". */
export function distanceText(metres: number, t: TFunction): string {
  if (metres < 1000) return t('entity.crmVisit.distance.meters', { value: Math.round(metres) });
  return t('entity.crmVisit.distance.kilometres', { value: (metres / 1000).toFixed(metres < 10_000 ? 1 : 0) });
}
