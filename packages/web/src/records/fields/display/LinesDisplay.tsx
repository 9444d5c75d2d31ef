import type { KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DeleteOutline } from 'antd-mobile-icons';
import type { FieldDef, RecordRow } from '@crm/domain';
import { useDefinition } from '../../definitions.ts';
import { fieldLabel } from '../field-label.ts';
import { FieldDisplay } from '../FieldDisplay.tsx';
import { copiesOfTitle, lineCardLayout, lineRowsOf, type LineCardLayout, type LineRow } from '../line-rows.ts';
import styles from './Lines.module.css';

/** A row's title as text: the picked record's name, else its place ("Row 2"). */
export function lineTitle(layout: LineCardLayout, row: LineRow, index: number, t: TFunction): string {
  const name = layout.title ? (row[`${layout.title.name}_dictText`] ?? row[layout.title.name]) : null;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : t('web.lines.rowTitle', { row: index + 1 });
}

/** The card layout of a lines field's rows, without the fields that repeat the title. */
export function useLineCardLayout(field: FieldDef, full: boolean): LineCardLayout | null {
  const line = field.lines?.object;
  const pick = line?.fields.find((f) => f.name === field.lines?.pick);
  const target = useDefinition(pick?.relation).def;
  return line ? lineCardLayout(line, full, copiesOfTitle(pick, target)) : null;
}

/**
 * One row of a lines field: its title with the amount beside it, then its other values as
 * "label value" pairs. On the form it opens the row (`onOpen`), may be removed, and shows its messages.
 */
export function LineCard({
  layout,
  row,
  index,
  currency,
  messages = [],
  onOpen,
  onRemove,
}: {
  layout: LineCardLayout;
  /** The row with its formulas computed. */
  row: LineRow;
  index: number;
  /** Its record's currency (a record in a currency). */
  currency?: unknown;
  messages?: readonly string[];
  onOpen?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  // A line's money is in its record's currency.
  const record = { ...row, currency } as Partial<RecordRow>;
  const title = lineTitle(layout, row, index, t);
  return (
    <div
      className={styles.card}
      data-testid="line-row"
      data-index={index}
      aria-invalid={messages.length > 0 ? true : undefined}
      {...(onOpen
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': title,
            onClick: onOpen,
            onKeyDown: (e: KeyboardEvent) => {
              if (e.key === 'Enter') onOpen();
            },
          }
        : {})}
    >
      <div className={styles.head}>
        <span className={styles.title} data-testid="line-title">
          {onOpen || !layout.title ? title : <FieldDisplay field={layout.title} record={record} />}
        </span>
        {layout.amount && (
          <span className={styles.amount} data-testid="line-amount">
            <FieldDisplay field={layout.amount} record={record} />
          </span>
        )}
        {onRemove && (
          <button
            type="button"
            className={styles.remove}
            aria-label={t('web.lines.remove', { name: title })}
            data-testid="line-remove"
            onClick={(e) => {
              e.stopPropagation();
              onRemove();
            }}
          >
            <DeleteOutline />
          </button>
        )}
      </div>
      <LineDetails fields={layout.details} record={record} skipEmpty={!onOpen} />
      {messages.map((message) => (
        <div key={message} role="alert" className={styles.error}>
          {message}
        </div>
      ))}
    </div>
  );
}

function LineDetails({ fields, record, skipEmpty }: { fields: readonly FieldDef[]; record: Partial<RecordRow>; skipEmpty: boolean }) {
  const { t } = useTranslation();
  const shown = skipEmpty ? fields.filter((field) => record[field.name] !== null && record[field.name] !== undefined && record[field.name] !== '') : fields;
  if (shown.length === 0) return null;
  return (
    <div className={styles.details}>
      {shown.map((field) => (
        <span key={field.name} data-field={field.name}>
          <span className={styles.detailLabel}>{fieldLabel(field, t)}</span>
          <FieldDisplay field={field} record={record} />
        </span>
      ))}
    </div>
  );
}

/** A lines field on the detail screen: a card a row as the server answered it, every value of the row shown. */
export function LinesDisplay({ field, value, currency }: { field: FieldDef; value: unknown; currency?: unknown }) {
  const layout = useLineCardLayout(field, true);
  if (!layout) return null;
  return (
    <div className={styles.rows} data-testid={`lines-${field.name}`}>
      {lineRowsOf(value).map((row, index) => (
        <LineCard key={typeof row.id === 'string' && row.id ? row.id : index} layout={layout} row={row} index={index} currency={currency} />
      ))}
    </div>
  );
}
