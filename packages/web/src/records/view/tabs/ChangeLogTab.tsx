import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Empty from 'antd-mobile/es/components/empty/index.js';
import Steps from 'antd-mobile/es/components/steps/index.js';
import { actionLabel, actionsOf, formatDateTime, isBlank, type ChangeLogEntry, type EntityDef, type FieldDef, type RecordRow } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { tKey } from '../../../lib/i18n.ts';
import { changeLogQuery } from '../../api/record-queries.ts';
import { FieldDisplay } from '../../fields/FieldDisplay.tsx';
import { fieldLabel } from '../../fields/field-label.ts';
import { isAddressField, isFilesField, isImagesField, isLinesField, isRichTextField } from '../../fields/field-kinds.ts';

const KNOWN_ACTIONS = new Set(['add', 'edit', 'delete', 'transfer', 'lock', 'unlock', 'convert', 'team']);

type Change = ChangeLogEntry['changes'][number];

/** Fields every record has beside its definition's: shown like a field of their type. */
const SYSTEM_FIELDS: Record<string, FieldDef> = {
  ownerId: { name: 'ownerId', type: 'user', label: '' },
  departId: { name: 'departId', type: 'department', label: '' },
};

/** Fields a log line names rather than shows (pictures, files, formatted text, a map, a record's lines as the server summed them up). */
const shownAsText = (field: FieldDef) => isImagesField(field) || isFilesField(field) || isRichTextField(field) || isAddressField(field) || isLinesField(field);

const plain = (text: string) => text.replace(/<[^>]*>/g, '').trim();

/**
 * One side of a change as the details screen would show the value: an option by its label in the
 * reader's language, yes or no, a date in the reader's time zone, an amount in the language's
 * units, a person or record by name; empty the same way for every type. Entries written before
 * the log kept values carry only the writer's text, which stands in for the value.
 */
function ChangeValue({ field, value, text, name }: { field: FieldDef | undefined; value: unknown; text: string | null; name: string }) {
  const { t } = useTranslation();
  if (isBlank(value) && isBlank(text)) return <span>{t('web.record.changeLog.emptyValue')}</span>;
  if (name === 'lockStatus') {
    const locked = value === '1' || value === 1 || value === true;
    return <span>{locked ? t('web.record.locked') : t('web.record.changeLog.unlocked')}</span>;
  }
  if (!field || shownAsText(field)) return <span>{plain(text ?? String(value))}</span>;
  const record = { [field.name]: isBlank(value) ? text : value, [`${field.name}_dictText`]: text ?? undefined } as Partial<RecordRow>;
  return <FieldDisplay field={field} record={record} />;
}

function sides(change: Change): { from: unknown; to: unknown } {
  // Older entries have no values: their display text is all there is.
  if (!('fromValue' in change) && !('toValue' in change)) return { from: change.from, to: change.to };
  return { from: change.fromValue, to: change.toValue };
}

/** Who changed which field from what to what, and when. */
export function ChangeLogTab({ def, dataId }: { def: EntityDef; dataId: string }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data: entries = [] } = useQuery(changeLogQuery(def.table, dataId));
  if (entries.length === 0) return <Empty description={t('web.record.empty')} />;
  const fieldOf = (name: string) => def.fields.find((f) => f.name === name) ?? SYSTEM_FIELDS[name];
  const labelOf = (name: string, label: string) => {
    const own = def.fields.find((f) => f.name === name);
    return own ? fieldLabel(own, t) : label || name;
  };
  // The engine's own entries have their words; a named action of the object is told by its label.
  const actionText = (name: string) => {
    if (KNOWN_ACTIONS.has(name)) return tKey(t, `web.record.changeLog.actions.${name}`);
    const action = Object.hasOwn(actionsOf(def), name) ? actionsOf(def)[name] : undefined;
    return action ? t('web.record.changeLog.ranAction', { action: tKey(t, actionLabel(def, name, action)) }) : t('web.record.changeLog.actions.other');
  };
  return (
    <div style={{ padding: 12 }} data-testid="record-change-log">
      <Steps direction="vertical">
        {entries.map((entry) => (
          <Steps.Step
            key={entry.id}
            status="finish"
            title={
              <span>
                {entry.userName} {actionText(entry.action)}
              </span>
            }
            description={
              <div>
                <div style={{ fontSize: 12 }}>{formatDateTime(entry.time, timeZone)}</div>
                {entry.changes.map((c) => {
                  const field = fieldOf(c.field);
                  const { from, to } = sides(c);
                  return (
                    <div key={c.field} data-testid="change-log-change" style={{ overflowWrap: 'anywhere' }}>
                      {t('web.record.changeLog.changeLabel', { label: labelOf(c.field, c.label) })}
                      <ChangeValue field={field} value={from} text={c.from} name={c.field} />
                      {' → '}
                      <ChangeValue field={field} value={to} text={c.to} name={c.field} />
                    </div>
                  );
                })}
              </div>
            }
          />
        ))}
      </Steps>
    </div>
  );
}
