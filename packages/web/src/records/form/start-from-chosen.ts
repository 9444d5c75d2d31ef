import { useEffect, useRef } from 'react';
import { isBlank, RECORD_API, type EntityDef, type FieldDef, type RecordRow } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { definitionOf } from '../definitions.ts';

type Values = Record<string, unknown>;

/** The relation fields of a record that start a new record from the one chosen (FieldDef.copies). */
const startingFields = (def: EntityDef): FieldDef[] => def.fields.filter((field) => field.type === 'relation' && field.relation && field.copies);

/**
 * A new record starts from the record chosen in one of its relation fields that copies (a contract
 * from its quote: the customer, amount, currency and signatory): once the record is read, each
 * field it copies takes the record's value and shown text, where the record has one; the user may
 * change them after. It happens when a record is chosen on the form, or named by the link that
 * opened it (`?quoteId=`, a quote's "to contract"); a record already chosen in a restored draft
 * was copied then, and keeps what the user made of it. A relation filled by a copy copies nothing
 * itself, so the quote's opportunity does not replace the quote's amount with its own.
 */
export function useStartFromChosen(
  def: EntityDef,
  mode: 'add' | 'edit',
  values: Values,
  setValues: (update: (values: Values) => Values) => void,
  params: URLSearchParams,
): void {
  // What each field's copy was last made from (or, for a restored draft's choice, stood at).
  const copied = useRef<Record<string, unknown> | null>(null);
  copied.current ??= Object.fromEntries(
    startingFields(def).map((field) => [field.name, isBlank(params.get(field.name)) ? (values[field.name] ?? null) : null]),
  );
  useEffect(() => {
    if (mode !== 'add') return;
    const made = copied.current!;
    for (const field of startingFields(def)) {
      const id = values[field.name];
      const source = definitionOf(field.relation!);
      if (typeof id !== 'string' || id === '' || made[field.name] === id || !source) continue;
      made[field.name] = id;
      void http
        .get<RecordRow>(RECORD_API.queryById(source.module, source.apiName), { id }, { silent: true })
        .then(resultOf)
        .then((record) => {
          if (!record || made[field.name] !== id) return;
          setValues((current) => {
            if (current[field.name] !== id) return current;
            const next = { ...current };
            for (const [to, from] of Object.entries(field.copies!)) {
              const value = record[from];
              if (isBlank(value)) continue;
              next[to] = value;
              const text = record[`${from}_dictText`];
              if (typeof text === 'string' && text !== '') next[`${to}_dictText`] = text;
              else delete next[`${to}_dictText`];
              if (to in made) made[to] = value;
            }
            return next;
          });
        })
        .catch(() => undefined);
    }
  }, [def, mode, values, setValues]);
}
