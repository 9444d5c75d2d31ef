import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import TagBadge from 'antd-mobile/es/components/tag/index.js';
import { fieldOf, statusFieldOf, tagColor, type EntityDef, type FieldDef, type FieldOption, type RecordRow, type Tag } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { SwipeAction } from '../../lib/touch/SwipeAction.tsx';
import { EMPTY_VALUE, FieldDisplay } from '../fields/FieldDisplay.tsx';
import { isContactField } from '../fields/field-kinds.ts';
import { DialSubject } from '../fields/dial-subject.ts';
import styles from './RecordList.module.css';
import { recordTitle } from '../record-title.ts';

const NAMED_COLORS = new Set(['blue', 'green', 'orange', 'red']);
/** An option's colour: the tag palette of spec section 3 for named colours, else the value itself. */
export function optionColor(option: Pick<FieldOption, 'color'> | undefined): string {
  const color = option?.color;
  if (!color || NAMED_COLORS.has(color)) return tagColor(color);
  return color;
}

/** A record's tags as the tenant defines them; an unknown id still shows, in the default colour. */
export function recordTags(record: RecordRow, tagList: readonly Tag[]): Array<{ id: string; name: string; color: string }> {
  const ids = Array.isArray(record.tags) ? record.tags : [];
  return ids.map((id) => {
    const tag = tagList.find((t) => t.id === id || t.name === id);
    return { id, name: tag?.name ?? id, color: tagColor(tag?.bgcolor) };
  });
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return 'text' in value ? String((value as { text: unknown }).text ?? '') : '';
  return String(value);
}

/** Fields whose value is a link on the card (call, write, open the related record). */
const linksOut = (field: FieldDef) => isContactField(field) || field.type === 'relation';

export interface SwipeButton {
  key: 'edit' | 'delete' | 'transfer' | 'receive';
  color: 'primary' | 'danger' | 'warning';
  onClick: (record: RecordRow) => void;
}

export interface RecordCardProps {
  def: EntityDef;
  record: RecordRow;
  tagList: readonly Tag[];
  actions: SwipeButton[];
  onOpen: (record: RecordRow) => void;
}

/** One record on a list: title, subtitle fields, status, tags and owner; swipe for its actions. */
export const RecordCard = memo(function RecordCard({ def, record, tagList, actions, onOpen }: RecordCardProps) {
  const { t } = useTranslation();
  const title = recordTitle(def, record);
  const statusField = statusFieldOf(def);
  const statusValue = statusField ? text(record[statusField.name]) : '';
  const statusOption = statusField?.options?.find((o) => o.value === statusValue);
  const statusLabel = statusOption ? tKey(t, statusOption.label) : statusField ? text(record[`${statusField.name}_dictText`]) : '';
  // A record's lines belong to its detail screen, never to a card.
  const subtitles = def.subtitleFields.map((name) => fieldOf(def, name)).filter((f): f is FieldDef => Boolean(f) && f !== statusField && f?.type !== 'lines');
  const tags = recordTags(record, tagList);
  const owner = text(record.ownerId_dictText);
  const label = (field: FieldDef) => (field.custom ? field.label : tKey(t, field.label));
  // A number on the card calls this record (an extension table's records are not offered as calls).
  const dial = def.custom ? null : { objectName: def.apiName, recordId: record.id, title };

  const card = (
    <div
      className={styles.card}
      data-testid="record-card"
      data-id={record.id}
      role="button"
      tabIndex={0}
      onClick={() => onOpen(record)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(record);
      }}
    >
      <div className={styles.cardHead}>
        <span className={styles.cardTitle} data-testid="record-title">
          {title || EMPTY_VALUE}
        </span>
        {statusLabel && (
          <span className={styles.status} data-testid="record-status" style={{ color: optionColor(statusOption), borderColor: optionColor(statusOption) }}>
            {statusLabel}
          </span>
        )}
      </div>
      <DialSubject.Provider value={dial}>
        {subtitles.map((field) => (
          <div
            key={field.name}
            className={`${styles.subtitle} ${linksOut(field) ? styles.subtitleLink : ''}`}
            data-testid="record-subtitle"
            data-field={field.name}
          >
            <span className={styles.subtitleLabel}>{label(field)}</span>
            <FieldDisplay field={field} record={record} />
          </div>
        ))}
      </DialSubject.Provider>
      {(tags.length > 0 || owner) && (
        <div className={styles.cardFoot}>
          <span className={styles.tags}>
            {tags.map((tag) => (
              <TagBadge key={tag.id} color={tag.color} data-testid="record-tag" data-color={tag.color}>
                {tag.name}
              </TagBadge>
            ))}
          </span>
          {owner && (
            <span className={styles.owner} data-testid="record-owner">
              {owner}
            </span>
          )}
        </div>
      )}
    </div>
  );

  if (actions.length === 0) return card;
  return (
    <SwipeAction
      actions={actions.map((action) => ({
        key: action.key,
        color: action.color,
        text: <span data-testid={`record-${action.key}`}>{t(`web.list.${action.key}`)}</span>,
        onClick: () => action.onClick(record),
      }))}
    >
      {card}
    </SwipeAction>
  );
});
