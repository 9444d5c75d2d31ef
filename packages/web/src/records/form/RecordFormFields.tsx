import { useTranslation } from 'react-i18next';
import type { RecordRow } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { fieldLabel, placeholderOf } from '../fields/field-label.ts';
import { relationScope } from '../fields/relation-scope.ts';
import { formFieldsWithTags, groupFields, type FormMode } from './form-fields.ts';
import styles from './RecordForm.module.css';

export interface RecordFormFieldsProps {
  meta: EntityMeta;
  mode: FormMode;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange(name: string, value: unknown, companions?: Record<string, unknown>): void;
  /** The loaded record on edit (read-only system fields show from it). */
  record?: Record<string, unknown> | null;
  /** Fields not to show (an object's own screen may set them itself). */
  omit?: readonly string[];
}

/** The fields of an add or edit form, in groups, half or full width, each with its error. */
export function RecordFormFields({ meta, mode, values, errors, onChange, record, omit = [] }: RecordFormFieldsProps) {
  const { t } = useTranslation();
  const views = formFieldsWithTags(meta.def, mode, record).filter((v) => !omit.includes(v.field.name));
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
                  <div className={`${styles.label} ${field.required && !readOnly ? styles.required : ''}`}>{label}</div>
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
