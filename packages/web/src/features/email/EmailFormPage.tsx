import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { EMAIL_API, EMAIL_APP, formatDateTime, type FileRef, type MailDraft, type MailMessage } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { http, refusalOf } from '../../lib/http.ts';
import { usePermission } from '../../lib/permission.tsx';
import { usePageTitle } from '../../lib/route-handle.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { FilesInput } from '../../records/fields/input/FilesFieldInput.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { EMAIL_PATHS, emailKeys, fullAddress, MAX_ADDRESSES, messageQuery, parseAddresses, plainTextOf, prefixed } from './email-api.ts';
import styles from './Email.module.css';

/** The server's bound on a message's attachments. */
const MAX_ATTACHMENTS = 20;

type Kind = 'new' | 'reply' | 'forward';
interface Draft {
  to: string;
  cc: string;
  subject: string;
  text: string;
  attachments: FileRef[];
}
type Problems = Partial<Record<'to' | 'cc', string>>;

/** The original below what the user writes: its headers, then its text (quoted line by line in a reply). */
function quoteOf(original: MailMessage, kind: Kind, t: TFunction, timeZone: string): string {
  const text = plainTextOf(original);
  const people = (list: MailMessage['to']) => list.map(fullAddress).join(', ');
  return [
    '',
    '',
    t('web.email.quote.header'),
    t('web.email.quote.from', { value: original.from ? fullAddress(original.from) : '' }),
    t('web.email.quote.time', { value: formatDateTime(original.sentAt, timeZone) }),
    t('web.email.quote.to', { value: people(original.to) }),
    ...(original.cc.length > 0 ? [t('web.email.quote.cc', { value: people(original.cc) })] : []),
    t('web.email.quote.subject', { value: original.subject }),
    '',
    kind === 'reply' ? text.replace(/^/gm, '> ') : text,
  ].join('\n');
}

function firstDraft(original: MailMessage | null, kind: Kind, t: TFunction, timeZone: string): Draft {
  if (!original || kind === 'new') return { to: '', cc: '', subject: '', text: '', attachments: [] };
  if (kind === 'forward') {
    return {
      to: '',
      cc: '',
      subject: prefixed('Fwd', original.subject),
      text: quoteOf(original, kind, t, timeZone),
      attachments: original.attachments.map(({ path, name, size }) => ({ path, name, size })),
    };
  }
  // A reply to what I sent writes to its recipients again, as mail clients do; otherwise to its sender.
  const mine = original.folder === 'sent' || original.folder === 'drafts';
  const to = mine ? original.to.map((a) => a.address) : original.from ? [original.from.address] : [];
  return { to: to.join(', '), cc: '', subject: prefixed('Re', original.subject), text: quoteOf(original, kind, t, timeZone), attachments: [] };
}

