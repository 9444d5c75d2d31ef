import { CONTENT_API, entityOf, RECORD_API, type ContentShare, type ContentVisit, type Page, type PublicContent, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, createRecord, upload, type Actor } from '../../test/records.ts';
import { deviceOf } from './shares.ts';

/**
 * Sharing content (issue 20): a salesperson's link opens an article to anyone without logging in,
 * and nothing else; each open is one visit against the sharer, with how long it was read, and a
 * visitor's phone becomes the sharer's lead.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let article: string;
let draft: string;
let share: ContentShare;
let brochure: string;
let cover: string;
let elsewhere: string;

/** A PDF's first bytes: enough for the upload's content check to call it a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const IPHONE_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
  [brochure, cover, elsewhere] = await Promise.all([
    upload(t, admin.token, '产品手册.pdf', PDF),
    upload(t, admin.token, 'cover.png', PNG),
    upload(t, admin.token, '报价底稿.pdf', PDF),
  ]);
  article = await createRecord(t, admin, entityOf('cmsArticle'), undefined, {
    title: '华信云 CRM 产品介绍',
    category: '1',
    status: '1',
    summary: '一页看懂产品',
    content: '<p>移动办公，随时跟进。</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    cover: [{ path: cover, name: 'cover.png', size: PNG.length }],
    files: [{ path: brochure, name: '产品手册.pdf', size: PDF.length }],
  });
  draft = await createRecord(t, admin, entityOf('cmsArticle'), undefined, { title: '未发布的稿件', category: '4', status: '0', content: '<p>草稿</p>' });
}, 60_000);
afterAll(() => t.close());

const view = (key: string) => t.signedGet(CONTENT_API.publicView, { key });
const opened = async (key: string, openId: string) =>
  envelope<{ visitId: string }>(await t.signedPost(CONTENT_API.publicOpened, { key, openId }, undefined, { 'User-Agent': IPHONE_WECHAT })).result.visitId;
const visits = async (who: Actor) => envelope<Page<ContentVisit>>(await t.signedGet(CONTENT_API.visits, { pageSize: 100 }, who.token)).result;

describe('a link to an article', () => {
  it('is the salesperson’s own, the same one each time; a draft is not shared', async () => {
    const first = await t.signedPost(CONTENT_API.share, { apiName: 'cmsArticle', id: article }, sales.token);
    expect(first.statusCode, first.body).toBe(200);
    share = envelope<ContentShare>(first).result;
    expect(share.path).toBe(`/article?key=${share.key}`);
    expect(envelope<ContentShare>(await t.signedPost(CONTENT_API.share, { apiName: 'cmsArticle', id: article }, sales.token)).result.key).toBe(share.key);
    const refused = await t.signedPost(CONTENT_API.share, { apiName: 'cmsArticle', id: draft }, sales.token);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('文章尚未发布，发布后才能分享');
    // Nothing but the content objects is shared.
    expect((await t.signedPost(CONTENT_API.share, { apiName: 'crmCustomer', id: article }, sales.token)).statusCode).toBe(404);
  });

  it('opens the article without logging in, its text made safe, and nothing for a key it is not', async () => {
    const response = await view(share.key);
    expect(response.statusCode, response.body).toBe(200);
    const content = envelope<PublicContent>(response).result;
    expect(content).toMatchObject({ apiName: 'cmsArticle', title: '华信云 CRM 产品介绍', summary: '一页看懂产品', sharerName: '李销售' });
    expect(content.content).toContain('移动办公，随时跟进。');
    expect(content.content).not.toMatch(/script|onerror|alert/);
    expect(content.cover).toBe(cover);
    expect(content.files).toEqual([{ path: brochure, name: '产品手册.pdf', size: PDF.length }]);
    for (const key of ['notAKeyAtAll0000', `${share.key.slice(0, -1)}x`]) expect((await view(key)).statusCode, key).toBe(404);
  });

  it('opens the article’s own files without logging in, in parts when asked, and no other file of the company', async () => {
    const file = (path: string, headers: Record<string, string> = {}, key = share.key, download?: '1') =>
      t.app.inject({ method: 'GET', url: `/api${CONTENT_API.publicFile}`, query: { key, path, ...(download ? { download } : {}) }, headers });
    const whole = await file(brochure);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(PDF)).toBe(true);
    expect((await file(brochure, {}, share.key, '1')).headers['content-disposition']).toMatch(/^attachment;.*filename\*=UTF-8''%E4%BA%A7/);
    const part = await file(brochure, { Range: 'bytes=5-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-7/${PDF.length}`);
    expect(part.body).toBe('1.4');
    expect((await file(brochure, { Range: `bytes=${PDF.length}-` })).statusCode).toBe(416);
    expect((await file(cover)).headers['content-type']).toBe('image/png');
    // Another file of the same company, a path outside the files, or a wrong key: 404 alike.
    for (const [path, key] of [
      [elsewhere, share.key],
      ['../../etc/passwd', share.key],
      [brochure, 'notAKeyAtAll0000'],
    ] as const) {
      expect((await file(path, {}, key)).statusCode, path).toBe(404);
    }
  });

  it('counts each open of the page once, with the device and how long it was read', async () => {
    const visit = await opened(share.key, 'open-0001');
    expect(await opened(share.key, 'open-0001')).toBe(visit);
    const again = await opened(share.key, 'open-0002');
    expect(again).not.toBe(visit);
    for (const seconds of [30, 20]) await t.signedPost(CONTENT_API.publicRead, { key: share.key, visitId: visit, seconds });
    await t.signedPost(CONTENT_API.publicRead, { key: share.key, visitId: again, seconds: 1e9 });
    const mine = (await visits(sales)).records;
    expect(mine.map((v) => [v.title, v.device, v.seconds]).sort()).toEqual([
      ['华信云 CRM 产品介绍', 'iOS · 微信', 14_400],
      ['华信云 CRM 产品介绍', 'iOS · 微信', 30],
    ]);
    // Another link's visit is not this link's to read on.
    expect((await t.signedPost(CONTENT_API.publicRead, { key: 'notAKeyAtAll0000', visitId: visit, seconds: 5 })).statusCode).toBe(404);
  });

  it('makes the visitor’s phone the salesperson’s lead, once per visit', async () => {
    const visit = await opened(share.key, 'open-0003');
    const empty = await t.signedPost(CONTENT_API.publicContact, { key: share.key, visitId: visit, name: ' ', phone: null });
    expect(empty.statusCode).toBe(422);
    const left = await t.signedPost(CONTENT_API.publicContact, { key: share.key, visitId: visit, name: '赵先生', phone: '13812345678' });
    expect(left.statusCode, left.body).toBe(200);
    expect(envelope(left).message).toBe('已收到，我们会尽快与您联系');
    await t.signedPost(CONTENT_API.publicContact, { key: share.key, visitId: visit, name: '赵先生', phone: '13812345679' });
    const seen = (await visits(sales)).records.find((v) => v.id === visit)!;
    expect(seen).toMatchObject({ visitorName: '赵先生', visitorPhone: '13812345679' });
    const lead = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmClue'), { id: seen.leadId! }, sales.token)).result;
    expect(lead).toMatchObject({ name: '赵先生', mobile: '13812345678', ownerId: sales.userId });
  });

  it('is read by its sharer and the administrator only, and stops opening once revoked', async () => {
    const other = await actor(t, 'zhaolei');
    expect((await visits(other)).total).toBe(0);
    expect((await visits(admin)).total).toBe((await visits(sales)).total);
    expect((await t.signedPost(CONTENT_API.revoke, { key: share.key }, other.token)).statusCode).toBe(404);
    expect((await t.signedPost(CONTENT_API.revoke, { key: share.key }, sales.token)).statusCode).toBe(200);
    expect((await view(share.key)).statusCode).toBe(404);
    expect((await t.signedPost(CONTENT_API.publicOpened, { key: share.key, openId: 'open-0009' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api${CONTENT_API.publicFile}`, query: { key: share.key, path: brochure } })).statusCode).toBe(404);
  });
});

describe('the device', () => {
  it('is read from the browser', () => {
    expect(deviceOf(IPHONE_WECHAT)).toBe('iOS · 微信');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe('Android');
    expect(deviceOf(undefined)).toBe('-');
  });
});
