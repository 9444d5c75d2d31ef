import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import type { ActionDef, FieldDef, RecordRow } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { HttpError } from '../../lib/http.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useSessionStore } from '../../stores/session.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { fieldErrorsOf, useRunAction } from '../api/record-queries.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { relationScope } from '../fields/relation-scope.ts';
import { fieldLabel, placeholderOf } from '../fields/field-label.ts';
import { defaultValues } from '../form/form-defaults.ts';
import styles from '../form/RecordForm.module.css';

export interface ActionFormProps {
  meta: EntityMeta;
  record: RecordRow;
  name: string;
  action: ActionDef;
  /** The action was done (and the success toast shown). */
  onDone(): void;
  onCancel(): void;
  /** The submit button's text; default "OK". */
  submitText?: string;
}

/** What the server said when it refused (its message in the user's language), or the client's own words. */
function refusalOf(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  return error.envelope?.message || error.message || fallback;
}

/**
 * Where the inputs start: an input that is one of the record's fields at the record's value (a
 * plan's dates to move), any other, one the record leaves empty, or a person to hand it to, at
 * its default.
 */
function startingValues(meta: EntityMeta, record: RecordRow, fields: readonly FieldDef[], user: Parameters<typeof defaultValues>[1], timeZone: string) {
  const values = defaultValues({ ...meta.def, fields }, user, timeZone);
  for (const field of fields) {
    const current = record[field.name];
    if (field.type !== 'user' && meta.def.fields.some((f) => f.name === field.name) && current !== null && current !== undefined && current !== '')
      values[field.name] = current;
  }
  return values;
}

/**
 * The form of every action with inputs (ENGINE-II section 3), in a sheet or on the action's own
 * page: a FieldInput per input field, starting at the fields' defaults, checked with the domain's
 * rules before sending, then the action's route at the version the record was read; the server's
 * field errors show under their fields, any other refusal above the buttons.
 */
export function ActionForm({ meta, record, name, action, onDone, onCancel, submitText }: ActionFormProps) {
  const { t } = useTranslation();
  const run = useRunAction(meta);
  const fields = action.input ?? [];
  const user = useSessionStore((s) => s.info);
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [values, setValues] = useState<Record<string, unknown>>(() => startingValues(meta, record, fields, user, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit() {
    // The rules (with zod) load at the first submit, not with the form.
    const { checkForm } = await import('../fields/field-validation.ts');
    const check = checkForm(fields, values, 'add', t);
    setErrors(check.errors);
    setRefusal(null);
    if (Object.keys(check.errors).length > 0) return;
    try {
      await run.mutateAsync({ name, id: record.id, version: record.version, values: check.values });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setRefusal(refusalOf(error, t('web.http.unknownError')));
      return;
    }
    feedback.success(t('web.common.operationSuccess'));
    onDone();
  }

  return (
    <>
      {fields.map((field) => {
        const error = errors[field.name];
        return (
          <div key={field.name} data-testid={`action-field-${field.name}`} className={styles.item} aria-invalid={error ? true : undefined}>
            <div className={`${styles.label} ${field.required ? styles.required : ''}`}>{fieldLabel(field, t)}</div>
            <FieldInput
              field={field}
              value={values[field.name]}
              values={values}
              onChange={(value, companions) => setValues((v) => ({ ...v, [field.name]: value, ...(companions ?? {}) }))}
              mode="add"
              tableName={meta.def.table}
              filters={field.type === 'relation' ? relationScope(meta.def, field, values) : undefined}
              placeholder={placeholderOf(field, t)}
            />
            {error && (
              <div role="alert" className={styles.error}>
                {error}
              </div>
            )}
          </div>
        );
      })}
      {refusal && (
        <div role="alert" data-testid="action-refusal" className={styles.error} style={{ padding: '8px 12px 0' }}>
          {refusal}
        </div>
      )}
      {/* The action's button the wider: its name may be long ("Enter invoice number"). */}
      <div style={{ display: 'flex', gap: 8, padding: 12 }}>
        <Button block style={{ flex: 1 }} onClick={onCancel} data-testid="action-cancel">
          {t('web.common.cancel')}
        </Button>
        <Button
          block
          style={{ flex: 2 }}
          color={action.danger ? 'danger' : 'primary'}
          loading={run.isPending}
          onClick={() => void submit()}
          data-testid="action-submit"
        >
          {submitText ?? t('web.common.ok')}
        </Button>
      </div>
    </>
  );
}
