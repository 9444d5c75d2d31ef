import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { computeLine, isBlank, isComputed, isShown, lineInputFields, type EntityDef, type FieldDef, type RecordRow } from '@crm/domain';
import { FieldInput } from '../FieldInput.tsx';
import { FieldDisplay } from '../FieldDisplay.tsx';
import { fieldLabel, placeholderOf } from '../field-label.ts';
import { isLineInput, type LineCardLayout, type LineRow } from '../line-rows.ts';
import { lineTitle } from '../display/LinesDisplay.tsx';
import styles from '../display/Lines.module.css';

/** A value the row has but the user does not type (the picked record, what the server copies from it). */
function ReadOnlyValue({ field, row }: { field: FieldDef; row: LineRow }) {
  // A relation as text: a link here would leave the form.
  if (field.type === 'relation') {
    const text = row[`${field.name}_dictText`] ?? row[field.name];
    return <span>{String(text)}</span>;
  }
  return <FieldDisplay field={field} record={row as Partial<RecordRow>} />;
}

/**
 * One row of a lines field, opened from its card: the line object's inputs (each a FieldInput),
 * its formulas live, and what the server fills shown as it is. Changes apply as they are typed, so
 * the record's totals follow and nothing typed waits on a button.
 */
export function LineRowSheet({
  line,
  layout,
  row,
  index,
  messages,
  onChange,
  onRemove,
  onClose,
}: {
  line: EntityDef;
  layout: LineCardLayout;
  row: LineRow;
  index: number;
  /** The row's messages by the line's field name. */
  messages: Readonly<Record<string, string>>;
  onChange(patch: LineRow): void;
  onRemove(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const stored = typeof row.id === 'string' && row.id !== '';
  const computed = computeLine(line, row);
  // The title shows in the head; a title the user types (a competitor's name, not a picked product) is an input too.
  const typedTitle = (field: FieldDef) => field === layout.title && isLineInput(field) && field.type !== 'relation';
  // A field shown only for some values of another (a question's options, for a choice) follows what the row holds (shownWhen).
  const fields = lineInputFields(line).filter(
    (field) =>
      (field !== layout.title || typedTitle(field)) &&
      !layout.hidden.has(field.name) &&
      isShown(field, row) &&
      (isComputed(field) || isLineInput(field) || !isBlank(row[field.name])),
  );
  return (
    <div data-testid="line-sheet" data-index={index}>
      <div className={styles.sheetHead}>
        <span className={styles.sheetTitle}>
          {t('web.lines.rowTitle', { row: index + 1 })} · {lineTitle(layout, row, index, t)}
        </span>
        <Button color="primary" size="small" onClick={onClose} data-testid="line-sheet-done">
          {t('web.lines.done')}
        </Button>
      </div>
      {fields.map((field) => {
        const message = messages[field.name];
        const typed = isLineInput(field);
        return (
          <div key={field.name} className={styles.sheetItem} data-testid={`line-field-${field.name}`} aria-invalid={message ? true : undefined}>
            <div className={`${styles.sheetLabel} ${field.required && typed ? styles.required : ''}`}>{fieldLabel(field, t)}</div>
            {typed || isComputed(field) ? (
              <FieldInput
                field={field}
                value={row[field.name]}
                values={computed}
                onChange={(value, companions) => onChange({ [field.name]: value, ...(companions ?? {}) })}
                mode={stored ? 'edit' : 'add'}
                tableName={line.table}
                placeholder={placeholderOf(field, t)}
              />
            ) : (
              <div style={{ minHeight: 28 }}>
                <ReadOnlyValue field={field} row={row} />
              </div>
            )}
            {message && (
              <div role="alert" className={styles.error}>
                {message}
              </div>
            )}
          </div>
        );
      })}
      <div className={styles.sheetFoot}>
        <Button block color="danger" fill="outline" onClick={onRemove} data-testid="line-sheet-remove">
          {t('web.lines.removeRow')}
        </Button>
      </div>
    </div>
  );
}
