import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { FileOutline } from 'antd-mobile-icons';
import DOMPurify from 'dompurify';
import { EMAIL_API, EMAIL_APP, FOLLOW_UP_OBJECT, formatDateTime, type MailLink, type MailMessage } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { fileUrl, http } from '../../lib/http.ts';
import { tKey } from '../../lib/i18n.ts';
import { recordKeys } from '../../records/api/keys.ts';
import { FOLLOW_UP_API } from '../../records/api/record-queries.ts';
import { manifestOf } from '../../records/definitions.ts';
import { usePermission } from '../../lib/permission.tsx';
import { formatSize } from '../../records/fields/display/FilesDisplay.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { EMAIL_PATHS, emailKeys, fullAddress, messageQuery, personOf } from './email-api.ts';
import styles from './Email.module.css';

/** Only pictures of the web are shown on request: another scheme (javascript:, a local file) never. */
const WEB_PICTURE = /^https?:\/\//i;

/**
 * The message's body: its HTML (cleaned by the server, and again here: the server's cleaning is
 * the first line, not the only one), else its text with its line breaks. Pictures from the web
 * wait as data-remote-src, which tells the sender the mail was opened once loaded, until the user
 * asks for them.
 */
function MailBody({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  const [showPictures, setShowPictures] = useState(false);
  const html = useMemo(() => (message.html ? DOMPurify.sanitize(message.html) : null), [message.html]);

  // Set on the rendered DOM: the HTML string React holds stays the same, so React leaves these alone.
  useEffect(() => {
    if (!showPictures || !body.current) return;
    for (const img of body.current.querySelectorAll<HTMLImageElement>('img[data-remote-src]')) {
      const src = img.dataset.remoteSrc ?? '';
      if (WEB_PICTURE.test(src)) img.src = src;
    }
  }, [showPictures, html]);

  // A link in a mail opens beside the app, not in its place (the app would be gone on a phone).
  const openLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    if (/^(https?:|mailto:|tel:)/i.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      {html !== null && message.remoteImages && !showPictures && (
        <div className={styles.blocked} data-testid="email-remote-blocked">
          <span>{t('web.email.remoteBlocked')}</span>
          <Button size="small" color="primary" fill="outline" onClick={() => setShowPictures(true)} data-testid="email-show-images">
            {t('web.email.showImages')}
          </Button>
        </div>
      )}
      {html !== null ? (
        <div ref={body} className={styles.body} onClick={openLink} data-testid="email-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={`${styles.body} ${styles.text}`} data-testid="email-body">
          {message.text ?? ''}
        </div>
      )}
    </>
  );
}

/** The follow-ups' way of contact for a mail (the follow_type dictionary's 邮件). */
const BY_MAIL = '4';
/** A follow-up's content at most (its field's maxLength). */
const FOLLOW_UP_CHARS = 2000;

/**
 * The CRM's side of a message: the contacts, customers and leads its people are (the server
 * finds them in the user's scope), each opened with a tap and each able to take the mail as a
 * follow-up (by mail, its subject and text); and a sender the CRM does not know, offered as a new
 * lead (the lead's form, filled with the sender, for the user to complete).
 */
function MailLinks({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [logged, setLogged] = useState<ReadonlySet<string>>(new Set());
  const sender = message.folder === 'inbox' ? message.from : null;
  const unknown = sender !== null && !message.links.some((link) => link.address === sender.address);
  const leadForm = manifestOf('crmClue')?.routes.add;
  const offersLead = unknown && Boolean(leadForm) && can('crm:crmClue:add');
  if (message.links.length === 0 && !offersLead) return null;

  async function logFollowUp(link: MailLink) {
    if (!(await feedback.confirm({ content: t('web.email.followUpConfirm', { name: link.title }) }))) return;
    const content = [message.subject, message.text ?? ''].filter(Boolean).join('\n\n').slice(0, FOLLOW_UP_CHARS);
    await http.post(FOLLOW_UP_API.add, { relatedEntity: link.entity, relatedId: link.id, type: BY_MAIL, content });
    setLogged((done) => new Set([...done, link.id]));
    void queryClient.invalidateQueries({ queryKey: recordKeys.object(FOLLOW_UP_OBJECT.apiName) });
    feedback.success(t('web.email.followedUp'));
  }

  return (
    <section className={styles.files} data-testid="email-links">
      <div className={styles.section}>{t('web.email.inCrm')}</div>
      {message.links.map((link) => {
        const entry = manifestOf(link.entity);
        return (
          <div key={`${link.entity}:${link.id}`} className={styles.file} data-testid="email-link">
            <button
              type="button"
              className={styles.fileName}
              style={{ border: 0, background: 'none', padding: 0, textAlign: 'left', font: 'inherit', color: 'var(--adm-color-primary)' }}
              onClick={() => entry && void navigate(`${entry.routes.view}?${new URLSearchParams({ id: link.id }).toString()}`)}
            >
              {entry ? `${tKey(t, entry.label)} · ` : ''}
              {link.title}
            </button>
            {can(`${FOLLOW_UP_OBJECT.module}:${FOLLOW_UP_OBJECT.apiName}:add`) && (
              <Button size="small" disabled={logged.has(link.id)} onClick={() => void logFollowUp(link)} data-testid="email-follow-up">
                {logged.has(link.id) ? t('web.email.followedUp') : t('web.email.toFollowUp')}
              </Button>
            )}
          </div>
        );
      })}
      {offersLead && (
        <div className={styles.file}>
          <span className={styles.fileName}>{t('web.email.unknownSender', { name: personOf(sender) })}</span>
          <Button
            size="small"
            onClick={() =>
              void navigate(
                `${leadForm}?${new URLSearchParams({ name: personOf(sender), contactName: sender!.name ?? '', email: sender!.address }).toString()}`,
              )
            }
            data-testid="email-to-lead"
          >
            {t('web.email.toLead')}
          </Button>
        </div>
      )}
    </section>
  );
}

function MailView({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [deleting, setDeleting] = useState(false);
  const answer = (how: 'replyTo' | 'forward') => void navigate(`${EMAIL_PATHS.form}?${new URLSearchParams({ [how]: message.id }).toString()}`);
  const people = (list: MailMessage['to']) => list.map(fullAddress).join(', ');
  const forGood = message.folder === 'trash';

  // Done on the mail server while the user waits (a refusal says why and leaves the message), then back to the folder.
  async function remove() {
    if (!(await feedback.confirm({ content: t(forGood ? 'web.email.deleteForGoodConfirm' : 'web.email.deleteConfirm') }))) return;
    setDeleting(true);
    try {
      await http.post(EMAIL_API.delete, { id: message.id });
    } catch {
      setDeleting(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: emailKeys.lists });
    queryClient.removeQueries({ queryKey: emailKeys.message(message.id) });
    feedback.success(t(forGood ? 'web.email.deletedForGood' : 'web.email.deleted'));
    void navigate(-1);
  }

  return (
    <div className={styles.page} data-testid="email-view">
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="email-view-subject">
          {message.subject || t('web.email.noSubject')}
        </h1>
        <dl className={styles.meta}>
          <dt>{t('web.email.from')}</dt>
          <dd data-testid="email-view-from">{message.from ? fullAddress(message.from) : t('web.email.noSender')}</dd>
          <dt>{t('web.email.to')}</dt>
          <dd data-testid="email-view-to">{people(message.to) || t('web.email.noRecipient')}</dd>
          {message.cc.length > 0 && (
            <>
              <dt>{t('web.email.cc')}</dt>
              <dd data-testid="email-view-cc">{people(message.cc)}</dd>
            </>
          )}
          <dt>{t('web.email.time')}</dt>
          <dd>{formatDateTime(message.sentAt, timeZone)}</dd>
        </dl>
      </header>
      <MailBody message={message} />
      <MailLinks message={message} />
      {message.attachments.length > 0 && (
        <section className={styles.files} aria-label={t('web.email.attachments')}>
          <div className={styles.section}>{t('web.email.attachments')}</div>
          {message.attachments.map((file) => (
            <a key={file.path} className={styles.file} href={fileUrl(file.path)} target="_blank" rel="noopener noreferrer" data-testid="email-attachment">
              <FileOutline />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatSize(file.size)}</span>
            </a>
          ))}
        </section>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button color="primary" onClick={() => answer('replyTo')} data-testid="email-reply">
          {t('web.email.reply')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => answer('forward')} data-testid="email-forward">
          {t('web.email.forward')}
        </Button>
        <Button color="danger" fill="outline" loading={deleting} onClick={() => void remove()} data-testid="email-delete">
          {t('web.email.delete')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /email/emailView?id= (issue 21): one message, read (the server marks it so): its headers, its
 * body with the web's pictures held back until asked for, its attachments, and Reply and Forward.
 */
export function EmailViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const allowed = usePermission()(EMAIL_APP);
  const queryClient = useQueryClient();
  const message = useQuery({ ...messageQuery(id), enabled: allowed && Boolean(id) });
  const read = message.data?.id;

  // Opening it marked it read: the folder's list shows it so when the user goes back.
  useEffect(() => {
    if (read) void queryClient.invalidateQueries({ queryKey: emailKeys.lists });
  }, [read, queryClient]);

  if (!allowed) return <ScreenMessage text={t('web.email.noPermission')} />;
  if (!id || message.isError) return <ScreenMessage />;
  if (!message.data) return <ScreenLoading />;
  return <MailView message={message.data} />;
}
