import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { ALL_AUTH, recordRoutes, renderScreen, row, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../records/view/RecordViewPage.tsx';
import { EmailFormPage } from './EmailFormPage.tsx';
import { EmailIndexPage } from './EmailIndexPage.tsx';
import { EmailViewPage } from './EmailViewPage.tsx';
import { MailboxPage } from './MailboxPage.tsx';

/**
 * The e-mail screens (issue 21) over the API's answers (the API itself, IMAP and SMTP, is the
 * server's tests'): the mailbox to connect, a folder's list, a message with its pictures held
 * back, a reply and a forward, and a refused login.
 */

const EMAIL = { action: 'email:email:list', type: '1' };

const mailbox = (patch: Record<string, unknown> = {}) => ({
  address: 'li@qq.com',
  displayName: 'Li Lei',
  imapHost: 'imap.qq.com',
  imapPort: 993,
  imapTls: true,
  smtpHost: 'smtp.qq.com',
  smtpPort: 465,
  smtpTls: true,
  username: 'li@qq.com',
  state: 'ok',
  error: null,
  fetchedAt: '2026-03-01T02:00:00Z',
  ...patch,
});
const summary = (patch: Record<string, unknown> = {}) => ({
  id: 'm1',
  folder: 'inbox',
  subject: '报价单',
  from: { name: '王芳', address: 'wang@client.cn' },
  to: [{ name: 'Li Lei', address: 'li@qq.com' }],
  sentAt: '2026-03-01T02:00:00Z',
  seen: false,
  snippet: '请查收附件中的报价单',
  hasAttachments: true,
  ...patch,
});
const ATTACHMENT = { name: '报价单.pdf', path: 'mail/2026/quote.pdf', size: 2048, contentType: 'application/pdf' };
const message = (patch: Record<string, unknown> = {}) => ({
  ...summary({ seen: true }),
  cc: [],
  messageId: '<q1@client.cn>',
  html: null,
  text: '价格可以再低一点吗？\n谢谢',
  remoteImages: false,
  attachments: [],
  links: [],
  ...patch,
});
const pageOf = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

const open = (element: ReactNode, path: string, routes: Record<string, FakeRoute>) => renderScreen(element, path, recordRoutes(routes));
/** The text box inside an antd-mobile Input or TextArea. */
const box = (testId: string) => screen.getByTestId(testId).querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
const type = (testId: string, value: string) => fireEvent.change(box(testId), { target: { value } });

beforeEach(() => {
  setUpRecordTest([...ALL_AUTH, EMAIL]);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('e-mail', () => {
  it('offers to connect a mailbox to a user who has none', async () => {
    const { current } = open(<EmailIndexPage />, '/email/emailIndex', { 'GET /email/mailbox': ok(null) });
    expect((await screen.findByTestId('email-connect-prompt')).textContent).toContain('还没有连接邮箱');
    fireEvent.click(screen.getByTestId('email-connect'));
    await waitFor(() => expect(current()).toBe('/email/emailMailbox'));
  });

  it('lists the inbox: sender, subject, time, unread and attachments; a message opens on a tap', async () => {
    const { fake, current } = open(<EmailIndexPage />, '/email/emailIndex', {
      'GET /email/mailbox': ok(mailbox()),
      'GET /email/list': ok(
        pageOf([summary(), summary({ id: 'm2', seen: true, subject: '周报', from: { name: null, address: 'boss@corp.cn' }, hasAttachments: false })]),
      ),
    });
    const [first, second] = await screen.findAllByTestId('email-item');
    expect(within(first!).getByTestId('email-who').textContent).toBe('王芳');
    expect(within(first!).getByTestId('email-subject').textContent).toBe('报价单');
    expect(first!.textContent).toContain('2026-03-01 10:00');
    expect(within(first!).getByTestId('email-unread').getAttribute('aria-label')).toBe('未读');
    expect(within(first!).queryByTestId('email-has-attachments')).not.toBeNull();
    expect(within(second!).getByTestId('email-who').textContent).toBe('boss@corp.cn');
    expect(within(second!).queryByTestId('email-unread')).toBeNull();
    expect(fake.find('GET /email/list')[0]!.params).toMatchObject({ folder: 'inbox', pageNo: '1', pageSize: '20' });
    expect(screen.getByTestId('email-folder-inbox').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(first!);
    await waitFor(() => expect(current()).toBe('/email/emailView?id=m1'));
  });

  it('says why a failing mailbox fails, leads to its settings, and says so of an empty folder', async () => {
    const { current } = open(<EmailIndexPage />, '/email/emailIndex?folder=sent', {
      'GET /email/mailbox': ok(mailbox({ state: 'failing', error: 'Invalid credentials' })),
      'GET /email/list': ok(pageOf([])),
    });
    expect((await screen.findByTestId('email-failing')).textContent).toContain('收取邮件失败：Invalid credentials');
    expect((await screen.findByTestId('email-empty')).textContent).toContain('已发送中没有邮件');
    fireEvent.click(screen.getByTestId('email-failing-settings'));
    await waitFor(() => expect(current()).toBe('/email/emailMailbox'));
  });

  it('searches the folder for what is typed', async () => {
    const { fake } = open(<EmailIndexPage />, '/email/emailIndex', {
      'GET /email/mailbox': ok(mailbox()),
      'GET /email/list': (request) => ok(pageOf(request.params.keyword ? [] : [summary()])),
    });
    await screen.findAllByTestId('email-item');
    const search = within(screen.getByTestId('email-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' 合同 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect((await screen.findByTestId('email-empty')).textContent).toContain('暂无数据');
    expect(fake.find('GET /email/list').at(-1)!.params).toMatchObject({ folder: 'inbox', keyword: '合同' });
  });

  it('deletes a message once the user agrees: into the trash, and from the trash for good', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = open(<EmailViewPage />, '/email/emailView?id=m1', {
      'GET /email/view': ok(message()),
      'POST /email/delete': ok({ folder: 'trash' }),
    });
    fireEvent.click(await screen.findByTestId('email-delete'));
    await waitFor(() => expect(fake.find('POST /email/delete')).toHaveLength(1));
    expect(confirm).toHaveBeenCalledWith({ content: '将这封邮件移到“已删除”吗？' });
    expect(fake.find('POST /email/delete')[0]!.body).toEqual({ id: 'm1' });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('已移到“已删除”'));
  });

  it('asks before deleting for good from the trash, and leaves the message when the user does not agree', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(false);
    const { fake } = open(<EmailViewPage />, '/email/emailView?id=m1', {
      'GET /email/view': ok(message({ folder: 'trash' })),
      'POST /email/delete': ok({ folder: null }),
    });
    fireEvent.click(await screen.findByTestId('email-delete'));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledWith({ content: '彻底删除这封邮件吗？删除后无法恢复。' }));
    expect(fake.find('POST /email/delete')).toHaveLength(0);
    expect(screen.getByTestId('email-view')).toBeTruthy();
  });

  it('holds back pictures from the web until asked, and lists the attachments', async () => {
    const { current } = open(<EmailViewPage />, '/email/emailView?id=m1', {
      'GET /email/view': ok(
        message({
          html: '<p>您好，报价见附件。</p><img data-remote-src="https://img.example.com/logo.png" alt="logo">',
          text: null,
          remoteImages: true,
          attachments: [ATTACHMENT],
        }),
      ),
    });
    const body = await screen.findByTestId('email-body');
    expect(body.textContent).toContain('您好，报价见附件。');
    const picture = body.querySelector('img')!;
    expect(picture.hasAttribute('src')).toBe(false);
    expect(screen.getByTestId('email-remote-blocked').textContent).toContain('已阻止显示来自网络的图片');
    const attachment = screen.getByTestId('email-attachment');
    expect(attachment.textContent).toContain('报价单.pdf');
    expect(attachment.getAttribute('href')).toContain('/sys/common/static/mail/2026/quote.pdf');
    fireEvent.click(screen.getByTestId('email-show-images'));
    await waitFor(() => expect(picture.getAttribute('src')).toBe('https://img.example.com/logo.png'));
    expect(screen.queryByTestId('email-remote-blocked')).toBeNull();
    fireEvent.click(screen.getByTestId('email-reply'));
    await waitFor(() => expect(current()).toBe('/email/emailForm?replyTo=m1'));
  });

  it('links to the contact its sender is, and logs the mail as that contact’s follow-up', async () => {
    setUpRecordTest([...ALL_AUTH, EMAIL, { action: 'crm:crmRecord:add', type: '1' }]);
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = open(<EmailViewPage />, '/email/emailView?id=m1', {
      'GET /email/view': ok(message({ links: [{ entity: 'crmContacter', id: 'p1', title: '王芳', address: 'wang@client.cn' }] })),
      'POST /crm/crmRecord/add': ok({ id: 'r1' }),
    });
    const link = await screen.findByTestId('email-link');
    expect(link.textContent).toContain('王芳');
    fireEvent.click(within(link).getByTestId('email-follow-up'));
    await waitFor(() => expect(fake.find('POST /crm/crmRecord/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmRecord/add')[0]!.body).toEqual({
      relatedEntity: 'crmContacter',
      relatedId: 'p1',
      type: '4',
      content: '报价单\n\n价格可以再低一点吗？\n谢谢',
    });
    expect(within(link).getByTestId('email-follow-up').textContent).toBe('已记为跟进');
    // The sender is known: no lead is offered.
    expect(screen.queryByTestId('email-to-lead')).toBeNull();
  });

  it('offers a sender the CRM does not know as a new lead, its form filled with them', async () => {
    const { current } = open(<EmailViewPage />, '/email/emailView?id=m1', { 'GET /email/view': ok(message()) });
    fireEvent.click(await screen.findByTestId('email-to-lead'));
    await waitFor(() => expect(current().startsWith('/crm/crmClueAdd?')).toBe(true));
    expect(Object.fromEntries(new URLSearchParams(current().split('?')[1]))).toEqual({ name: '王芳', contactName: '王芳', email: 'wang@client.cn' });
  });

  const contactView = (mailboxAnswer: unknown) =>
    open(<RecordViewPage source={{ kind: 'entity', apiName: 'crmContacter' }} />, '/crm/crmContacterView?id=p1', {
      'GET /crm/crmContacter/queryById': ok(row({ id: 'p1', name: '王芳', email: 'wang@client.cn' })),
      'GET /email/mailbox': ok(mailboxAnswer),
      'GET /email/forRecord': ok(pageOf([summary()])),
    });

  it('shows a contact’s mail on its record', async () => {
    const { fake } = contactView(mailbox());
    fireEvent.click(await screen.findByTestId('view-tab-mail'));
    const listed = await screen.findByTestId('record-mail-message');
    expect(listed.textContent).toContain('报价单');
    expect(listed.getAttribute('href')).toBe('/email/emailView?id=m1');
    expect(fake.find('GET /email/forRecord')[0]!.params).toMatchObject({ apiName: 'crmContacter', id: 'p1' });
  });

  it('offers a mailbox on a record’s mail tab to a user without one', async () => {
    const { fake } = contactView(null);
    fireEvent.click(await screen.findByTestId('view-tab-mail'));
    expect((await screen.findByTestId('record-mail-connect')).getAttribute('href')).toBe('/email/emailIndex');
    expect(fake.find('GET /email/forRecord')).toHaveLength(0);
  });

  it('shows no mail tab to a user without e-mail', async () => {
    setUpRecordTest(ALL_AUTH);
    open(<RecordViewPage source={{ kind: 'entity', apiName: 'crmContacter' }} />, '/crm/crmContacterView?id=p1', {
      'GET /crm/crmContacter/queryById': ok(row({ id: 'p1', name: '王芳', email: 'wang@client.cn' })),
    });
    await screen.findByTestId('view-tab-details');
    expect(screen.queryByTestId('view-tab-mail')).toBeNull();
  });

  it('replies to the sender, Re: once, the original quoted, and sends the reply threaded', async () => {
    const { fake, current } = open(<EmailFormPage />, '/email/emailForm?replyTo=m1', {
      'GET /email/view': ok(message({ subject: 'Re: 报价单' })),
      'POST /email/send': ok({ id: 's1', kept: true }),
    });
    await screen.findByTestId('email-form');
    expect(box('email-form-to').value).toBe('wang@client.cn');
    expect(box('email-form-subject').value).toBe('Re: 报价单');
    const quoted = box('email-form-text').value;
    expect(quoted).toContain('发件人：王芳 <wang@client.cn>');
    expect(quoted).toContain('> 价格可以再低一点吗？\n> 谢谢');
    type('email-form-cc', 'zhang@corp.cn; 不是地址');
    fireEvent.click(screen.getByTestId('email-send'));
    expect((await screen.findByTestId('email-error-cc')).textContent).toBe('“不是地址”不是有效的邮箱地址');
    expect(fake.find('POST /email/send')).toHaveLength(0);
    type('email-form-cc', '张伟 <zhang@corp.cn>；');
    type('email-form-text', `可以，降价 5%。${quoted}`);
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(current()).toBe('/email/emailIndex?folder=sent'));
    expect(fake.find('POST /email/send')[0]!.body).toEqual({
      to: ['wang@client.cn'],
      cc: ['zhang@corp.cn'],
      subject: 'Re: 报价单',
      text: expect.stringMatching(/^可以，降价 5%。\s+-+ 原始邮件 -+/),
      replyTo: 'm1',
    });
    expect(feedback.success).toHaveBeenCalledWith('邮件已发送');
  });

  it('forwards a message with its attachments', async () => {
    const { fake } = open(<EmailFormPage />, '/email/emailForm?forward=m1', {
      'GET /email/view': ok(message({ attachments: [ATTACHMENT] })),
      'POST /email/send': ok({ id: 's2', kept: true }),
    });
    await screen.findByTestId('email-form');
    expect(box('email-form-to').value).toBe('');
    expect(box('email-form-subject').value).toBe('Fwd: 报价单');
    expect(box('email-form-text').value).toContain('价格可以再低一点吗？');
    expect(screen.getByTestId('file-item').textContent).toContain('报价单.pdf');
    type('email-form-to', 'zhao@partner.cn');
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(fake.find('POST /email/send')).toHaveLength(1));
    const sent = fake.find('POST /email/send')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      to: ['zhao@partner.cn'],
      subject: 'Fwd: 报价单',
      attachments: [{ path: 'mail/2026/quote.pdf', name: '报价单.pdf', size: 2048 }],
    });
    expect(sent).not.toHaveProperty('replyTo');
  });

  it('shows which server refused the login and keeps what was typed', async () => {
    const refused = '无法登录收信服务器（IMAP）：Invalid credentials';
    const { fake, current } = open(<MailboxPage />, '/email/emailMailbox', {
      'GET /email/mailbox': ok(null),
      'POST /email/mailbox': fail(422, refused),
    });
    await screen.findByTestId('mailbox-form');
    // A QQ address fills in QQ's servers.
    type('mailbox-address', 'li@qq.com');
    expect(box('mailbox-imapHost').value).toBe('imap.qq.com');
    expect(box('mailbox-smtpPort').value).toBe('465');
    type('mailbox-password', 'wrong-code');
    fireEvent.click(screen.getByTestId('mailbox-save'));
    expect((await screen.findByTestId('mailbox-refusal')).textContent).toBe(refused);
    expect(fake.find('POST /email/mailbox')[0]!.body).toEqual({
      address: 'li@qq.com',
      displayName: null,
      imapHost: 'imap.qq.com',
      imapPort: 993,
      imapTls: true,
      smtpHost: 'smtp.qq.com',
      smtpPort: 465,
      smtpTls: true,
      username: 'li@qq.com',
      password: 'wrong-code',
    });
    expect(box('mailbox-address').value).toBe('li@qq.com');
    expect(box('mailbox-password').value).toBe('wrong-code');
    expect(current()).toBe('/email/emailMailbox');
  });

  it('fills in Outlook’s servers: SMTP on 587 without implicit TLS', async () => {
    open(<MailboxPage />, '/email/emailMailbox', { 'GET /email/mailbox': ok(null) });
    fireEvent.click(await screen.findByText('Outlook'));
    expect(box('mailbox-imapHost').value).toBe('outlook.office365.com');
    expect(box('mailbox-smtpHost').value).toBe('smtp.office365.com');
    expect(box('mailbox-smtpPort').value).toBe('587');
    expect(screen.getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-checked'))).toEqual(['true', 'false']);
  });
});
