import { EMAIL_API, entityOf, type MailboxInput, type MailboxView, type MailMessage, type MailSummary, type Page } from '@crm/domain';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { MAIL_PASSWORD, startImapServer, startSmtpServer, type ImapServer, type SmtpServer } from '../../test/mail-servers.ts';
import { actor, createRecord, type Actor } from '../../test/records.ts';
import { mailFetchJob } from './mail-fetch.ts';

/**
 * E-mail (issue 21) against real servers on loopback: Dovecot for IMAP, smtp-server for SMTP
 * (test/mail-servers.ts). A message placed in the IMAP inbox is fetched by the background job and
 * read on the phone, its HTML made safe; a message sent goes out through SMTP and is kept in Sent.
 */

let t: TestApp;
let imap: ImapServer;
let smtp: SmtpServer;
let admin: Actor;
let sales: Actor;
/** The administrator's contact whose e-mail the mail is from. */
let adminContact: string;
const ADDRESS = 'admin@crm-mail.test';

const mailbox = (patch: Partial<MailboxInput> = {}): MailboxInput => ({
  address: ADDRESS,
  displayName: '系统管理员',
  imapHost: '127.0.0.1',
  imapPort: imap.port,
  imapTls: false,
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpTls: false,
  username: ADDRESS,
  password: MAIL_PASSWORD,
  ...patch,
});

/** The other side: a client of the test's IMAP server, as another mail program would be. */
async function onServer<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({ host: '127.0.0.1', port: imap.port, secure: false, auth: { user: ADDRESS, pass: MAIL_PASSWORD }, logger: false });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

const fetchNow = () => mailFetchJob(t.filesDir).run(t.app.db, new Date(Date.now() + 1000));
const list = async (who: Actor, query: Record<string, string> = {}) => envelope<Page<MailSummary>>(await t.signedGet(EMAIL_API.list, query, who.token)).result;

beforeAll(async () => {
  [imap, smtp] = await Promise.all([startImapServer(), startSmtpServer()]);
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  sales = await actor(t, 'sales');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([imap?.close(), smtp?.close()]);
});

describe('a mailbox', () => {
  it('is kept, its password sealed, once both servers take the login', async () => {
    const saved = await t.signedPost(EMAIL_API.mailbox, mailbox(), admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope<MailboxView>(saved).result).toMatchObject({ address: ADDRESS, state: 'new', error: null });
    const stored = await t.app.db.selectFrom('mailboxes').select('password_sealed').executeTakeFirstOrThrow();
    expect(stored.password_sealed).not.toContain(MAIL_PASSWORD);
    expect(JSON.stringify(envelope(await t.signedGet(EMAIL_API.mailbox, {}, admin.token)).result)).not.toContain(MAIL_PASSWORD);
  });

  it('is for whoever holds the e-mail app', async () => {
    // The service engineer's role has no use for a salesperson's mail.
    const engineer = await actor(t, 'engineer');
    expect((await t.signedGet(EMAIL_API.mailbox, {}, engineer.token)).statusCode).toBe(403);
    expect((await t.signedGet(EMAIL_API.list, {}, engineer.token)).statusCode).toBe(403);
  });
});

