import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import { AddOutline } from 'antd-mobile-icons';
import { computeLine, lineTotals, MAX_LINES, RECORD_API, type EntityDef, type FieldDef, type LineDraft, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { useDefinition } from '../../definitions.ts';
import { FieldDisplay } from '../FieldDisplay.tsx';
import { fieldLabel } from '../field-label.ts';
import { lineDraftContext, lineRowsOf, newLineRow, type LineRow } from '../line-rows.ts';
import { carriedLineIssues, rowIssues } from '../line-totals.ts';
import { LineCard, lineTitle, useLineCardLayout } from '../display/LinesDisplay.tsx';
import styles from '../display/Lines.module.css';
import { LineRowSheet } from './LineRowSheet.tsx';
import { RecordsPicker } from './RelationFieldInput.tsx';
import type { FieldInputProps } from './types.ts';

/** The record's totals over these lines (its roll-ups of them), as they are now. */
function LineTotals({ entity, field, rows, values }: { entity: EntityDef; field: FieldDef; rows: readonly LineRow[]; values: FieldInputProps['values'] }) {
  const { t } = useTranslation();
  const totals = entity.fields.filter((f) => f.rollup?.from === field.name);
  if (totals.length === 0) return null;
  const record = { ...values, ...lineTotals(entity, { [field.name]: rows }) } as Partial<RecordRow>;
  return (
    <div className={styles.totals}>
      {totals.map((total) => (
        <span key={total.name} data-testid={`line-total-${total.name}`}>
          {fieldLabel(total, t)}
          <span className={styles.totalValue}>
            <FieldDisplay field={total} record={record} />
          </span>
        </span>
      ))}
    </div>
  );
}

/**
 * A new record's rows as those of the record it is made from (`lines.startFrom`: an order change
 * starts from its order's lines): when that record is chosen and no row was added yet, its rows
 * are read (queryById) and their values copied by field name, shown texts included. A later
 * choice of another record leaves the rows as the user has them.
 */
function useStartingRows({
  field,
  values,
  mode,
  entity,
  rows,
  onStart,
}: {
  field: FieldDef;
  values: FieldInputProps['values'];
  mode: FieldInputProps['mode'];
  entity: EntityDef | undefined;
  rows: { current: readonly LineRow[] };
  onStart(rows: LineRow[]): void;
}): void {
  const from = field.lines?.startFrom;
  const line = field.lines?.object;
  const source = useDefinition(from ? entity?.fields.find((f) => f.name === from.via)?.relation : undefined).def;
  const chosen = mode === 'add' && from && typeof values[from.via] === 'string' && values[from.via] !== '' ? (values[from.via] as string) : null;
  const asked = useRef<string | null>(null);
  const start = useRef(onStart);
  start.current = onStart;
  useEffect(() => {
    if (!chosen || !source || !line || !from || asked.current === chosen) return;
    asked.current = chosen;
    if (rows.current.length > 0) return;
    const copied = line.fields.filter((f) => f.name !== line.parent?.via && f.type !== 'formula').map((f) => f.name);
    http
      .get<RecordRow>(RECORD_API.queryById(source.module, source.apiName), { id: chosen }, { silent: true })
      .then(resultOf)
      .then((record) => {
        if (rows.current.length > 0) return;
        const given = Array.isArray(record?.[from.lines]) ? (record[from.lines] as unknown as RecordRow[]) : [];
        start.current(
          given.map((row) =>
            Object.fromEntries(
              copied.flatMap((name) => [[name, row[name] ?? null], ...(`${name}_dictText` in row ? [[`${name}_dictText`, row[`${name}_dictText`]]] : [])]),
            ),
          ),
        );
      })
      .catch(() => undefined);
  }, [chosen, source, line, from, rows]);
}

/**
 * A lines field on the form (quote and order details): a card a row with its amount, rows added
 * through a picker of the line's `pick` relation and pre-filled by the server (GET lineDraft), each
 * opened in a sheet of the line's inputs, removed after a confirmation, and the record's totals
 * under them, all recomputed as the user types. The rows are the field's value in the form's own
 * state, as the save sends them; a failed save keeps them.
 */
export function LinesFieldInput({ field, value, values, onChange, disabled, entity, issues, onIssues, mode }: FieldInputProps) {
  const { t } = useTranslation();
  const line = field.lines?.object;
  const rows = lineRowsOf(value);
  // The rows a confirmation or the server's answer applies to: those on screen when it arrives.
  const current = useRef(rows);
  current.current = rows;
  const layout = useLineCardLayout(field, false);
  const pick = line?.fields.find((f) => f.name === field.lines?.pick && f.type === 'relation');
  const target = useDefinition(pick?.relation).def;
  const [editing, setEditing] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const computed = useMemo(() => (line ? rows.map((row) => computeLine(line, row)) : []), [line, rows]);
  useStartingRows({ field, values, mode, entity, rows: current, onStart: (start) => onChange(start) });
  if (!line || !layout) return null;

  const max = Math.min(field.lines?.maxItems ?? MAX_LINES, MAX_LINES);
  const room = max - rows.length;
  const label = fieldLabel(field, t);
  const addLabel = t('web.lines.add', { name: pick ? fieldLabel(pick, t) : label });
  const change = (next: readonly LineRow[]) => {
    const before = current.current;
    onChange(next);
    onIssues?.((messages) => carriedLineIssues(field.name, before, next, messages));
  };
  const setRow = (index: number, patch: LineRow) => change(current.current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = async (index: number) => {
    const row = current.current[index];
    if (!row || !(await feedback.confirm({ content: t('web.lines.removeConfirm', { name: lineTitle(layout, row, index, t) }) }))) return;
    setEditing(null);
    change(current.current.filter((kept) => kept !== row));
  };
  const addPicked = async (ids: string[]) => {
    if (!entity) return;
    const context = JSON.stringify(lineDraftContext(entity, values));
    const drafts = await http
      .get<LineDraft[]>(RECORD_API.lineDraft(entity.module, entity.apiName), { field: field.name, ids: ids.join(','), context })
      .then(resultOf);
    change([...current.current, ...(drafts ?? [])]);
    setPicking(false);
  };
  const add = () => {
    if (pick) {
      setPicking(true);
      return;
    }
    change([...rows, newLineRow(line)]);
    setEditing(rows.length);
  };
  const editingRow = editing === null ? undefined : rows[editing];

  return (
    <div data-testid={`lines-input-${field.name}`}>
      {rows.length > 0 && (
        <div className={styles.rows}>
          {computed.map((row, index) => (
            <LineCard
              key={typeof row.id === 'string' && row.id ? row.id : `new-${index}`}
              layout={layout}
              row={row}
              index={index}
              currency={values.currency}
              messages={Object.values(rowIssues(issues, field.name, index))}
              onOpen={disabled ? undefined : () => setEditing(index)}
              onRemove={disabled ? undefined : () => void remove(index)}
            />
          ))}
        </div>
      )}
      {!disabled && (
        <div className={styles.actions}>
          <Button block fill="outline" color="primary" disabled={room <= 0 || (Boolean(pick) && (!target || !entity))} onClick={add} data-testid="line-add">
            <AddOutline /> {addLabel}
          </Button>
        </div>
      )}
      {entity && <LineTotals entity={entity} field={field} rows={computed} values={values} />}
      <Popup visible={editingRow !== undefined} onMaskClick={() => setEditing(null)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }} destroyOnClose>
        {editingRow && editing !== null && (
          <LineRowSheet
            line={line}
            layout={layout}
            row={editingRow}
            index={editing}
            messages={rowIssues(issues, field.name, editing)}
            onChange={(patch) => setRow(editing, patch)}
            onRemove={() => void remove(editing)}
            onClose={() => setEditing(null)}
          />
        )}
      </Popup>
      {pick && target && (
        <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '75vh', overflowY: 'auto' }} destroyOnClose>
          <RecordsPicker
            def={target}
            title={t('web.field.selectPlaceholder', { label: fieldLabel(pick, t) })}
            room={room}
            roomMessage={t('web.field.linesMax', { label, max })}
            confirmLabel={(count) => t('web.lines.addPicked', { count })}
            onConfirm={(chosen) => addPicked(chosen.map((record) => record.id))}
            testId="line"
          />
        </Popup>
      )}
    </div>
  );
}
