import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUTS } from '../../config.ts';
import { createTestApp, signedHeaders, type TestApp } from '../../test/app.ts';

/** A client that stops sending is cut off after a window of this long (production: a minute). */
const RATE_WINDOW_MS = 1_000;

/**
 * Uploads that never finish: the body ends, stops coming or the connection breaks inside the
 * file part. The server answers what it still can, and keeps neither the partial file nor an
 * open descriptor. Raw sockets on a listening server: inject() cannot stop a body half-way.
 */
let t: TestApp;
let port: number;
let sales: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false, clientTimeouts: { ...CLIENT_TIMEOUTS, bodyRateWindowMs: RATE_WINDOW_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  sales = (await t.login('sales')).token;
  // The database pool opens its connections now, not while the test counts descriptors.
  await Promise.all(Array.from({ length: 8 }, () => t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, sales)));
});
afterAll(() => t.close());

const BOUNDARY = '----crm-unfinished-upload';

/** The file part's head and `contentBytes` of its content, without the closing boundary. */
function unfinishedForm(contentBytes = 64 * 1024): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="contract.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.alloc(contentBytes, '%PDF-1.4 '),
  ]);
}

function uploadHead(contentType: string, headers: Record<string, string>): string {
  const all = {
    Host: 'localhost',
    'Content-Type': contentType,
    'X-Access-Token': sales,
    'X-Client-Type': '1',
    ...signedHeaders('/sys/common/upload', {}),
    ...headers,
  };
  return `POST /api/sys/common/upload HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

interface Exchange {
  socket: Socket;
  /** The answer, once the server has sent all of it or closed the connection; null when neither happened within `withinMs`. */
  answer(withinMs: number): Promise<{ status: number; body: { message: string } } | null>;
}

async function send(data: Buffer): Promise<Exchange> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.write(data, () => resolve()));
  const complete = () => {
    const split = text.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(text)?.[1];
    return split >= 0 && length !== undefined && Buffer.byteLength(text.slice(split + 4)) >= Number(length);
  };
  return {
    socket,
    async answer(withinMs) {
      const deadline = Date.now() + withinMs;
      while (!complete() && !socket.destroyed && Date.now() < deadline) await sleep(20);
      if (!complete()) return null;
      return { status: Number(text.split(' ')[1]), body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) };
    },
  };
}

/** Every file under the files folder. */
function storedFiles(): string[] {
  if (!existsSync(t.filesDir)) return [];
  return readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`);
}

const openDescriptors = () => readdirSync('/proc/self/fd').length;

/** Descriptors of this process open on a file in the files folder. */
function openStoredFiles(): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(t.filesDir) ? [target] : [];
    } catch {
      return [];
    }
  });
}

/**
 * What the server still holds of the uploads since `before`, once it has had up to two seconds
 * to let go (it cleans up after the connection closes): files added, descriptors opened.
 */
async function leftBehind(before: { files: string[]; descriptors: number }): Promise<{ files: string[]; openFiles: string[]; descriptors: number }> {
  const now = () => ({
    files: storedFiles().filter((file) => !before.files.includes(file)),
    openFiles: openStoredFiles(),
    descriptors: Math.max(0, openDescriptors() - before.descriptors),
  });
  for (let waited = 0; waited < 2_000; waited += 50) {
    const left = now();
    if (left.files.length === 0 && left.openFiles.length === 0 && left.descriptors === 0) return left;
    await sleep(50);
  }
  return now();
}

const holding = () => ({ files: storedFiles(), descriptors: openDescriptors() });
const NOTHING = { files: [], openFiles: [], descriptors: 0 };

describe('uploads that never finish', () => {
  it('answers 400 when the body ends inside the file part, and keeps nothing of it', async () => {
    const before = holding();
    const exchanges: Exchange[] = [];
    // A small part arrives whole before the route reads it; a large one while it writes.
    for (const contentBytes of [100, 100, 64 * 1024, 64 * 1024]) {
      const body = unfinishedForm(contentBytes);
      const head = uploadHead(`multipart/form-data; boundary=${BOUNDARY}`, { 'Content-Length': String(body.length), 'Accept-Language': 'en' });
      exchanges.push(await send(Buffer.concat([Buffer.from(head), body])));
    }
    for (const exchange of exchanges) {
      const answer = await exchange.answer(3_000);
      expect(answer?.status).toBe(400);
      expect(answer?.body.message).toBe('The file did not arrive completely (the connection broke or the data ended early); please upload it again');
      exchange.socket.destroy();
    }
    expect(await leftBehind(before)).toEqual(NOTHING);
  });

  it('answers 400 when a chunked body ends inside the file part', async () => {
    const before = holding();
    const body = unfinishedForm(100);
    const head = uploadHead(`multipart/form-data; boundary=${BOUNDARY}`, { 'Transfer-Encoding': 'chunked' });
    const exchange = await send(Buffer.concat([Buffer.from(head), Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]));
    const answer = await exchange.answer(3_000);
    expect(answer?.status).toBe(400);
    expect(answer?.body.message).toBe('文件没有传完（连接中断或数据不完整），请重新上传');
    exchange.socket.destroy();
    expect(await leftBehind(before)).toEqual(NOTHING);
  });

  it('cuts off an upload whose client stops sending inside the file part, and keeps nothing of it', async () => {
    const before = holding();
    const body = unfinishedForm();
    const head = uploadHead(`multipart/form-data; boundary=${BOUNDARY}`, { 'Content-Length': String(body.length * 2), 'Accept-Language': 'en' });
    const exchange = await send(Buffer.concat([Buffer.from(head), body]));
    const answer = await exchange.answer(RATE_WINDOW_MS + 2_000);
    expect(answer?.status).toBe(408);
    expect(answer?.body.message).toBe('The connection was too slow and the request was stopped; please try again on a better network');
    exchange.socket.destroy();
    expect(await leftBehind(before)).toEqual(NOTHING);
  });

  it('keeps nothing of an upload whose connection breaks inside the file part', async () => {
    const before = holding();
    // Gone at once (before the route reads the part) or a little later (while it writes the file).
    for (const [contentBytes, goneAfterMs] of [
      [100, 0],
      [100, 200],
      [64 * 1024, 0],
      [64 * 1024, 200],
    ] as const) {
      const body = unfinishedForm(contentBytes);
      // The declared length promises more than ever comes: the client goes away half-way.
      const head = uploadHead(`multipart/form-data; boundary=${BOUNDARY}`, { 'Content-Length': String(body.length * 2) });
      const exchange = await send(Buffer.concat([Buffer.from(head), body]));
      await sleep(goneAfterMs);
      exchange.socket.destroy();
    }
    expect(await leftBehind(before)).toEqual(NOTHING);
  });

  it('answers 400, not 500, to a multipart request without a boundary', async () => {
    const body = Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--x--\r\n');
    const exchange = await send(
      Buffer.concat([Buffer.from(uploadHead('multipart/form-data', { 'Content-Length': String(body.length), 'Accept-Language': 'zh-TW' })), body]),
    );
    const answer = await exchange.answer(3_000);
    expect(answer?.status).toBe(400);
    expect(answer?.body.message).toBe('上傳的資料格式不正確（缺少 multipart 分隔符號），請重新上傳');
    exchange.socket.destroy();
  });
});
