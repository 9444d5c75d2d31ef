import { RECORD_API, type RegisteredCompany } from '@crm/domain';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';

/**
 * The register's data on the smart search page (issue 21), from a provider speaking the interface
 * of api/business-info.ts, run here on loopback: off unless the deployment names one, asked with
 * its token, kept a day, and a provider's failure told as such.
 */

let t: TestApp;
let sales: Actor;
let engineer: Actor;
let provider: Server;
let url: string;
const asked: { name: string | null; authorization: string | undefined }[] = [];

const XINGHE = {
  name: '星河精密机械制造有限公司',
  creditCode: '91320214MA1MXYZ07Q',
  legalRepresentative: '王建国',
  registeredCapital: '5000万元人民币',
  establishedDate: '2015-03-18',
  status: '存续',
  address: '无锡市新吴区长江路 21 号',
  businessScope: '精密机械设备制造、销售',
  phone: '0510-85201234',
  email: null,
  website: 'https://xinghe-jx.cn',
};

function answer(request: IncomingMessage): { status: number; body: string } {
  const name = new URL(request.url!, 'http://provider').searchParams.get('name');
  asked.push({ name, authorization: request.headers.authorization });
  if (name?.startsWith('星河')) return { status: 200, body: JSON.stringify({ companies: [XINGHE, { name: '' }, { name: '星河精密（苏州）有限公司' }] }) };
  if (name === '无此公司') return { status: 404, body: '' };
  if (name === '坏掉的服务') return { status: 500, body: 'upstream down' };
  return { status: 200, body: 'not json' };
}

beforeAll(async () => {
  provider = createServer((request, response) => {
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/companies`;
  t = await createTestApp({ crmData: false });
  [sales, engineer] = await Promise.all([actor(t, 'sales'), actor(t, 'engineer')]);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const lookUp = (who: Actor, name: string, lang = 'zh-CN') => t.signedGet(RECORD_API.businessInfo, { name }, who.token, { 'Accept-Language': lang });

describe('the register’s data', () => {
  it('is off unless the deployment names a provider, and says so', async () => {
    const response = await lookUp(sales, '星河精密');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('本系统未配置工商信息服务');
    expect(asked).toEqual([]);
  });

  it('answers the provider’s companies for a name, asked with the token, leaving out a malformed one', async () => {
    t.app.config.businessInfo = { url, token: 'secret-token' };
    const response = await lookUp(sales, ' 星河精密 ');
    expect(response.statusCode, response.body).toBe(200);
    const companies = envelope<RegisteredCompany[]>(response).result;
    expect(companies).toEqual([
      XINGHE,
      {
        name: '星河精密（苏州）有限公司',
        creditCode: null,
        legalRepresentative: null,
        registeredCapital: null,
        establishedDate: null,
        status: null,
        address: null,
        businessScope: null,
        phone: null,
        email: null,
        website: null,
      },
    ]);
    expect(asked).toEqual([{ name: '星河精密', authorization: 'Bearer secret-token' }]);
  });

  it('keeps an answer: the same name asked again does not go to the provider', async () => {
    expect((await lookUp(sales, '星河精密')).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('answers none for a name the register does not know', async () => {
    const response = await lookUp(sales, '无此公司');
    expect(response.statusCode).toBe(200);
    expect(envelope<RegisteredCompany[]>(response).result).toEqual([]);
  });

  it('tells a failing provider apart, in the caller’s language, and asks again next time', async () => {
    for (const name of ['坏掉的服务', '答非所问']) {
      const response = await lookUp(sales, name);
      expect(response.statusCode).toBe(502);
      expect(envelope(response).message).toBe('工商信息服务暂时无法访问，请稍后重试');
    }
    expect(envelope(await lookUp(sales, '坏掉的服务', 'en')).message).toBe('The business-information service is not answering; try again later');
    expect(asked.filter((a) => a.name === '坏掉的服务')).toHaveLength(2);
  });

  it('is for those who hold the smart search, and asks for two characters', async () => {
    expect((await lookUp(engineer, '星河精密')).statusCode).toBe(403);
    const short = await lookUp(sales, '星');
    expect(short.statusCode).toBe(400);
    expect(envelope(short).message).toBe('请至少输入 2 个字');
  });
});
