import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isShown, type RecordRow } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { fieldLabel, placeholderOf } from '../fields/field-label.ts';
import { relationScope } from '../fields/relation-scope.ts';
import type { FieldInputProps } from '../fields/input/types.ts';
import { formFieldsWithTags, groupFields, type FormMode } from './form-fields.ts';
import styles from './RecordForm.module.css';

export interface RecordFormFieldsProps {
  meta: EntityMeta;
  mode: FormMode;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange(name: string, value: unknown, companions?: Record<string, unknown>): void;
  /** Updates the messages (`errors`) as a lines field's rows change: theirs follow them. */
  onIssues?: FieldInputProps['onIssues'];
  /** The loaded record on edit (read-only system fields show from it). */
  record?: Record<string, unknown> | null;
  /** Fields not to show (an object's own screen may set them itself). */
  omit?: readonly string[];
}

type WithLineTotals = typeof import('../fields/line-totals.ts').withLineTotals;

/**
 * The values with the record's totals over its lines recomputed from the rows as typed, so they and
 * the formulas that read them show live. The computing (the domain's lines.ts and formulas) loads
 * only with a form that has lines, beside its lines editor.
 */
function useLineTotals(def: EntityMeta['def'], values: Record<string, unknown>): Readonly<Record<string, unknown>> {
  const hasLines = def.fields.some((field) => field.type === 'lines');
  const [compute, setCompute] = useState<{ withLineTotals: WithLineTotals } | null>(null);
  useEffect(() => {
    if (hasLines && !compute) void import('../fields/line-totals.ts').then((module) => setCompute({ withLineTotals: module.withLineTotals }));
  }, [hasLines, compute]);
  return useMemo(() => (compute ? compute.withLineTotals(def, values) : values), [compute, def, values]);
}

/** The fields of an add or edit form, in groups, half or full width, each with its error. */
export function RecordFormFields({ meta, mode, values: typed, errors, onChange, onIssues, record, omit = [] }: RecordFormFieldsProps) {
  const { t } = useTranslation();
  const values = useLineTotals(meta.def, typed);
  // A field shown only for some values of another follows what is typed there (shownWhen).
  const current = { ...record, ...values };
  const views = formFieldsWithTags(meta.def, mode, record).filter((v) => !omit.includes(v.field.name) && isShown(v.field, current));
  const groups = groupFields(views);
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className={styles.group}>
          {groups.length > 1 && <div className={styles.groupTitle}>{tKey(t, group.key)}</div>}
          <div className={styles.grid}>
            {group.fields.map(({ field, readOnly }) => {
              const label = fieldLabel(field, t);
              const error = errors[field.name];
              return (
                <div
                  key={field.name}
                  data-testid={`form-field-${field.name}`}
                  className={`${styles.item} ${field.width === 'half' ? styles.half : styles.full}`}
                  aria-invalid={error ? true : undefined}
                >
                  <div className={`${styles.label} ${(field.required || (field.lines?.minItems ?? 0) > 0) && !readOnly ? styles.required : ''}`}>{label}</div>
                  {readOnly ? (
                    <div className={styles.readOnly}>
                      <FieldDisplay field={field} record={(record ?? values) as Partial<RecordRow>} />
                    </div>
                  ) : (
                    <FieldInput
                      field={field}
                      value={values[field.name]}
                      values={values}
                      onChange={(value, companions) => onChange(field.name, value, companions)}
                      mode={mode}
                      tableName={meta.def.table}
                      placeholder={placeholderOf(field, t)}
                      filters={field.type === 'relation' ? relationScope(meta.def, field, values) : undefined}
                      entity={meta.def}
                      issues={field.type === 'lines' ? errors : undefined}
                      onIssues={field.type === 'lines' ? onIssues : undefined}
                    />
                  )}
                  {error && (
                    <div role="alert" className={styles.error}>
                      {error}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