function ComposeForm({ original, kind }: { original: MailMessage | null; kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [draft, setDraft] = useState<Draft>(() => firstDraft(original, kind, t, timeZone));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A reply or a forward says so in the bar, with the subject it answers.
  const title = kind === 'reply' ? t('web.email.route.reply') : kind === 'forward' ? t('web.email.route.forward') : undefined;
  usePageTitle({ title, subject: original?.subject || undefined });

  function change(patch: Partial<Draft>) {
    setDraft((all) => ({ ...all, ...patch }));
    setRefusal(null);
    setProblems((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !(key in patch))));
  }

  /** The box's addresses, or the problem with them (none at all is one only for To). */
  function check(typed: string, required: boolean): { addresses: string[]; problem?: string } {
    const { addresses, bad } = parseAddresses(typed);
    if (required && addresses.length === 0) return { addresses, problem: t('web.email.toRequired') };
    if (bad) return { addresses, problem: t('web.email.badAddress', { address: bad }) };
    if (addresses.length > MAX_ADDRESSES) return { addresses, problem: t('web.email.tooManyAddresses', { max: MAX_ADDRESSES }) };
    return { addresses };
  }

  async function send() {
    const to = check(draft.to, true);
    const cc = check(draft.cc, false);
    const found: Problems = { ...(to.problem && { to: to.problem }), ...(cc.problem && { cc: cc.problem }) };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!draft.subject.trim() && !(await feedback.confirm({ content: t('web.email.noSubjectConfirm') }))) return;
    const body: MailDraft = {
      to: to.addresses,
      ...(cc.addresses.length > 0 && { cc: cc.addresses }),
      subject: draft.subject,
      text: draft.text,
      ...(draft.attachments.length > 0 && { attachments: draft.attachments }),
      ...(kind === 'reply' && original && { replyTo: original.id }),
    };
    setSending(true);
    try {
      const sent = await http.post<{ id: string | null; kept: boolean }>(EMAIL_API.send, body).then(resultOf);
      void queryClient.invalidateQueries({ queryKey: emailKeys.lists });
      if (sent.kept) feedback.success(t('web.email.sent'));
      else feedback.toast(t('web.email.sentNotKept'));
      void navigate(`${EMAIL_PATHS.index}?folder=sent`, { replace: true });
    } catch (error) {
      // The HTTP client has shown the server's reason; it stays written here, and so does everything typed.
      setRefusal(refusalOf(error));
    } finally {
      setSending(false);
    }
  }

  const problem = (key: keyof Problems) =>
    problems[key] && (
      <span className={styles.error} role="alert" data-testid={`email-error-${key}`}>
        {problems[key]}
      </span>
    );

  return (
    <div className={styles.page} data-testid="email-form">
      <List>
        <List.Item title={t('web.email.to')} description={problem('to')}>
          <Input
            data-testid="email-form-to"
            aria-label={t('web.email.to')}
            // The e-mail keyboard, but a text box: a type="email" box trims what is typed (the space after a comma).
            inputMode="email"
            autoCapitalize="off"
            placeholder={t('web.email.addressesPlaceholder')}
            value={draft.to}
            onChange={(to) => change({ to })}
          />
        </List.Item>
        <List.Item title={t('web.email.cc')} description={problem('cc')}>
          <Input
            data-testid="email-form-cc"
            aria-label={t('web.email.cc')}
            inputMode="email"
            autoCapitalize="off"
            placeholder={t('web.email.addressesPlaceholder')}
            value={draft.cc}
            onChange={(cc) => change({ cc })}
          />
        </List.Item>
        <List.Item title={t('web.email.subject')}>
          <Input
            data-testid="email-form-subject"
            aria-label={t('web.email.subject')}
            placeholder={t('web.email.subjectPlaceholder')}
            maxLength={500}
            value={draft.subject}
            onChange={(subject) => change({ subject })}
          />
        </List.Item>
        <List.Item title={t('web.email.body')}>
          <TextArea
            data-testid="email-form-text"
            aria-label={t('web.email.body')}
            placeholder={t('web.email.bodyPlaceholder')}
            autoSize={{ minRows: 8 }}
            value={draft.text}
            onChange={(text) => change({ text })}
          />
        </List.Item>
        <List.Item title={t('web.email.attachments')}>
          <FilesInput value={draft.attachments} onChange={(attachments) => change({ attachments })} maxCount={MAX_ATTACHMENTS} />
        </List.Item>
      </List>
      {refusal && (
        <p className={styles.formError} role="alert" data-testid="email-refusal">
          {refusal}
        </p>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button color="primary" loading={sending} onClick={() => void send()} data-testid="email-send">
          {t('web.email.send')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /email/emailForm (issue 21): a new message; ?replyTo=<id> answers one (to its sender, `Re:`,
 * the original quoted, threaded by the server), ?forward=<id> passes one on (`Fwd:`, its text and
 * its attachments). Sent, it shows in the sent folder.
 */
export function EmailFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const replyTo = params.get('replyTo');
  const originalId = replyTo ?? params.get('forward') ?? '';
  const kind: Kind = replyTo ? 'reply' : originalId ? 'forward' : 'new';
  const allowed = usePermission()(EMAIL_APP);
  const original = useQuery({ ...messageQuery(originalId), enabled: allowed && kind !== 'new' });
  if (!allowed) return <ScreenMessage text={t('web.email.noPermission')} />;
  if (kind === 'new') return <ComposeForm original={null} kind="new" />;
  if (original.isError) return <ScreenMessage />;
  if (!original.data) return <ScreenLoading />;
  return <ComposeForm key={originalId} original={original.data} kind={kind} />;
}
