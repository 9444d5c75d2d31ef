import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { tagColor, type Tag } from '@crm/domain';
import { tagsQuery } from '../field-queries.ts';
import type { FieldInputProps } from './types.ts';

/** Tags are kept by name; values stored by id before still show as chosen and become names. */
export function chosenTagNames(value: unknown, tags: readonly Tag[]): string[] {
  const values = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : [];
  return values.map((v) => tags.find((tag) => tag.id === v)?.name ?? v);
}

/**
 * tags (a `tags` field, and the `tags` column of objects with tags): the table's tags
 * (GET /crm/crmTag/allList?tableName=) in their colours, several at once, kept by name.
 */
export function TagsFieldInput({ value, onChange, tableName, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const { data: tags = [] } = useQuery(tagsQuery(tableName));
  const chosen = chosenTagNames(value, tags);
  // A chosen tag the table no longer has stays visible, so saving does not drop it unseen.
  const options = [
    ...tags.map((tag) => ({ value: tag.name, label: <span style={{ color: tagColor(tag.bgcolor) }}>{tag.name}</span> })),
    ...chosen.filter((name) => !tags.some((tag) => tag.name === name)).map((name) => ({ value: name, label: <span>{name}</span> })),
  ];
  if (options.length === 0) return <span style={{ color: 'var(--adm-color-weak)' }}>{t('web.field.noTags')}</span>;
  // Chips tall enough (44 px) for a finger.
  return <Selector multiple disabled={disabled} value={chosen} onChange={(next) => onChange(next)} options={options} style={{ '--padding': '12px 16px' }} />;
}
