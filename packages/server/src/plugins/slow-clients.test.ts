import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientTimeouts } from '../config.ts';
import { createTestApp, signedHeaders, type TestApp } from '../test/app.ts';

/**
 * Idle and slow clients lose their connection; a large upload over a slow but steady link does
 * not. A listening server with time-outs scaled down from the production ones (CLIENT_TIMEOUTS)
 * and raw sockets, since the time-outs live in the HTTP server, not in the routes.
 */
const TIMEOUTS: ClientTimeouts = {
  idleMs: 1_000,
  headersMs: 1_000,
  keepAliveMs: 500,
  // The backstop: in production two hours against the 28 minutes of 200 MB at 1 Mbit/s.
  requestMs: 20_000,
  minBodyBytesPerSecond: 500,
  bodyRateWindowMs: 1_000,
};
/** How much later than its time-out a connection may close: the server checks headers every quarter time-out, the rate every quarter window. */
const SLACK_MS = 1_000;
/** Node keeps an idle kept-alive connection this much longer than the keep-alive time-out it announces. */
const NODE_KEEP_ALIVE_BUFFER_MS = 1_000;

let t: TestApp;
let port: number;
let sales: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false, clientTimeouts: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  sales = (await t.login('sales')).token;
});
afterAll(() => t.close());

interface Connection {
  socket: Socket;
  openedAt: number;
  /** Everything the server sent so far. */
  received(): string;
  /** Milliseconds from the connection to its close by the server, or null when still open after `withinMs`. */
  closedWithin(withinMs: number): Promise<number | null>;
}

async function open(): Promise<Connection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const openedAt = Date.now();
  let text = '';
  let closedAfter: number | null = null;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve((closedAfter = Date.now() - openedAt))));
  return {
    socket,
    openedAt,
    received: () => text,
    async closedWithin(withinMs) {
      await Promise.race([closed, sleep(Math.max(0, openedAt + withinMs - Date.now()))]);
      return closedAfter;
    },
  };
}

function write(socket: Socket, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
}

describe('idle and slow clients', () => {
  it('closes connections on which nothing is sent within the idle and headers time-outs', async () => {
    const idle = await Promise.all(Array.from({ length: 10 }, open));
    const closedAfter = await Promise.all(idle.map((connection) => connection.closedWithin(Math.min(TIMEOUTS.idleMs, TIMEOUTS.headersMs) + SLACK_MS)));
    for (const ms of closedAfter) expect(ms).not.toBeNull();
    for (const connection of idle) connection.socket.destroy();
  });

  it('closes a connection whose headers come one byte at a time', async () => {
    const slow = await open();
    const head = `GET /api/sys/dict/list HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(100)}\r\n\r\n`;
    const sending = (async () => {
      for (const byte of head) {
        if (slow.socket.destroyed) return;
        slow.socket.write(byte);
        await sleep(100);
      }
    })();
    expect(await slow.closedWithin(TIMEOUTS.headersMs + SLACK_MS)).not.toBeNull();
    await sending;
    // Told why, in the envelope and the default language, not in the HTTP library's English.
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(slow.received()).toContain('"message":"请求未能按时传完，连接已关闭，请重试"');
  });

  it('answers what is not HTTP at all with 400 in the envelope, and closes', async () => {
    const garbage = await open();
    await write(garbage.socket, 'HELLO THERE\r\n\r\n');
    expect(await garbage.closedWithin(SLACK_MS)).not.toBeNull();
    expect(garbage.received()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(garbage.received().split('\r\n\r\n')[1]!)).toMatchObject({ success: false, code: 400, message: '请求格式无效' });
  });

  it('cuts off a body that trickles in, answering 408 in the caller’s language', async () => {
    const slow = await open();
    await write(
      slow.socket,
      `POST /api/sys/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nAccept-Language: en\r\n\r\n{"username":"`,
    );
    const sending = (async () => {
      // A byte every 300 ms: never idle for the idle time-out, far below the minimum rate.
      while (!slow.socket.destroyed) {
        slow.socket.write('a');
        await sleep(300);
      }
    })();
    const closedAfter = await slow.closedWithin(TIMEOUTS.bodyRateWindowMs + SLACK_MS);
    expect(closedAfter).not.toBeNull();
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.received()).toContain('The connection was too slow and the request was stopped');
    await sending;
  });

  it('closes a kept-alive connection that sends no further request', async () => {
    const connection = await open();
    await write(connection.socket, 'GET /mobile/config.js HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answered = Date.now();
    while (!connection.received().includes('\r\n\r\n') && Date.now() - answered < 2_000) await sleep(20);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(connection.received()).not.toMatch(/connection: close/i);
    const closedAfter = await connection.closedWithin(answered - connection.openedAt + TIMEOUTS.keepAliveMs + NODE_KEEP_ALIVE_BUFFER_MS + SLACK_MS);
    expect(closedAfter).not.toBeNull();
  });

  it('lets a large upload over a slow but steady link finish, though it takes several times the idle, headers and rate time-outs', async () => {
    // 320 KB in 16 KB steps every 250 ms: about 5 s, five times the idle, headers and rate window time-outs.
    const boundary = '----crm-steady-upload';
    const content = Buffer.alloc(320 * 1024, 'steady ');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.txt"\r\nContent-Type: text/plain\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = {
      Host: 'localhost',
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
      'X-Access-Token': sales,
      'X-Client-Type': '1',
      ...signedHeaders('/sys/common/upload', {}),
    };
    const connection = await open();
    const startedAt = Date.now();
    await write(
      connection.socket,
      `POST /api/sys/common/upload HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    );
    const STEP = 16 * 1024;
    for (let offset = 0; offset < body.length; offset += STEP) {
      await sleep(250);
      await write(connection.socket, body.subarray(offset, offset + STEP));
    }
    while (!/\r\n\r\n[\s\S]*\}$/.test(connection.received()) && !connection.socket.destroyed) await sleep(20);
    const tookMs = Date.now() - startedAt;
    expect(tookMs).toBeGreaterThan(4 * Math.max(TIMEOUTS.idleMs, TIMEOUTS.headersMs, TIMEOUTS.bodyRateWindowMs));
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    const path = JSON.parse(connection.received().slice(connection.received().indexOf('\r\n\r\n') + 4)).result as string;
    const stored = await t.app.inject({ method: 'GET', url: `/api/sys/common/download/${path}?token=${sales}` });
    expect(stored.rawPayload.equals(content)).toBe(true);
    connection.socket.destroy();
  }, 15_000);
});
