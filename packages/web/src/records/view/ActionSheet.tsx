import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import { actionLabel, type ActionDef, type RecordRow } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { HttpError } from '../../lib/http.ts';
import { tKey } from '../../lib/i18n.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { fieldErrorsOf, useRunAction } from '../api/record-queries.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { fieldLabel, placeholderOf } from '../fields/field-label.ts';
import styles from '../form/RecordForm.module.css';

export interface ActionSheetProps {
  meta: EntityMeta;
  record: RecordRow;
  name: string;
  action: ActionDef;
  onClose(): void;
}

/** What the server said when it refused (its message in the user's language), or the client's own words. */
function refusalOf(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  return error.envelope?.message || error.message || fallback;
}

/**
 * The one sheet of every action with inputs (ENGINE-II section 3): a FieldInput per input field,
 * checked with the domain's rules before sending, then the action's route at the version the
 * record was read; the server's field errors show under their fields, any other refusal above
 * the button. Closes when the action is done.
 */
export function ActionSheet({ meta, record, name, action, onClose }: ActionSheetProps) {
  const { t } = useTranslation();
  const run = useRunAction(meta);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = action.input ?? [];
  const title = tKey(t, actionLabel(meta.def, name, action));

  async function submit() {
    // The rules (with zod) load at the first submit, not with the sheet.
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
    onClose();
  }

  return (
    <Popup visible onMaskClick={onClose} destroyOnClose bodyStyle={{ maxHeight: '80vh', overflowY: 'auto', borderRadius: '8px 8px 0 0' }}>
      <section data-testid={`action-sheet-${name}`} aria-label={title}>
        <h3 style={{ margin: 0, padding: '12px 12px 4px', fontSize: 16 }}>{title}</h3>
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
        <div style={{ display: 'flex', gap: 8, padding: 12 }}>
          <Button block onClick={onClose} data-testid="action-cancel">
            {t('web.common.cancel')}
          </Button>
          <Button block color={action.danger ? 'danger' : 'primary'} loading={run.isPending} onClick={() => void submit()} data-testid="action-submit">
            {t('web.common.ok')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