describe('mail', () => {
  it('placed in the inbox is fetched in the background: sender, attachment, and HTML that runs nothing and loads no picture unasked', async () => {
    const raw = await new MailComposer({
      from: { name: '欧阳明', address: 'ouyang.ming@xinghe-jx.cn' },
      to: ADDRESS,
      subject: '关于报价的确认',
      text: '您好，报价已收到，请确认交期。',
      html: '<p>您好，报价已收到，请确认交期。<img src="https://tracker.example/open.gif"></p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">链接</a>',
      attachments: [{ filename: '报价单.txt', content: '单价 100' }],
    })
      .compile()
      .build();
    await onServer((client) => client.append('INBOX', raw));
    expect(await fetchNow()).toMatchObject({ mailboxes: 1, messages: 1, failing: 0 });

    const inbox = await list(admin);
    expect(inbox.total).toBe(1);
    expect(inbox.records[0]).toMatchObject({
      subject: '关于报价的确认',
      from: { name: '欧阳明', address: 'ouyang.ming@xinghe-jx.cn' },
      seen: false,
      hasAttachments: true,
      snippet: '您好，报价已收到，请确认交期。',
    });
    const opened = envelope<MailMessage>(await t.signedGet(EMAIL_API.view, { id: inbox.records[0]!.id }, admin.token)).result;
    expect(opened.html).not.toMatch(/script|javascript:|onclick|alert|\ssrc=/);
    expect(opened.html).toContain('data-remote-src="https://tracker.example/open.gif"');
    expect(opened.remoteImages).toBe(true);
    expect(opened.attachments).toEqual([expect.objectContaining({ name: '报价单.txt', size: 10 })]);
    expect((await list(admin)).records[0]!.seen).toBe(true);
    // Fetched once: the next run finds nothing new.
    expect(await fetchNow()).toMatchObject({ messages: 0 });
    expect((await list(admin, { keyword: '欧阳' })).total).toBe(1);
    expect((await list(admin, { keyword: '无此邮件' })).total).toBe(0);
  });

  it('sent goes out through SMTP, threaded to the message it answers, and is kept in Sent', async () => {
    const [answered] = (await list(admin)).records;
    const response = await t.signedPost(
      EMAIL_API.send,
      { to: ['ouyang.ming@xinghe-jx.cn'], cc: ['manager@crm-mail.test'], subject: 'Re: 关于报价的确认', text: '交期为下周三。', replyTo: answered!.id },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).result).toMatchObject({ kept: true });
    const delivered = smtp.received.at(-1)!;
    expect(delivered.from).toBe(ADDRESS);
    expect(delivered.to).toEqual(['ouyang.ming@xinghe-jx.cn', 'manager@crm-mail.test']);
    expect(delivered.raw).toMatch(/^In-Reply-To: <.+>/m);
    expect(await onServer(async (client) => (await client.status('Sent', { messages: true })) || null)).toMatchObject({ messages: 1 });
    const sent = await list(admin, { folder: 'sent' });
    expect(sent.records.map((m) => m.subject)).toEqual(['Re: 关于报价的确认']);
    // The copy in Sent is not fetched again.
    expect(await fetchNow()).toMatchObject({ messages: 0 });
  });

  it('links to the contact its sender is, and shows on that contact’s record, within the caller’s scope', async () => {
    const contact = await createRecord(t, admin, entityOf('crmContacter'), undefined, { name: '欧阳明', email: 'Ouyang.Ming@xinghe-jx.cn' });
    const [received] = (await list(admin)).records;
    const opened = envelope<MailMessage>(await t.signedGet(EMAIL_API.view, { id: received!.id }, admin.token)).result;
    expect(opened.links).toEqual([{ entity: 'crmContacter', id: contact, title: '欧阳明', address: 'ouyang.ming@xinghe-jx.cn' }]);
    const onRecord = envelope<Page<MailSummary>>(await t.signedGet(EMAIL_API.forRecord, { apiName: 'crmContacter', id: contact }, admin.token)).result;
    expect(onRecord.records.map((m) => m.subject).sort()).toEqual(['Re: 关于报价的确认', '关于报价的确认']);
    adminContact = contact;
  });

  it('is the caller’s own: another user with a mailbox of their own opens none of it', async () => {
    const [message] = (await list(admin)).records;
    const none = await t.signedGet(EMAIL_API.view, { id: message!.id }, sales.token);
    expect(none.statusCode).toBe(409);
    expect(envelope(none).message).toBe('请先连接您的邮箱');
    const own = 'sales@crm-mail.test';
    expect((await t.signedPost(EMAIL_API.mailbox, mailbox({ address: own, username: own }), sales.token)).statusCode).toBe(200);
    expect((await t.signedGet(EMAIL_API.view, { id: message!.id }, sales.token)).statusCode).toBe(404);
    expect((await list(sales)).total).toBe(0);
    // The administrator's contact is outside a salesperson's scope: not theirs to read mail of.
    expect((await t.signedGet(EMAIL_API.forRecord, { apiName: 'crmContacter', id: adminContact }, sales.token)).statusCode).toBe(404);
  });

  it('read and deleted goes both ways: the phone to the server, and another mail program to the phone', async () => {
    const refetch = async () => {
      await t.signedPost(EMAIL_API.refresh, {}, admin.token);
      expect(await fetchNow()).toMatchObject({ failing: 0 });
    };
    const inInbox = () => onServer(async (client) => (await client.mailboxOpen('INBOX')) && (await client.search({ all: true }, { uid: true })));
    const unseenInInbox = () => onServer(async (client) => (await client.mailboxOpen('INBOX')) && (await client.search({ seen: false }, { uid: true })));
    const raw = await new MailComposer({ from: 'ouyang.ming@xinghe-jx.cn', to: ADDRESS, subject: '交期变更通知', text: '交期改为下周五。' }).compile().build();
    const placed = await onServer((client) => client.append('INBOX', raw));
    await refetch();
    const notice = (await list(admin)).records.find((m) => m.subject === '交期变更通知')!;
    expect(notice.seen).toBe(false);

    // Read on the phone: read on the server after the next fetch, and not taken back by it.
    await t.signedGet(EMAIL_API.view, { id: notice.id }, admin.token);
    expect(await unseenInInbox()).toContain(placed && placed.uid);
    await refetch();
    expect(await unseenInInbox()).not.toContain(placed && placed.uid);
    expect((await list(admin)).records.find((m) => m.id === notice.id)!.seen).toBe(true);

    // Marked unread in another mail program: unread on the phone.
    const first = (await list(admin)).records.find((m) => m.subject === '关于报价的确认')!;
    expect(first.seen).toBe(true);
    await onServer(async (client) => (await client.mailboxOpen('INBOX')) && client.messageFlagsRemove({ seen: true, subject: '关于报价的确认' }, ['\\Seen']));
    await refetch();
    expect((await list(admin)).records.find((m) => m.id === first.id)!.seen).toBe(false);

    // Deleted on the phone: into the trash on the server at once, then out of it for good.
    const deleted = await t.signedPost(EMAIL_API.delete, { id: notice.id }, admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(envelope(deleted).result).toEqual({ folder: 'trash' });
    expect(await inInbox()).not.toContain(placed && placed.uid);
    expect((await list(admin)).records.map((m) => m.id)).not.toContain(notice.id);
    expect((await list(admin, { folder: 'trash' })).records.map((m) => [m.id, m.subject])).toEqual([[notice.id, '交期变更通知']]);
    await refetch();
    expect((await list(admin, { folder: 'trash' })).records.map((m) => m.id)).toEqual([notice.id]);
    expect(envelope(await t.signedPost(EMAIL_API.delete, { id: notice.id }, admin.token)).result).toEqual({ folder: null });
    expect(await onServer(async (client) => client.status('Trash', { messages: true }))).toMatchObject({ messages: 0 });
    expect((await list(admin, { folder: 'trash' })).total).toBe(0);
    expect((await t.signedPost(EMAIL_API.delete, { id: notice.id }, admin.token)).statusCode).toBe(404);

    // Deleted in another mail program: gone from the phone at the next fetch.
    await onServer(async (client) => (await client.mailboxOpen('INBOX')) && client.messageDelete({ subject: '关于报价的确认' }));
    await refetch();
    expect((await list(admin)).records.map((m) => m.id)).not.toContain(first.id);
  });

  it('from a mailbox whose server stops answering: the mailbox says why, and recovers', async () => {
    await imap.stop();
    await t.signedPost(EMAIL_API.refresh, {}, admin.token);
    expect((await fetchNow()).failing).toBeGreaterThan(0);
    const failing = envelope<MailboxView>(await t.signedGet(EMAIL_API.mailbox, {}, admin.token)).result;
    expect(failing.state).toBe('failing');
    expect(failing.error).toMatch(/ECONNREFUSED/);
    await imap.start();
    await t.signedPost(EMAIL_API.refresh, {}, admin.token);
    expect(await fetchNow()).toMatchObject({ failing: 0 });
    expect(envelope<MailboxView>(await t.signedGet(EMAIL_API.mailbox, {}, admin.token)).result).toMatchObject({ state: 'ok', error: null });
  });
});

// Last: Dovecot holds back the next logins from an address a wrong password came from (seconds).
describe('a refused login', () => {
  it('says which server refused and why, and changes nothing', async () => {
    const refused = await t.signedPost(EMAIL_API.mailbox, mailbox({ password: 'wrong', displayName: '改了' }), admin.token, { 'Accept-Language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toMatch(/^Could not sign in to the incoming mail server \(IMAP\): .*Authentication failed/);
    expect(envelope<MailboxView>(await t.signedGet(EMAIL_API.mailbox, {}, admin.token)).result).toMatchObject({ displayName: '系统管理员', state: 'ok' });
  });
});
