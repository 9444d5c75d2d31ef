import { useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENCY_FIELD, RECORD_API, type EntityDef, type RecordRow } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { definitionOf } from '../definitions.ts';

type Values = Record<string, unknown>;

const followedRecordQuery = (target: EntityDef | undefined, id: string) =>
  queryOptions({
    queryKey: ['followedCurrency', target?.apiName ?? '', id] as const,
    queryFn: ({ signal }) =>
      target ? http.get<RecordRow>(RECORD_API.queryById(target.module, target.apiName), { id }, { signal, silent: true }).then(resultOf) : null,
    staleTime: 60_000,
  });

/**
 * A new record whose currency follows another's (RecordCurrency.from: a receipt its order's, an
 * order change its order's) shows that record's currency as soon as it is chosen, and again when
 * another is chosen, until the user picks a currency themselves: what the server would give it,
 * and what its amounts' symbols follow meanwhile.
 */
export function useFollowedCurrency(def: EntityDef, mode: 'add' | 'edit', values: Values, setValues: (update: (values: Values) => Values) => void): void {
  const from = mode === 'add' ? def.currency?.from : undefined;
  const relation = from ? def.fields.find((field) => field.name === from)?.relation : undefined;
  const target = relation ? definitionOf(relation) : undefined;
  const id = from && typeof values[from] === 'string' ? values[from] : '';
  // The code this form took from the followed record last: any other was the user's choice.
  const followed = useRef<unknown>(null);
  const chosen = !!values[CURRENCY_FIELD] && values[CURRENCY_FIELD] !== followed.current;
  const { data } = useQuery({ ...followedRecordQuery(target, id), enabled: !!target && id !== '' && !chosen });
  useEffect(() => {
    const code = data?.[CURRENCY_FIELD];
    if (chosen || typeof code !== 'string' || code === '' || values[CURRENCY_FIELD] === code) return;
    followed.current = code;
    setValues((v) => ({ ...v, [CURRENCY_FIELD]: code, [`${CURRENCY_FIELD}_dictText`]: data?.[`${CURRENCY_FIELD}_dictText`] ?? code }));
  }, [data, chosen, values, setValues]);
}
