import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { safeFileName } from './storage.ts';

let t: TestApp;
let sales: string;
let otherTenantToken: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = (await t.login('sales')).token;
  await createTenant(t.app.db, { name: '深圳启明星科技有限公司', admin: { username: 'qiming-admin', realname: '陈总', password: 'Other@2026' } });
  otherTenantToken = (await t.login('qiming-admin', 'Other@2026')).token;
});
afterAll(() => t.close());

function multipart(fieldName: string, fileName: string, content: Buffer | string, contentType = 'application/octet-stream') {
  const boundary = '----crm-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, fileName: string, content: Buffer | string, field = 'file') {
  const { payload, contentType } = multipart(field, fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload,
    headers: { 'Content-Type': contentType, 'X-Access-Token': token, ...signedHeaders('/sys/common/upload', {}) },
  });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('file upload, view and download', () => {
  it('stores an upload under <tenant>/<yyyymm>/<random>-<name> and answers that path', async () => {
    const response = await upload(sales, 'photo.png', PNG);
    expect(response.statusCode).toBe(200);
    const path = envelope<string>(response).result;
    const tenantId = (await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, sales)).json().result.id;
    expect(path).toMatch(new RegExp(`^${tenantId}/\\d{6}/[0-9a-f]{16}-photo\\.png$`));

    const view = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}`, headers: { 'X-Access-Token': sales } });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.rawPayload.equals(PNG)).toBe(true);

    // <img src> cannot send headers: the token may come as a parameter
    const viaQuery = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}?token=${sales}` });
    expect(viaQuery.statusCode).toBe(200);

    const download = await t.app.inject({ method: 'GET', url: `/api/sys/common/download/${path}?token=${sales}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="photo\.png"/);
  });

  it('sanitises the file name: no directories, no path tricks', async () => {
    const response = await upload(sales, '../../../etc/报价单 v2;.pdf', '%PDF-1.4');
    const path = envelope<string>(response).result;
    expect(path).toMatch(/\/[0-9a-f]{16}-报价单_v2_\.pdf$/);
    expect(path.split('/')).toHaveLength(3);
    expect(safeFileName('..\\..\\windows\\system.ini')).toBe('system.ini');
    expect(safeFileName('...')).toBe('file');
  });

  it('serves HTML and other active content only as a download', async () => {
    const path = envelope<string>(await upload(sales, 'page.html', '<script>alert(1)</script>')).result;
    const view = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}?token=${sales}` });
    expect(view.headers['content-disposition']).toMatch(/^attachment;/);
    expect(view.headers['content-type']).toBe('application/octet-stream');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
  });

  it('requires a valid token to upload and to view', async () => {
    const path = envelope<string>(await upload(sales, 'a.txt', 'hello')).result;
    expect((await upload('bad-token', 'a.txt', 'x')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}?token=nope` })).statusCode).toBe(401);
  });

  it('refuses an upload without the file field', async () => {
    const response = await upload(sales, 'a.txt', 'x', 'other');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('请上传文件');
  });

  it('answers 404 for another tenant’s file and for paths that leave the folder', async () => {
    const path = envelope<string>(await upload(sales, 'secret.txt', 'tenant A only')).result;
    const foreign = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}?token=${otherTenantToken}` });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/sys/common/download/${path}?token=${otherTenantToken}` })).statusCode).toBe(404);

    const [tenantId] = path.split('/');
    for (const trick of [
      `${tenantId}/../../etc/passwd`,
      `${tenantId}/%2e%2e/%2e%2e/etc/passwd`,
      `${tenantId}/..%2f..%2fetc%2fpasswd`,
      `${tenantId}%2f..%2f..%2fcrm.sqlite`,
      '..%2fcrm.sqlite',
      `${tenantId}/..\\..\\crm.sqlite`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${trick}?token=${sales}` });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    }
  });
});
