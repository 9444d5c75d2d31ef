import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_API } from '@crm/domain';
import { createTestApp, signedHeaders, type TestApp } from '../test/app.ts';

describe('answers compressed as the client accepts them', () => {
  let t: TestApp;
  let token: string;
  const path = RECORD_API.list('crm', 'crmCustomer');
  const query = { pageNo: '1', pageSize: '20' };
  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${path}?${new URLSearchParams(query)}`,
      headers: {
        'X-Access-Token': token,
        'X-Client-Type': '1',
        ...signedHeaders(path, query),
        ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login('sales')).token;
  });
  afterAll(() => t.close());

  it('sends a list in brotli to a browser, in gzip to a client without brotli, and as it is to one that asks for nothing', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json().result.records.length).toBeGreaterThan(0);

    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unpacked = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString());
    expect(unpacked.result).toEqual(plain.json().result);

    const gzip = await list('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).result).toEqual(plain.json().result);

    expect((await list('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a short answer as it is, whatever the client accepts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().success).toBe(false);
  });
});
