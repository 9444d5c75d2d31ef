import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import { MAX_RELATED_RECORDS, type EntityDef, type RecordRow, type SceneCondition } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { relationSearchQuery } from '../../api/record-queries.ts';
import { useDefinition } from '../../definitions.ts';
import styles from '../display/Lines.module.css';
import { relatedRecords, relatedValue, type RelatedRecord } from '../related-records.ts';
import { PickerRow } from './PickerRow.tsx';
import type { FieldInputProps } from './types.ts';
import { recordTitle } from '../../record-title.ts';

function titleOf(def: EntityDef, row: RecordRow): string {
  return recordTitle(def, row) || row.id;
}

/**
 * A search over `def`'s records (within `filters`); tapping one picks it. With `selected`, a choice
 * of several: the rows chosen so far show a tick, and a tap toggles one.
 */
export function RelationSearch({
  def,
  filters,
  onPick,
  selected,
}: {
  def: EntityDef;
  filters?: readonly SceneCondition[];
  onPick: (row: RecordRow) => void;
  selected?: readonly string[];
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const scope: Record<string, string> = filters && filters.length > 0 ? { filters: JSON.stringify(filters) } : {};
  const { data, isFetching } = useQuery(relationSearchQuery(def, keyword.trim(), scope));
  const rows = data?.records ?? [];
  const subtitle = def.subtitleFields[0];
  return (
    <>
      <SearchBar placeholder={t('web.field.search')} value={keyword} onChange={setKeyword} style={{ margin: 8 }} data-testid="relation-picker-search" />
      <List>
        {rows.map((row) => {
          const sub = subtitle ? (row[`${subtitle}_dictText`] ?? row[subtitle]) : null;
          const chosen = selected?.includes(row.id);
          return (
            <List.Item
              key={row.id}
              data-testid={`relation-option-${row.id}`}
              aria-selected={selected ? chosen : undefined}
              description={typeof sub === 'string' ? sub : undefined}
              extra={chosen ? <CheckOutline color="var(--adm-color-primary)" fontSize={20} /> : undefined}
              arrowIcon={selected ? false : undefined}
              onClick={() => onPick(row)}
            >
              {titleOf(def, row)}
            </List.Item>
          );
        })}
      </List>
      {!isFetching && rows.length === 0 && <p style={{ textAlign: 'center', color: 'var(--adm-color-weak)' }}>{t('web.field.noMatch')}</p>}
    </>
  );
}

/**
 * A choice of several of `def`'s records (within `filters`) in a sheet whose head holds the title
 * and the confirming button: a tap ticks or unticks one, at most `room` of them (`roomMessage`
 * says so beyond). It starts from `initial` (a relation's records; none for new lines) and may
 * be confirmed empty only when it did not start so (the relation cleared). Confirming hands over
 * the choice in the order it was made; when that fails the sheet stays, with its choice.
 * Test ids: `<testId>-picker` and `<testId>-pick-confirm`.
 */
export function RecordsPicker({
  def,
  filters,
  title,
  initial = [],
  room,
  roomMessage,
  confirmLabel,
  onConfirm,
  testId,
}: {
  def: EntityDef;
  filters?: readonly SceneCondition[];
  title: string;
  initial?: readonly RelatedRecord[];
  room: number;
  roomMessage: string;
  confirmLabel: (count: number) => string;
  onConfirm(chosen: RelatedRecord[]): Promise<void> | void;
  testId: string;
}) {
  const [selected, setSelected] = useState<readonly RelatedRecord[]>(initial);
  const [busy, setBusy] = useState(false);
  const toggle = (row: RecordRow) => {
    if (selected.some((record) => record.id === row.id)) setSelected(selected.filter((record) => record.id !== row.id));
    else if (selected.length >= room) feedback.toast(roomMessage);
    else setSelected([...selected, { id: row.id, title: titleOf(def, row) }]);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm([...selected]);
    } catch {
      // The HTTP client told the user; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid={`${testId}-picker`}>
      <div className={styles.sheetHead}>
        <span className={styles.sheetTitle}>{title}</span>
        <Button
          color="primary"
          size="small"
          disabled={selected.length === 0 && initial.length === 0}
          loading={busy}
          onClick={() => void confirm()}
          data-testid={`${testId}-pick-confirm`}
        >
          {confirmLabel(selected.length)}
        </Button>
      </div>
      <RelationSearch def={def} filters={filters} selected={selected.map((record) => record.id)} onPick={toggle} />
    </div>
  );
}

/** The chosen records of a relation to several: one chip each, removed by its cross (a 44 px target). */
export function RelatedChips({ records, disabled, onRemove }: { records: readonly RelatedRecord[]; disabled?: boolean; onRemove(id: string): void }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingTop: 6 }}>
      {records.map((record) => (
        <span
          key={record.id}
          data-testid={`relation-chip-${record.id}`}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            maxWidth: '100%',
            boxSizing: 'border-box',
            paddingLeft: 12,
            paddingRight: disabled ? 12 : 0,
            borderRadius: 22,
            background: 'var(--adm-color-fill-content)',
          }}
        >
          <span style={{ overflowWrap: 'anywhere' }}>{record.title}</span>
          {!disabled && (
            <button
              type="button"
              aria-label={t('web.field.removeChosen', { name: record.title })}
              onClick={() => onRemove(record.id)}
              style={{ width: 44, height: 44, flex: 'none', border: 0, background: 'none', color: 'var(--adm-color-weak)', cursor: 'pointer' }}
            >
              <CloseOutline />
            </button>
          )}
        </span>
      ))}
    </div>
  );
}

