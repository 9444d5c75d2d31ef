import { CONTENT_API, entityOf, type ContentShare, type PublicContent } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { actor, createRecord, multipart, upload, type Actor } from '../../test/records.ts';

/**
 * Videos and file boxes shared by link (issue 20, /videoView and /fileBox): the film plays from
 * the link's key in parts, a file box's files open by it, nothing else of the company does, and
 * there is no link while there is nothing to see.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let film: string;
let cover: string;
let brochure: string;
let priceList: string;
let elsewhere: string;
let video: string;
let emptyVideo: string;
let box: string;
let emptyBox: string;

/** An MP4's first box (`ftyp`, brand mp42) and some bytes of film: enough for the upload's content check. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(2000, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** An upload for a video field (`?biz=video`), as the form's picker sends it. */
function uploadVideo(token: string, fileName: string, content: Buffer, lang = 'zh-CN') {
  const { payload, contentType } = multipart('file', fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload?biz=video',
    payload,
    headers: { 'Content-Type': contentType, 'X-Access-Token': token, 'Accept-Language': lang, ...signedHeaders('/sys/common/upload', { biz: 'video' }) },
  });
}

const share = (who: Actor, apiName: string, id: string, lang = 'zh-CN') =>
  t.signedPost(CONTENT_API.share, { apiName, id }, who.token, { 'Accept-Language': lang });
const view = (key: string) => t.signedGet(CONTENT_API.publicView, { key });
const file = (key: string, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${CONTENT_API.publicFile}`, query: { key, path }, headers });

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
  const uploaded = await uploadVideo(admin.token, '产品演示.mp4', MP4);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  film = envelope<string>(uploaded).result;
  [cover, brochure, priceList, elsewhere] = await Promise.all([
    upload(t, admin.token, 'cover.png', PNG),
    upload(t, admin.token, '产品手册.pdf', PDF),
    upload(t, admin.token, '价格表.pdf', PDF),
    upload(t, admin.token, '内部底稿.pdf', PDF),
  ]);
  const cmsVideo = entityOf('cmsVideo');
  const cmsFile = entityOf('cmsFile');
  video = await createRecord(t, admin, cmsVideo, undefined, {
    title: '三分钟看懂产品',
    category: '1',
    duration: '3分12秒',
    description: '一部手机完成日常销售工作。',
    cover: [{ path: cover, name: 'cover.png', size: PNG.length }],
    video: [{ path: film, name: '产品演示.mp4', size: MP4.length }],
  });
  emptyVideo = await createRecord(t, admin, cmsVideo, undefined, { title: '待上传的视频', category: '1', cover: [], video: [] });
  box = await createRecord(t, admin, cmsFile, undefined, {
    title: '产品资料包',
    category: '1',
    description: '手册与价格表',
    files: [
      { path: brochure, name: '产品手册.pdf', size: PDF.length },
      { path: priceList, name: '价格表.pdf', size: PDF.length },
    ],
  });
  emptyBox = await createRecord(t, admin, cmsFile, undefined, { title: '空资料包', category: '1', files: [] });
}, 60_000);
afterAll(() => t.close());

describe('a video’s upload', () => {
  it('takes a film and refuses anything else with the formats it takes, in the user’s language', async () => {
    const refused = await uploadVideo(admin.token, '演示.mp4', PDF, 'en');
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).message).toBe('Only MP4, WebM, MOV files can be uploaded here (the content decides, not the file name)');
  });
});

describe('a link to a video', () => {
  let key: string;

  it('is refused while the video has no film, in three languages', async () => {
    for (const [lang, message] of [
      ['zh-CN', '视频尚未上传视频文件，上传后才能分享'],
      ['en', 'The video has no video file yet; upload one to share it'],
      ['zh-TW', '影片尚未上傳影片檔案，上傳後才能分享'],
    ] as const) {
      const refused = await share(sales, 'cmsVideo', emptyVideo, lang);
      expect(refused.statusCode).toBe(422);
      expect(envelope(refused).message).toBe(message);
    }
  });

  it('opens /videoView with the film, title, description and sharer, without logging in', async () => {
    const made = await share(sales, 'cmsVideo', video);
    expect(made.statusCode, made.body).toBe(200);
    const link = envelope<ContentShare>(made).result;
    expect(link.path).toBe(`/videoView?key=${link.key}`);
    key = link.key;
    const content = envelope<PublicContent>(await view(key)).result;
    expect(content).toMatchObject({
      apiName: 'cmsVideo',
      title: '三分钟看懂产品',
      description: '一部手机完成日常销售工作。',
      duration: '3分12秒',
      sharerName: '李销售',
      cover,
      video: { path: film, name: '产品演示.mp4', size: MP4.length },
      files: [],
    });
  });

  it('plays the film by the key in parts, and opens no other file of the company', async () => {
    const whole = await file(key, film);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await file(key, film, { Range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.body).toBe('ftypmp42');
    for (const [path, withKey] of [
      [elsewhere, key],
      [film, 'notAKeyAtAll0000'],
    ] as const) {
      expect((await file(withKey, path)).statusCode, path).toBe(404);
    }
    expect((await view('notAKeyAtAll0000')).statusCode).toBe(404);
  });
});

describe('a link to a file box', () => {
  it('is refused while the box holds no file, and opens /fileBox with its files, each by the key', async () => {
    const refused = await share(sales, 'cmsFile', emptyBox, 'en');
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('The file box holds no files yet; add some to share it');

    const link = envelope<ContentShare>(await share(sales, 'cmsFile', box)).result;
    expect(link.path).toBe(`/fileBox?key=${link.key}`);
    const content = envelope<PublicContent>(await view(link.key)).result;
    expect(content).toMatchObject({ apiName: 'cmsFile', title: '产品资料包', description: '手册与价格表', video: null });
    expect(content.files.map((f) => f.name)).toEqual(['产品手册.pdf', '价格表.pdf']);
    for (const path of [brochure, priceList]) expect((await file(link.key, path)).statusCode, path).toBe(200);
    expect((await file(link.key, elsewhere)).statusCode).toBe(404);
    // The video's film is the video's link's, not the box's.
    expect((await file(link.key, film)).statusCode).toBe(404);
  });
});
