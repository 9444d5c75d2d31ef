import type { LoginResult } from '@crm/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';

const SALES_PHONE = '13910001002';
const MANAGER_PHONE = '13910001000';

function post(app: TestApp, path: string, body: object, ip: string, lang = 'zh-CN') {
  return app.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    remoteAddress: ip,
    headers: { ...signedHeaders(path, {}, body), 'Accept-Language': lang, 'X-Client-Type': '1' },
  });
}

describe('delivery through an HTTP SMS provider and SMTP', () => {
  let d: TestApp;
  let sms: Server;
  let smtp: SMTPServer;
  let smsAnswer = 200;
  const smsRequests: Record<string, unknown>[] = [];
  const mails: string[] = [];

  beforeAll(async () => {
    sms = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        smsRequests.push(JSON.parse(body) as Record<string, unknown>);
        response.statusCode = smsAnswer;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const smsPort = (sms.address() as AddressInfo).port;
    d = await createTestApp({
      crmData: false,
      signIn: {
        codeDelivery: {
          sms: 'http',
          smsHttpUrl: `http://127.0.0.1:${smsPort}/send`,
          smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
          mailFrom: 'CRM <crm@example.test>',
        },
      },
    });
  });
  afterAll(async () => {
    await d.close();
    await new Promise<void>((resolve) => sms.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('posts the documented JSON body to the SMS provider, and the code logs in', async () => {
    const response = await post(d, '/sys/sms', { mobile: SALES_PHONE }, '10.8.0.1', 'en');
    expect(response.statusCode).toBe(200);
    const request = smsRequests.at(-1)!;
    expect(request).toMatchObject({ mobile: SALES_PHONE, purpose: 'login', minutes: 5 });
    expect(request.text).toBe(
      `Your verification code is ${String(request.code)}. It is valid for 5 minutes. If you did not ask for it, please ignore this message.`,
    );
    const login = await post(d, '/sys/phoneLogin', { mobile: SALES_PHONE, captcha: String(request.code) }, '10.8.0.1');
    expect(login.statusCode).toBe(200);
  });

  it('says "SMS code failed to send" when the provider fails, and lets the user try again at once', async () => {
    smsAnswer = 500;
    const failed = await post(d, '/sys/sms', { mobile: MANAGER_PHONE }, '10.8.0.2', 'en');
    expect(failed.statusCode).toBe(502);
    expect(envelope(failed).message).toBe('SMS code failed to send');
    smsAnswer = 200;
    expect((await post(d, '/sys/sms', { mobile: MANAGER_PHONE }, '10.8.0.2', 'en')).statusCode).toBe(200);
  });

  it('e-mails the code in the user language through SMTP, and POST /sys/emailLogin logs in with it', async () => {
    // Stored and typed in different cases, the address is the same.
    await d.app.db.updateTable('users').set({ email: 'Sales@HuaxinCloud.cn' }).where('username', '=', 'sales').execute();
    const sent = await post(d, '/sys/email/code', { email: 'SALES@huaxincloud.cn' }, '10.8.1.1', 'en');
    expect(sent.statusCode).toBe(200);
    const mail = mails.at(-1)!;
    expect(mail).toContain('Subject: Your Mobile CRM verification code');
    expect(mail).toMatch(/To: sales@huaxincloud\.cn/);
    const code = /verification code is (\d{6})/.exec(mail)![1]!;
    const login = await post(d, '/sys/emailLogin', { email: 'sales@huaxincloud.cn', captcha: code }, '10.8.1.1');
    expect(login.statusCode).toBe(200);
    expect(envelope<LoginResult>(login).result.userInfo.username).toBe('sales');
  });

  it('checks the e-mail address format', async () => {
    const response = await post(d, '/sys/email/code', { email: 'not-an-address' }, '10.8.1.2', 'en');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Please enter a valid email address');
  });
});
