import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import CheckList from 'antd-mobile/es/components/check-list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import type { FieldDef } from '@crm/domain';
import { dictItemsQuery } from '../../api/list-queries.ts';
import { optionLabel } from '../field-label.ts';
import { displayColor } from '../colors.ts';
import { PickerRow } from './PickerRow.tsx';
import type { FieldInputProps } from './types.ts';

export interface ChoiceItem {
  value: string;
  label: string;
  color: string | null;
}

/** The choices of a dict field: its own options (translated) or its tenant dictionary. */
export function useChoiceItems(field: FieldDef, enabled = true): ChoiceItem[] {
  const { t } = useTranslation();
  const { data = [] } = useQuery({ ...dictItemsQuery(field.dict ?? ''), enabled: enabled && !field.options && Boolean(field.dict) });
  if (field.options) return field.options.map((o) => ({ value: o.value, label: optionLabel(field, o, t), color: o.color ?? null }));
  return data.map((item) => ({ value: item.value, label: item.text, color: item.color }));
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === null || value === undefined || value === '' ? [] : String(value).split(',');
}

/** dict (one) and dictMulti (several): a searchable check list in a popup. */
export function ChoiceFieldInput({ field, value, values, onChange, placeholder, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const items = useChoiceItems(field);
  const multiple = field.type === 'dictMulti';
  const chosen = listOf(value);
  const [draft, setDraft] = useState<string[]>(chosen);
  const companion = values[`${field.name}_dictText`];
  const companionTexts = typeof companion === 'string' && companion ? companion.split(',') : [];
  const text = chosen.map((v, i) => items.find((it) => it.value === v)?.label ?? companionTexts[i] ?? v).join(', ');
  const shown = keyword ? items.filter((it) => it.label.toLowerCase().includes(keyword.toLowerCase())) : items;

  function commit(next: string[]) {
    const labels = next.map((v) => items.find((it) => it.value === v)?.label ?? v).join(',');
    onChange(multiple ? next : (next[0] ?? null), { [`${field.name}_dictText`]: labels });
  }

  return (
    <>
      <PickerRow
        text={text}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => {
          setDraft(chosen);
          setOpen(true);
        }}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }} destroyOnClose>
        {items.length > 8 && <SearchBar placeholder={t('web.field.search')} value={keyword} onChange={setKeyword} style={{ margin: 8 }} />}
        <CheckList
          multiple={multiple}
          value={draft}
          onChange={(next) => {
            const list = next.map(String);
            if (multiple) {
              setDraft(list);
              return;
            }
            commit(list);
            setOpen(false);
          }}
        >
          {shown.map((item) => (
            <CheckList.Item key={item.value} value={item.value}>
              {item.color ? <span style={{ color: displayColor(item.color) }}>●</span> : null} {item.label}
            </CheckList.Item>
          ))}
        </CheckList>
        {multiple && (
          <div style={{ display: 'flex', gap: 8, padding: 12 }}>
            <Button block onClick={() => setDraft([])}>
              {t('web.field.clear')}
            </Button>
            <Button
              block
              color="primary"
              onClick={() => {
                commit(draft);
                setOpen(false);
              }}
            >
              {t('web.common.confirm')}
            </Button>
          </div>
        )}
      </Popup>
    </>
  );
}
