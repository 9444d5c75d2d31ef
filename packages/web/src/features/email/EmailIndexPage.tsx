import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { EditSOutline, LinkOutline, SetOutline } from 'antd-mobile-icons';
import { EMAIL_API, EMAIL_APP, formatDateTime, MAIL_FOLDERS, type MailboxView, type MailFolder, type MailSummary } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { http } from '../../lib/http.ts';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { PullToRefresh } from '../../lib/touch/PullToRefresh.tsx';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { EMAIL_PATHS, emailKeys, mailboxQuery, mailListQuery, personOf } from './email-api.ts';
import styles from './Email.module.css';

/** The folder in the address (`?folder=sent`, where a sent message leads), the inbox by default. */
const folderOf = (value: string | null): MailFolder => MAIL_FOLDERS.find((folder) => folder === value) ?? 'inbox';

/** One message in a list: who (the sender, or in what I wrote its recipients), when, subject and first words. */
function MailRow({ mail, folder, onOpen }: { mail: MailSummary; folder: MailFolder; onOpen: () => void }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const mine = folder === 'sent' || folder === 'drafts';
  const who = mine ? mail.to.map(personOf).join(', ') || t('web.email.noRecipient') : personOf(mail.from) || t('web.email.noSender');
  const unread = !mail.seen;
  return (
    <button type="button" className={styles.mail} data-testid="email-item" data-unread={unread || undefined} onClick={onOpen}>
      {unread ? <span className={styles.dot} role="img" aria-label={t('web.email.unread')} data-testid="email-unread" /> : <span />}
      <span className={`${styles.who} ${unread ? styles.unread : ''}`} data-testid="email-who">
        {who}
      </span>
      <span className={styles.time}>{formatDateTime(mail.sentAt, timeZone)}</span>
      <span className={`${styles.subject} ${unread ? styles.unread : ''}`} data-testid="email-subject">
        {mail.hasAttachments && <LinkOutline className={styles.clip} aria-label={t('web.email.hasAttachments')} data-testid="email-has-attachments" />}
        {mail.subject || t('web.email.noSubject')}
      </span>
      <span className={styles.snippet}>{mail.snippet}</span>
    </button>
  );
}

/** A folder's messages (those holding the keyword), newest first, 20 a page, more as the list scrolls; pulled down, the server fetches now. */
function FolderList({ folder, keyword }: { folder: MailFolder; keyword: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(mailListQuery(folder, keyword));
  const mails = query.data?.pages.flatMap((page) => page.records) ?? [];

  // The server is asked to fetch now (its job takes a mailbox asked for within the minute, not at its
  // next turn in five), then the list and the mailbox's state (a failing fetch says why) are read again.
  async function refresh() {
    await http.post(EMAIL_API.refresh).catch(() => undefined);
    await Promise.all([query.refetch(), queryClient.invalidateQueries({ queryKey: emailKeys.mailbox })]);
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      {query.isError && mails.length === 0 ? (
        <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
          <Button color="primary" style={{ minHeight: 44 }} onClick={() => void query.refetch()}>
            {t('web.list.retry')}
          </Button>
        </ErrorBlock>
      ) : query.isSuccess && mails.length === 0 ? (
        <ErrorBlock
          status="empty"
          title={keyword ? t('web.list.empty') : t('web.email.empty', { folder: t(`web.email.folder.${folder}`) })}
          description={keyword ? '' : t('web.email.emptyHint')}
          data-testid="email-empty"
        />
      ) : (
        <div className={styles.mails}>
          {mails.map((mail) => (
            <MailRow
              key={mail.id}
              mail={mail}
              folder={folder}
              onOpen={() => void navigate(`${EMAIL_PATHS.view}?${new URLSearchParams({ id: mail.id }).toString()}`)}
            />
          ))}
        </div>
      )}
      <MoreOnScroll
        hasMore={query.hasNextPage || query.isPending}
        loadMore={async () => {
          if (query.isPending) return;
          await query.fetchNextPage();
        }}
      />
    </PullToRefresh>
  );
}

function Mailbox({ mailbox }: { mailbox: MailboxView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const folder = folderOf(params.get('folder'));
  const [keyword, setKeyword] = useState('');
  const settings = () => void navigate(EMAIL_PATHS.mailbox);

  return (
    <div className={styles.page} data-testid="email-index">
      {mailbox.state === 'failing' && (
        <div className={styles.banner} role="alert" data-testid="email-failing">
          <span>{mailbox.error ? t('web.email.failing', { error: mailbox.error }) : t('web.email.failingUnknown')}</span>
          <Button size="small" color="primary" fill="none" onClick={settings} data-testid="email-failing-settings">
            {t('web.email.checkSettings')}
          </Button>
        </div>
      )}
      <div className={styles.toolbar}>
        <span className={styles.address}>{mailbox.address}</span>
        <Button size="small" color="primary" onClick={() => void navigate(EMAIL_PATHS.form)} data-testid="email-write">
          <EditSOutline /> {t('web.email.write')}
        </Button>
        <button type="button" className={styles.iconButton} aria-label={t('web.email.settings')} onClick={settings} data-testid="email-settings">
          <SetOutline />
        </button>
      </div>
      <div className={styles.tabs}>
        <RecordTabBar
          spread
          testIdPrefix="email-folder"
          active={folder}
          onChange={(key) => setParams(key === 'inbox' ? {} : { folder: key }, { replace: true })}
          tabs={MAIL_FOLDERS.map((key) => ({ key, title: t(`web.email.folder.${key}`) }))}
        />
        <div className={styles.search}>
          <SearchBar
            placeholder={t('web.email.searchPlaceholder')}
            onSearch={(value) => setKeyword(value.trim())}
            onClear={() => setKeyword('')}
            data-testid="email-search"
          />
        </div>
      </div>
      {mailbox.state === 'new' && <p className={styles.note}>{t('web.email.fetching')}</p>}
      <FolderList key={folder} folder={folder} keyword={keyword} />
    </div>
  );
}

/**
 * /email/emailIndex (the menu's 邮件, issue 21): the user's own mailbox, its four folders as tabs
 * and each folder's messages; without a mailbox, what connecting one gives and the way to it. A
 * mailbox whose fetch fails says why and leads to its settings.
 */
export function EmailIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = usePermission()(EMAIL_APP);
  const mailbox = useQuery({ ...mailboxQuery(), enabled: allowed });
  if (!allowed) return <ScreenMessage text={t('web.email.noPermission')} />;
  if (mailbox.isPending) return <ScreenLoading />;
  if (mailbox.isError) {
    return (
      <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
        <Button color="primary" style={{ minHeight: 44 }} onClick={() => void mailbox.refetch()}>
          {t('web.list.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (!mailbox.data) {
    return (
      <ErrorBlock status="empty" title={t('web.email.introTitle')} description={t('web.email.intro')} data-testid="email-connect-prompt">
        <Button color="primary" style={{ minHeight: 44 }} onClick={() => void navigate(EMAIL_PATHS.mailbox)} data-testid="email-connect">
          {t('web.email.connect')}
        </Button>
      </ErrorBlock>
    );
  }
  return <Mailbox mailbox={mailbox.data} />;
}
