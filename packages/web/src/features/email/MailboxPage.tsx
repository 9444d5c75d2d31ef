import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input, { type InputProps } from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import Switch from 'antd-mobile/es/components/switch/index.js';
import { EMAIL_API, EMAIL_APP, EMAIL_PATTERN, type MailboxInput, type MailboxView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { http, refusalOf } from '../../lib/http.ts';
import { usePermission } from '../../lib/permission.tsx';
import { historyIndex } from '../../lib/route-handle.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { fieldErrorsOf } from '../../records/api/record-queries.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { EMAIL_PATHS, emailKeys, mailboxQuery } from './email-api.ts';
import styles from './Email.module.css';

type Servers = Pick<MailboxInput, 'imapHost' | 'imapPort' | 'imapTls' | 'smtpHost' | 'smtpPort' | 'smtpTls'>;

/**
 * The servers of the providers most salespeople use, with the address domains that name them.
 * Outlook sends on 587, plain then STARTTLS: office365 has no implicit-TLS port for SMTP.
 */
const PRESETS: Record<'qq' | '163' | 'gmail' | 'outlook', Servers & { domains: string[] }> = {
  qq: { domains: ['qq.com', 'foxmail.com'], imapHost: 'imap.qq.com', imapPort: 993, imapTls: true, smtpHost: 'smtp.qq.com', smtpPort: 465, smtpTls: true },
  '163': { domains: ['163.com'], imapHost: 'imap.163.com', imapPort: 993, imapTls: true, smtpHost: 'smtp.163.com', smtpPort: 465, smtpTls: true },
  gmail: {
    domains: ['gmail.com', 'googlemail.com'],
    imapHost: 'imap.gmail.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.gmail.com',
    smtpPort: 465,
    smtpTls: true,
  },
  outlook: {
    domains: ['outlook.com', 'hotmail.com', 'live.com'],
    imapHost: 'outlook.office365.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.office365.com',
    smtpPort: 587,
    smtpTls: false,
  },
};
type Preset = keyof typeof PRESETS;
type Provider = Preset | 'other';
const PROVIDERS: Provider[] = ['qq', '163', 'gmail', 'outlook', 'other'];

/** The server's rules (routes.ts: HOST, PORT). */
const HOST = /^[A-Za-z0-9.-]+$/;
const PORT = /^\d{1,5}$/;

interface Values {
  address: string;
  displayName: string;
  imapHost: string;
  imapPort: string;
  imapTls: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpTls: boolean;
  username: string;
  password: string;
}
type TextKey = Exclude<keyof Values, 'imapTls' | 'smtpTls'>;
type Problems = Partial<Record<TextKey, string>>;

const presetOfServers = (values: Pick<Values, 'imapHost' | 'smtpHost'>): Provider =>
  (Object.keys(PRESETS) as Preset[]).find((key) => PRESETS[key].imapHost === values.imapHost && PRESETS[key].smtpHost === values.smtpHost) ?? 'other';
const presetOfAddress = (address: string): Preset | undefined => {
  const domain = address.split('@')[1]?.trim().toLowerCase() ?? '';
  return (Object.keys(PRESETS) as Preset[]).find((key) => PRESETS[key].domains.includes(domain));
};
const serverValues = (preset: Preset): Partial<Values> => {
  const { imapHost, imapPort, imapTls, smtpHost, smtpPort, smtpTls } = PRESETS[preset];
  return { imapHost, imapPort: String(imapPort), imapTls, smtpHost, smtpPort: String(smtpPort), smtpTls };
};

const valuesOf = (mailbox: MailboxView | null): Values => ({
  address: mailbox?.address ?? '',
  displayName: mailbox?.displayName ?? '',
  imapHost: mailbox?.imapHost ?? '',
  imapPort: String(mailbox?.imapPort ?? 993),
  imapTls: mailbox?.imapTls ?? true,
  smtpHost: mailbox?.smtpHost ?? '',
  smtpPort: String(mailbox?.smtpPort ?? 465),
  smtpTls: mailbox?.smtpTls ?? true,
  // Shown empty when it is the address: the placeholder says so, and a changed address carries it along.
  username: mailbox && mailbox.username !== mailbox.address ? mailbox.username : '',
  password: '',
});

function MailboxForm({ mailbox }: { mailbox: MailboxView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(mailbox));
  const [provider, setProvider] = useState<Provider>(() => (mailbox ? presetOfServers(mailbox) : 'other'));
  // Once the user picks a provider, typing the address no longer picks one for them.
  const [picked, setPicked] = useState(mailbox !== null);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function change(patch: Partial<Values>) {
    setValues((all) => ({ ...all, ...patch }));
    setRefusal(null);
    setProblems((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !(key in patch))));
  }

  function pick(next: Provider) {
    setProvider(next);
    setPicked(true);
    if (next !== 'other') change(serverValues(next));
  }

  function typeAddress(address: string) {
    const preset = picked ? undefined : presetOfAddress(address);
    if (preset) setProvider(preset);
    change({ address, ...(preset && serverValues(preset)) });
  }

  // A finished screen: back where the user came from (the index), or to it after a reload.
  const leave = () => (historyIndex() > 0 ? void navigate(-1) : void navigate(EMAIL_PATHS.index, { replace: true }));

  function checked(): Problems {
    const found: Problems = {};
    const required = (key: TextKey, label: string) => !values[key].trim() && (found[key] = t('web.email.required', { field: label }));
    if (!required('address', t('web.email.address')) && !EMAIL_PATTERN.test(values.address.trim())) found.address = t('web.email.addressFormat');
    for (const key of ['imapHost', 'smtpHost'] as const) {
      if (!required(key, t('web.email.host')) && !HOST.test(values[key].trim())) found[key] = t('web.email.hostFormat');
    }
    for (const key of ['imapPort', 'smtpPort'] as const) {
      const port = values[key].trim();
      if (!PORT.test(port) || Number(port) < 1 || Number(port) > 65535) found[key] = t('web.email.portFormat');
    }
    // A new mailbox needs one; a stored mailbox keeps its own when the box is left empty.
    if (!mailbox) required('password', t('web.email.password'));
    return found;
  }

  async function save() {
    const found = checked();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const address = values.address.trim();
    const input: MailboxInput = {
      address,
      displayName: values.displayName.trim() || null,
      imapHost: values.imapHost.trim(),
      imapPort: Number(values.imapPort),
      imapTls: values.imapTls,
      smtpHost: values.smtpHost.trim(),
      smtpPort: Number(values.smtpPort),
      smtpTls: values.smtpTls,
      username: values.username.trim() || address,
      ...(values.password && { password: values.password }),
    };
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await http.post<MailboxView>(EMAIL_API.mailbox, input).then(resultOf);
      queryClient.setQueryData(emailKeys.mailbox, saved);
      // Another address is another mailbox: what was listed of the old one is gone.
      queryClient.removeQueries({ queryKey: emailKeys.lists });
      feedback.success(t('web.email.connected'));
      leave();
    } catch (error) {
      // Which server refused the login, and why: kept on the screen (the toast goes), with all that was typed.
      const fields = fieldErrorsOf(error);
      if (fields?.password) setProblems({ password: fields.password });
      setRefusal(refusalOf(error));
    } finally {
      setSaving(false);
    }
  }

  async function disconnect() {
    if (!(await feedback.confirm({ content: t('web.email.disconnectConfirm') }))) return;
    try {
      await http.post(EMAIL_API.mailboxDelete);
    } catch {
      return;
    }
    queryClient.setQueryData(emailKeys.mailbox, null);
    queryClient.removeQueries({ queryKey: emailKeys.lists });
    feedback.success(t('web.email.disconnected'));
    leave();
  }

  const field = (key: TextKey, label: string, props: InputProps = {}) => (
    <List.Item
      title={label}
      description={
        problems[key] && (
          <span className={styles.error} role="alert" data-testid={`mailbox-error-${key}`}>
            {problems[key]}
          </span>
        )
      }
    >
      <Input data-testid={`mailbox-${key}`} aria-label={label} value={values[key]} onChange={(value) => change({ [key]: value })} {...props} />
    </List.Item>
  );
  const tls = (key: 'imapTls' | 'smtpTls') => (
    <List.Item className={styles.switchRow} extra={<Switch checked={values[key]} onChange={(on) => change({ [key]: on })} aria-label={t('web.email.tls')} />}>
      {t('web.email.tls')}
    </List.Item>
  );
  const server = { autoCapitalize: 'off', autoCorrect: 'off' } as const;

  return (
    <div className={styles.page} data-testid="mailbox-form">
      <div className={styles.section}>{t('web.email.provider')}</div>
      <div className={styles.presets}>
        <Selector
          data-testid="mailbox-provider"
          options={PROVIDERS.map((key) => ({ value: key, label: t(`web.email.providers.${key}`) }))}
          value={[provider]}
          onChange={(chosen) => chosen[0] && pick(chosen[0])}
        />
      </div>
      <List>
        {field('address', t('web.email.address'), { inputMode: 'email', autoCapitalize: 'off', onChange: typeAddress })}
        {field('displayName', t('web.email.displayName'), { placeholder: t('web.email.displayNamePlaceholder'), maxLength: 100 })}
        {field('username', t('web.email.username'), { ...server, placeholder: values.address.trim() || t('web.email.usernamePlaceholder') })}
        {field('password', t('web.email.password'), {
          type: 'password',
          autoComplete: 'new-password',
          placeholder: mailbox ? t('web.email.passwordKeep') : t('web.email.password'),
        })}
      </List>
      <p className={styles.hint}>{t('web.email.passwordHint')}</p>
      <List header={t('web.email.imap')}>
        {field('imapHost', t('web.email.host'), server)}
        {field('imapPort', t('web.email.port'), { inputMode: 'numeric' })}
        {tls('imapTls')}
      </List>
      <List header={t('web.email.smtp')}>
        {field('smtpHost', t('web.email.host'), server)}
        {field('smtpPort', t('web.email.port'), { inputMode: 'numeric' })}
        {tls('smtpTls')}
      </List>
      {refusal && (
        <p className={styles.formError} role="alert" data-testid="mailbox-refusal">
          {refusal}
        </p>
      )}
      {saving && (
        <p className={styles.hint} role="status">
          {t('web.email.trying')}
        </p>
      )}
      {mailbox && (
        <div className={styles.danger}>
          <Button block color="danger" fill="outline" onClick={() => void disconnect()} data-testid="mailbox-disconnect">
            {t('web.email.disconnect')}
          </Button>
        </div>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button color="primary" loading={saving} onClick={() => void save()} data-testid="mailbox-save">
          {t('web.email.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /email/emailMailbox (issue 21): the user's mailbox: address, servers and login, a provider's
 * servers filled in by choosing it (or by its address). Saving tries both servers first: a refusal
 * says which and why and keeps what was typed. The mailbox can also be disconnected here.
 */
export function MailboxPage() {
  const { t } = useTranslation();
  const allowed = usePermission()(EMAIL_APP);
  const mailbox = useQuery({ ...mailboxQuery(), enabled: allowed });
  if (!allowed) return <ScreenMessage text={t('web.email.noPermission')} />;
  if (mailbox.isError) return <ScreenMessage />;
  if (mailbox.isPending) return <ScreenLoading />;
  return <MailboxForm mailbox={mailbox.data} />;
}
