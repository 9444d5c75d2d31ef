import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import type { EntityDef, FieldDef } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { dictItemsQuery, userSearchQuery } from '../api/list-queries.ts';
import { DATE_PRESETS, filterFieldsOf, isIncomplete, type DatePreset, type FilterState, type FilterValue } from './filters.ts';
import styles from './RecordList.module.css';

function useFieldLabel() {
  const { t } = useTranslation();
  return (field: FieldDef) => (field.custom ? field.label : tKey(t, field.label));
}

function OptionsFilter({ field, value, onChange }: { field: FieldDef; value: FilterValue | undefined; onChange: (v: FilterValue | undefined) => void }) {
  const { t } = useTranslation();
  const dict = useQuery({ ...dictItemsQuery(field.dict ?? ''), enabled: !field.options && Boolean(field.dict) });
  const options = field.options
    ? field.options.map((o) => ({ label: field.custom ? o.label : tKey(t, o.label), value: o.value }))
    : (dict.data ?? []).map((item) => ({ label: item.text, value: item.value }));
  const chosen = value?.kind === 'options' ? value.values : [];
  return <Selector multiple options={options} value={chosen} onChange={(values) => onChange(values.length > 0 ? { kind: 'options', values } : undefined)} />;
}

function presetLabel(t: (key: string, vars?: Record<string, unknown>) => string, preset: DatePreset, field: FieldDef): string {
  const days = /\d+/.exec(preset)?.[0];
  if (preset.startsWith('within')) return t('web.list.withinDays', { days });
  // The follow-up date reads "not followed for over N days" (spec section 9).
  if (preset.startsWith('older')) return t(field.name === 'lastFollowTime' ? 'web.list.notFollowedDays' : 'web.list.olderThanDays', { days });
  return t(`web.list.${preset}`);
}

function DateFilter({ field, value, onChange }: { field: FieldDef; value: FilterValue | undefined; onChange: (v: FilterValue | undefined) => void }) {
  const { t } = useTranslation();
  const tt = (key: string, vars?: Record<string, unknown>) => tKey(t, key, vars);
  const current = value?.kind === 'date' ? value : undefined;
  return (
    <>
      <Selector
        options={DATE_PRESETS.map((preset) => ({ label: presetLabel(tt, preset, field), value: preset }))}
        value={current ? [current.preset] : []}
        onChange={(values) => onChange(values[0] ? { kind: 'date', preset: values[0] } : undefined)}
      />
      {current?.preset === 'custom' && (
        <div className={styles.rangeRow}>
          <input
            type="date"
            aria-label={t('web.list.from')}
            value={current.from ?? ''}
            onChange={(e) => onChange({ ...current, from: e.target.value || undefined })}
          />
          <span>-</span>
          <input
            type="date"
            aria-label={t('web.list.to')}
            value={current.to ?? ''}
            onChange={(e) => onChange({ ...current, to: e.target.value || undefined })}
          />
        </div>
      )}
    </>
  );
}

function RangeFilter({ value, onChange, label }: { value: FilterValue | undefined; onChange: (v: FilterValue | undefined) => void; label: string }) {
  const { t } = useTranslation();
  const current = value?.kind === 'range' ? value : { kind: 'range' as const };
  const set = (patch: { min?: string; max?: string }) => {
    const next = { ...current, ...patch };
    onChange(next.min || next.max ? next : undefined);
  };
  return (
    <div className={styles.rangeRow}>
      <input
        type="number"
        inputMode="decimal"
        aria-label={`${label} ${t('web.list.min')}`}
        placeholder={t('web.list.min')}
        value={current.min ?? ''}
        onChange={(e) => set({ min: e.target.value || undefined })}
      />
      <span>-</span>
      <input
        type="number"
        inputMode="decimal"
        aria-label={`${label} ${t('web.list.max')}`}
        placeholder={t('web.list.max')}
        value={current.max ?? ''}
        onChange={(e) => set({ max: e.target.value || undefined })}
      />
    </div>
  );
}

function UsersFilter({ value, onChange }: { value: FilterValue | undefined; onChange: (v: FilterValue | undefined) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const users = useQuery(userSearchQuery(keyword));
  const current = value?.kind === 'users' ? value : { kind: 'users' as const, ids: [], names: [] };
  const known = new Map(current.ids.map((id, i) => [id, current.names[i] ?? id]));
  for (const user of users.data?.records ?? []) known.set(user.id, user.realname || user.username);
  const options = [...known].map(([id, name]) => ({ label: name, value: id }));
  return (
    <>
      <SearchBar placeholder={t('web.list.searchUser')} onSearch={setKeyword} onClear={() => setKeyword('')} />
      <div style={{ marginTop: 8 }}>
        <Selector
          multiple
          options={options}
          value={current.ids}
          onChange={(ids) => onChange(ids.length > 0 ? { kind: 'users', ids, names: ids.map((id) => known.get(id) ?? id) } : undefined)}
        />
      </div>
    </>
  );
}

export interface FilterSheetProps {
  def: EntityDef;
  visible: boolean;
  value: FilterState;
  onClose: () => void;
  onConfirm: (state: FilterState) => void;
}

/** The filter sheet, built from the object's filter fields (plus the owner where it has one). */
export function FilterSheet({ def, visible, value, onClose, onConfirm }: FilterSheetProps) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const [draft, setDraft] = useState<FilterState>(value);
  const [message, setMessage] = useState('');
  const [wasVisible, setWasVisible] = useState(visible);
  const fields = filterFieldsOf(def);
  // Each opening starts from the filters in force, not from an abandoned draft.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setDraft(value);
      setMessage('');
    }
  }

  const set = (name: string, v: FilterValue | undefined) => {
    setMessage('');
    setDraft((d) => {
      const next = { ...d };
      if (v) next[name] = v;
      else delete next[name];
      return next;
    });
  };

  const confirm = () => {
    if (Object.values(draft).some((v) => v.kind === 'date' && isIncomplete(v))) {
      setMessage(t('web.scene.queryIncomplete'));
      return;
    }
    onConfirm(Object.fromEntries(Object.entries(draft).filter(([, v]) => !isIncomplete(v))));
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <div className={styles.sheet} data-testid="record-filter-sheet">
        <div className={styles.sheetBody}>
          {fields.map(({ field, kind }) => (
            <section key={field.name} className={styles.sheetSection} data-testid="filter-field" data-field={field.name}>
              <div className={styles.sheetLabel}>{label(field)}</div>
              {kind === 'options' && <OptionsFilter field={field} value={draft[field.name]} onChange={(v) => set(field.name, v)} />}
              {kind === 'date' && <DateFilter field={field} value={draft[field.name]} onChange={(v) => set(field.name, v)} />}
              {kind === 'range' && <RangeFilter label={label(field)} value={draft[field.name]} onChange={(v) => set(field.name, v)} />}
              {kind === 'users' && visible && <UsersFilter value={draft[field.name]} onChange={(v) => set(field.name, v)} />}
            </section>
          ))}
        </div>
        {message && (
          <div className={styles.message} role="alert">
            {message}
          </div>
        )}
        <div className={styles.sheetFoot}>
          <Button data-testid="record-filter-reset" onClick={() => setDraft({})}>
            {t('web.list.reset')}
          </Button>
          <Button color="primary" data-testid="record-filter-confirm" onClick={confirm}>
            {t('web.list.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
