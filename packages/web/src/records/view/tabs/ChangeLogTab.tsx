import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Empty from 'antd-mobile/es/components/empty/index.js';
import Steps from 'antd-mobile/es/components/steps/index.js';
import { actionLabel, actionsOf, formatDateTime, type EntityDef } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { tKey } from '../../../lib/i18n.ts';
import { changeLogQuery } from '../../api/record-queries.ts';
import { fieldLabel } from '../../fields/field-label.ts';

const KNOWN_ACTIONS = new Set(['add', 'edit', 'delete', 'transfer', 'lock', 'unlock', 'convert', 'team']);

/** Who changed which field from what to what, and when. */
export function ChangeLogTab({ def, dataId }: { def: EntityDef; dataId: string }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data: entries = [] } = useQuery(changeLogQuery(def.table, dataId));
  if (entries.length === 0) return <Empty description={t('web.record.empty')} />;
  const labelOf = (field: string, label: string) => {
    const def_ = def.fields.find((f) => f.name === field);
    return def_ ? fieldLabel(def_, t) : label || field;
  };
  const empty = t('web.record.changeLog.emptyValue');
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
                {entry.changes.map((c) => (
                  <div key={c.field} data-testid="change-log-change">
                    {t('web.record.changeLog.change', { label: labelOf(c.field, c.label), from: c.from ?? empty, to: c.to ?? empty })}
                  </div>
                ))}
              </div>
            }
          />
        ))}
      </Steps>
    </div>
  );
}
