import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Space from 'antd-mobile/es/components/space/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import type { DictItem, FieldDef, RecordRow } from '@crm/domain';
import { dictItemsQuery } from '../../api/list-queries.ts';
import { optionLabel } from '../field-label.ts';
import { displayColor } from '../colors.ts';

interface Shown {
  value: string;
  label: string;
  color: string | null;
}

function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').filter(Boolean);
}

/** The chosen options of a dict/dictMulti value with their labels and colours. */
export function useChoices(field: FieldDef, value: unknown, record?: Partial<RecordRow>): Shown[] {
  const { t } = useTranslation();
  const values = valuesOf(value);
  const companion = record?.[`${field.name}_dictText`];
  const needItems = !field.options && Boolean(field.dict) && values.length > 0;
  const { data: items = [] } = useQuery({ ...dictItemsQuery(field.dict ?? ''), enabled: needItems });
  if (field.options) {
    return values.map((v) => {
      const option = field.options!.find((o) => o.value === v);
      return { value: v, label: option ? optionLabel(field, option, t) : v, color: option?.color ?? null };
    });
  }
  const texts = typeof companion === 'string' && companion ? companion.split(',') : [];
  return values.map((v, i) => {
    const item: DictItem | undefined = items.find((it) => it.value === v);
    return { value: v, label: item?.text ?? texts[i] ?? v, color: item?.color ?? null };
  });
}

/** dict and dictMulti: the option's translated label (or the dictionary's text), coloured when it has a colour. */
export function ChoiceDisplay({ field, value, record }: { field: FieldDef; value: unknown; record?: Partial<RecordRow> }) {
  const choices = useChoices(field, value, record);
  if (choices.length === 0) return <span />;
  const coloured = choices.some((c) => c.color);
  if (!coloured) return <span>{choices.map((c) => c.label).join(', ')}</span>;
  return (
    <Space wrap style={{ '--gap': '4px' }}>
      {choices.map((c) => (
        <Tag key={c.value} color={c.color ? displayColor(c.color) : 'default'} fill="outline">
          {c.label}
        </Tag>
      ))}
    </Space>
  );
}
