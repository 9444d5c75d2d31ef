import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SIGN_SECRET, type TestApp } from '../test/app.ts';

let t: TestApp;
let webDist: string;
const SHELL_SCRIPT = 'window.shellPainted = true;';
const INDEX = `<!doctype html><html><body><div id="root"></div><script>${SHELL_SCRIPT}</script><script src="/mobile/assets/index-abc123.js"></script></body></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'crm-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist, seed: false });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web client under /mobile', () => {
  it("may be framed only by its own origin and runs only its own scripts and the build's inline ones", async () => {
    const hash = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;
    for (const url of ['/mobile/', '/mobile/crm/crmCustomerList']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const policy = Object.fromEntries(
        String(response.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
      expect(policy['script-src'], url).toEqual(["'self'", hash]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
    }
  });

  it('sends scripts with the headers that protect a script, without those only a document reads', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await t.app.inject({ method: 'GET', url: '/mobile/assets/index-abc123.js', headers: { 'Accept-Encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['x-content-type-options'], encoding).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], encoding).toBe('same-origin');
      for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(response.headers[header], `${encoding} ${header}`).toBeUndefined();
      }
    }
  });

  it('redirects / and /mobile to /mobile/', async () => {
    for (const url of ['/', '/mobile']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/mobile/');
    }
  });

  it('serves index.html at /mobile/ and for every client route (history mode), not cached', async () => {
    for (const url of ['/mobile/', '/mobile/index', '/mobile/crm/crmCustomerList?x=1', '/mobile/account/setting']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves hashed assets with long-lived immutable caching, and 404 for a missing asset', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/mobile/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await t.app.inject({ method: 'GET', url: '/mobile/assets/missing-123.js' })).statusCode).toBe(404);
    const icon = await t.app.inject({ method: 'GET', url: '/mobile/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses what the browser accepts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mobile/assets/index-abc123.js', headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the precompressed sibling a build wrote as it is, instead of compressing on every request', async () => {
    const brotli = brotliCompressSync(readFileSync(join(webDist, 'assets', 'index-abc123.js')));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotli);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/mobile/assets/index-abc123.js', headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.equals(brotli)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      rmSync(join(webDist, 'assets', 'index-abc123.js.br'));
    }
  });

  it('serves /mobile/config.js with the API base and the signing secret, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mobile/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(`window.__CRM_CONFIG__ = {"apiBase":"/api","signSecret":"${TEST_SIGN_SECRET}"};\n`);
  });

  it('keeps API 404s as JSON envelopes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 404 });
  });
});
