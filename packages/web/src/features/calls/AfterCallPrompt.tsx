import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Dialog from 'antd-mobile/es/components/dialog/index.js';
import { CALL_DIRECTION, CALL_MAX_SECONDS, formatDuration } from '@crm/domain';
import { dialSeconds, dismissDial, useDialStore, type PendingDial } from '../../lib/dial.ts';
import { useLang } from '../../lib/i18n.ts';
import { usePermission } from '../../lib/permission.tsx';
import { manifestOf, useDefinition } from '../../records/definitions.ts';

/** The object a logged call is a record of (spec: callRecordView). */
const CALL_RECORD = 'crmCallRecord';

/**
 * Where logging the call leads: the call record's add form with the record called (its relation
 * field to the dialled record's object), the number, the start and the time away as the duration,
 * all editable there; saving it logs the call.
 */
function callFormPath(addRoute: string, field: string, pending: PendingDial, seconds: number): string {
  const query = new URLSearchParams({
    [field]: pending.recordId,
    [`${field}_dictText`]: pending.title,
    phone: pending.phone,
    direction: CALL_DIRECTION.outgoing,
    startTime: new Date(pending.at).toISOString(),
    durationSeconds: String(Math.min(seconds, CALL_MAX_SECONDS)),
  });
  return `${addRoute}?${query.toString()}`;
}

/**
 * Back from the phone's dialer (lib/dial.ts): offers to log the call just made, with the record
 * called and the time away as its length; "not now" logs nothing. Offered only to whoever may add
 * call records, for a number of an object calls are logged on (customers, contacts, leads).
 */
export function AfterCallPrompt() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const can = usePermission();
  const pending = useDialStore((s) => s.pending);
  const returnedAt = useDialStore((s) => s.returnedAt);
  const entry = manifestOf(CALL_RECORD);
  const { def, error } = useDefinition(entry ? CALL_RECORD : undefined);
  const field = def?.fields.find((f) => f.type === 'relation' && f.relation === pending?.objectName);
  const allowed = Boolean(entry && can(`${entry.permissionPrefix}:add`));
  const settled = !entry || Boolean(def) || Boolean(error);
  const offered = Boolean(pending && returnedAt !== null && allowed && field && entry);

  useEffect(() => {
    // Nothing to offer for this call (no right, another kind of number): forget it.
    if (pending && returnedAt !== null && settled && !offered) dismissDial();
  }, [pending, returnedAt, settled, offered]);

  if (!offered || !pending || returnedAt === null || !field || !entry) return null;
  const seconds = dialSeconds(pending, returnedAt);
  return (
    <Dialog
      visible
      title={t('web.call.promptTitle')}
      content={
        <p style={{ margin: 0, textAlign: 'center', lineHeight: 1.6 }} data-testid="after-call-text">
          {t('web.call.promptBody', { name: pending.title, phone: pending.phone, duration: formatDuration(seconds, lang) })}
        </p>
      }
      closeOnAction
      actions={[
        [
          { key: 'skip', text: <span data-testid="after-call-skip">{t('web.call.skip')}</span>, onClick: dismissDial },
          {
            key: 'log',
            bold: true,
            text: <span data-testid="after-call-log">{t('web.call.log')}</span>,
            onClick: () => {
              dismissDial();
              void navigate(callFormPath(entry.routes.add, field.name, pending, seconds));
            },
          },
        ],
      ]}
    />
  );
}
