import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { tagColor } from '@crm/domain';
import { tagsQuery } from '../field-queries.ts';
import type { FieldInputProps } from './types.ts';

/** tags: the table's tags (GET /crm/crmTag/allList?tableName=) in their colours, several at once. */
export function TagsFieldInput({ value, onChange, tableName, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const { data: tags = [] } = useQuery(tagsQuery(tableName));
  const chosen = Array.isArray(value) ? value.map(String) : [];
  if (tags.length === 0) return <span style={{ color: 'var(--adm-color-weak)' }}>{t('web.field.noTags')}</span>;
  return (
    <Selector
      multiple
      disabled={disabled}
      value={chosen}
      onChange={(next) => onChange(next)}
      options={tags.map((tag) => ({ value: tag.id, label: <span style={{ color: tagColor(tag.bgcolor) }}>{tag.name}</span> }))}
    />
  );
}
