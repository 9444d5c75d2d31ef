import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CheckOutline } from 'antd-mobile-icons';
import type { EntityDef, RecordRow, SceneCondition } from '@crm/domain';
import { relationSearchQuery } from '../../api/record-queries.ts';
import { useDefinition } from '../../definitions.ts';
import { PickerRow } from './PickerRow.tsx';
import type { FieldInputProps } from './types.ts';

function titleOf(def: EntityDef, row: RecordRow): string {
  const title = row[def.titleField];
  return title === null || title === undefined ? row.id : String(title);
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

/** relation fields: a popup searching the target object's list (within `filters`), showing its title field. */
export function RelationFieldInput({ field, value, values, onChange, placeholder, disabled, filters }: FieldInputProps) {
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
