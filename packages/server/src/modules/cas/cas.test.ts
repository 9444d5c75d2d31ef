import type { LoginResult } from '@crm/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { casUserOf } from './service-validate.ts';

const SERVICE = 'http://crm.example.test/mobile/index';

/** A stand-in CAS server: serviceValidate as in the CAS 3.0 protocol, section 2.5. */
function standInCas(tickets: Record<string, string>): Server {
  return createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    response.setHeader('content-type', 'application/xml; charset=utf-8');
    const user = tickets[url.searchParams.get('ticket') ?? ''];
    if (url.pathname !== '/cas/serviceValidate' || !user || url.searchParams.get('service') !== SERVICE) {
      response.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure>
</cas:serviceResponse>`);
      return;
    }
    response.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${user}</cas:user>
    <cas:attributes><cas:email>${user}@example.test</cas:email></cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`);
  });
}

let cas: Server;
let t: TestApp;
let port: number;

beforeAll(async () => {
  cas = standInCas({ 'ST-1-manager': 'manager', 'ST-2-stranger': 'stranger', 'ST-3-agent': 'agent', 'ST-4-customer': 'customer' });
  await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
  port = (cas.address() as AddressInfo).port;
  t = await createTestApp({ crmData: false, signIn: { casServerUrl: `http://127.0.0.1:${port}/cas/` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => cas.close(() => resolve()));
});

describe('GET /cas/client/validateLogin', () => {
  it('turns a valid ticket into a session of the user named by CAS', async () => {
    const response = await t.signedGet('/cas/client/validateLogin', { ticket: 'ST-1-manager', service: SERVICE });
    expect(response.statusCode).toBe(200);
    const body = envelope<LoginResult>(response);
    expect(body.success).toBe(true);
    expect(body.result.userInfo.username).toBe('manager');
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, body.result.token)).statusCode).toBe(200);
  });

  it('refuses a ticket the CAS server does not know, or one issued for another service', async () => {
    const unknown = await t.signedGet('/cas/client/validateLogin', { ticket: 'ST-9-forged', service: SERVICE });
    expect(unknown.statusCode).toBe(401);
    expect(envelope(unknown).message).toBe('单点登录票据无效或已过期');
    const otherService = await t.signedGet('/cas/client/validateLogin', { ticket: 'ST-1-manager', service: 'http://elsewhere.test/' });
    expect(otherService.statusCode).toBe(401);
  });

  it('tells a CAS user without an account here to ask the administrator', async () => {
    const response = await t.signedGet('/cas/client/validateLogin', { ticket: 'ST-2-stranger', service: SERVICE }, undefined, { 'Accept-Language': 'en' });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('The single sign-on user stranger has no account here, please ask the administrator to bind one');
  });

  it('signs in staff only: a partner or customer username is unknown here, whatever CAS says', async () => {
    for (const ticket of ['ST-3-agent', 'ST-4-customer']) {
      const response = await t.signedGet('/cas/client/validateLogin', { ticket, service: SERVICE });
      expect(response.statusCode).toBe(401);
      expect(envelope(response).success).toBe(false);
    }
  });

  it('answers 502 when the CAS server cannot be reached', async () => {
    const original = t.app.config.casServerUrl;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t.app.config.casServerUrl = `http://127.0.0.1:${closedPort}/cas`;
    try {
      const response = await t.signedGet('/cas/client/validateLogin', { ticket: 'ST-1-manager', service: SERVICE });
      expect(response.statusCode).toBe(502);
      expect(envelope(response).message).toBe('单点登录服务暂时无法访问，请稍后再试');
    } finally {
      t.app.config.casServerUrl = original;
    }
  });

  it('answers 404 with a clear message when CAS is not configured', async () => {
    const original = t.app.config.casServerUrl;
    t.app.config.casServerUrl = undefined;
    try {
      const response = await t.signedGet('/cas/client/validateLogin', { ticket: 'ST-1-manager', service: SERVICE }, undefined, { 'Accept-Language': 'en' });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Single sign-on (CAS) is not configured on this server');
    } finally {
      t.app.config.casServerUrl = original;
    }
  });
});

describe('casUserOf', () => {
  it('reads the user of a success, unescaping entities, and nothing from a failure', () => {
    expect(casUserOf('<cas:serviceResponse><cas:authenticationSuccess><cas:user> a&amp;b </cas:user></cas:authenticationSuccess></cas:serviceResponse>')).toBe(
      'a&b',
    );
    expect(casUserOf('<cas:serviceResponse><cas:authenticationFailure code="INVALID_TICKET"/></cas:serviceResponse>')).toBeNull();
  });
});