/** A relation to several records (FieldDef.multiple): its records as chips, and a picker choosing several at once (within `filters`). */
function SeveralRelationInput({ field, value, values, onChange, placeholder, disabled, filters }: FieldInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening makes the picker anew (its key), starting from the records chosen then.
  const [openings, setOpenings] = useState(0);
  const target = useDefinition(field.relation).def;
  const records = relatedRecords(field, value, values);
  const change = (next: readonly RelatedRecord[]) => {
    const { value: ids, companions } = relatedValue(field, next);
    onChange(ids, companions);
  };
  return (
    <div>
      {records.length > 0 && <RelatedChips records={records} disabled={disabled} onRemove={(id) => change(records.filter((record) => record.id !== id))} />}
      <PickerRow
        text=""
        placeholder={placeholder}
        onOpen={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
        disabled={disabled || !target}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '75vh', overflowY: 'auto' }} destroyOnClose>
        {target && (
          <RecordsPicker
            key={openings}
            def={target}
            filters={filters}
            title={placeholder}
            initial={records}
            room={MAX_RELATED_RECORDS}
            roomMessage={t('web.field.maxItems', { max: MAX_RELATED_RECORDS })}
            confirmLabel={() => t('web.common.confirm')}
            onConfirm={(chosen) => {
              change(chosen);
              setOpen(false);
            }}
            testId="relation"
          />
        )}
      </Popup>
    </div>
  );
}

/** relation fields: a popup searching the target object's list (within `filters`), showing its title field; several at once for a `multiple` one. */
export function RelationFieldInput(props: FieldInputProps) {
  if (props.field.multiple) return <SeveralRelationInput {...props} />;
  return <OneRelationInput {...props} />;
}

function OneRelationInput({ field, value, values, onChange, placeholder, disabled, filters }: FieldInputProps) {
  const [open, setOpen] = useState(false);
  const target = useDefinition(field.relation).def;
  const companion = values[`${field.name}_dictText`];
  const text = value ? (typeof companion === 'string' && companion ? companion : String(value)) : '';
  return (
    <>
      <PickerRow text={text} placeholder={placeholder} onOpen={() => setOpen(true)} disabled={disabled || !target} />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '75vh', overflowY: 'auto' }} destroyOnClose>
        {target && (
          <RelationSearch
            def={target}
            filters={filters}
            onPick={(row) => {
              onChange(row.id, { [`${field.name}_dictText`]: titleOf(target, row) });
              setOpen(false);
            }}
          />
        )}
      </Popup>
    </>
  );
}
