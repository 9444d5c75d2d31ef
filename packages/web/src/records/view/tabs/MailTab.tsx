import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Empty from 'antd-mobile/es/components/empty/index.js';
import { EMAIL_API, formatDateTime, type MailSummary, type Page } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { ScreenLoading } from '../ScreenState.tsx';
import styles from './ViewersTab.module.css';

/** The e-mail screens' paths (app/email-routes.tsx, the menu's /email/emailIndex). */
const MAIL_INDEX = '/email/emailIndex';
const MAIL_VIEW = '/email/emailView';

/**
 * A contact's, customer's or lead's mail (issue 21): the user's own messages from or to its e-mail,
 * the latest first, each opening the message; none until the user connects a mailbox, which the
 * tab offers. Shown to whoever holds the e-mail app.
 */
export function MailTab({ apiName, id, email }: { apiName: string; id: string; email: string | null }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const mailbox = useQuery({
    queryKey: ['email', 'mailbox'],
    queryFn: ({ signal }) => http.get<unknown>(EMAIL_API.mailbox, undefined, { signal }).then(resultOf),
  });
  const mail = useQuery({
    queryKey: ['email', 'forRecord', apiName, id],
    queryFn: ({ signal }) => http.get<Page<MailSummary>>(EMAIL_API.forRecord, { apiName, id }, { signal }).then(resultOf),
    enabled: Boolean(mailbox.data) && Boolean(email),
  });
  if (mailbox.isPending || (mail.isPending && mail.fetchStatus !== 'idle')) return <ScreenLoading />;
  if (!mailbox.data) {
    return (
      <Empty
        description={
          <Link to={MAIL_INDEX} data-testid="record-mail-connect" style={{ display: 'inline-block', minHeight: 44, lineHeight: '44px' }}>
            {t('web.email.recordConnect')}
          </Link>
        }
      />
    );
  }
  if (!email) return <Empty description={t('web.email.recordNoAddress')} />;
  const messages = mail.data?.records ?? [];
  if (messages.length === 0) return <Empty description={t('web.email.recordNone', { address: email })} />;
  return (
    <ul className={styles.viewers} data-testid="record-mail">
      {messages.map((message) => (
        <li key={message.id} className={styles.viewer}>
          <Link
            to={`${MAIL_VIEW}?${new URLSearchParams({ id: message.id }).toString()}`}
            data-testid="record-mail-message"
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, width: '100%', minHeight: 44, color: 'inherit' }}
          >
            <span className={styles.viewerName}>{message.subject || t('web.email.noSubject')}</span>
            <span className={styles.viewerWhen}>
              <span>{t(`web.email.folder.${message.folder}`)}</span>
              <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, timeZone)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
