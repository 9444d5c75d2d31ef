import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/**
 * The answers the server builds (JSON, the runtime config script), compressed in one call each
 * rather than through a compression stream per response (issue 25). A list of 20 cards is about
 * 6 KB: @fastify/compress piped it through a new brotli stream at quality 4, which cost about
 * 0.65 ms of CPU a request (the stream's set-up, a trip through the thread pool, chunked
 * transfer) against 0.03-0.05 ms for one synchronous call at a low level, and the list fell from
 * 1,100 to 650 requests a second. Files (the client's assets) are not built here: they are sent
 * precompressed, or through @fastify/compress in their own scope (plugins/static-web.ts).
 */

/** Below this an answer goes as it is: a packet holds it whole, and compressing it only costs. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Up to this size an answer is compressed on the event loop (at most about half a millisecond);
 * larger ones (a page of 1,000 rows, the API description) go to the thread pool in one call.
 */
const SYNC_UP_TO_BYTES = 64 * 1024;

/**
 * Measured on a list of 20 customers (5.9 KB of JSON): brotli at quality 1 takes 31 µs for 1,621
 * bytes, gzip at level 1 50 µs for 1,612, and brotli's default quality 4 87 µs for 1,434 (in one
 * call; through a stream it cost ten times that). Quality 1 gives up 12% of the size for a third of the CPU;
 * on a phone's link 200 bytes are nothing beside the round trip. The window is the answer's
 * size (the size hint), so short answers do not allocate brotli's 4 MB default window.
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

export type AnswerEncoding = 'br' | 'gzip';
/** Brotli first: smaller and cheaper at these levels; gzip for the clients that lack it. */
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** What this plugin compresses: what the server itself builds, never a file or a stream. */
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/;

function brotliOptions(size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
const gzipOptions: ZlibOptions = { level: GZIP_LEVEL };

function compressSync(encoding: AnswerEncoding, input: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(input, brotliOptions(input.length)) : gzipSync(input, gzipOptions);
}

function compressAsync(encoding: AnswerEncoding, input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, output: Buffer) => (error ? reject(error) : resolve(output));
    if (encoding === 'br') brotliCompress(input, brotliOptions(input.length), done);
    else gzip(input, gzipOptions, done);
  });
}

/**
 * An answer compressed as the client accepts it, or null when it goes as it is (too short, or
 * no encoding accepted). Shared with the bench's yardstick (bench/raw-endpoint.ts), which must
 * compress as the product does for its ratio to mean anything.
 */
export async function compressedAnswer(acceptEncoding: string | undefined, body: Buffer): Promise<{ encoding: AnswerEncoding; body: Buffer } | null> {
  if (body.length < COMPRESS_FROM_BYTES) return null;
  const encoding = negotiator.negotiate(acceptEncoding ?? '') as AnswerEncoding | null;
  if (!encoding) return null;
  return { encoding, body: body.length <= SYNC_UP_TO_BYTES ? compressSync(encoding, body) : await compressAsync(encoding, body) };
}

/** The answer's Vary header with accept-encoding added: caches keep one copy per encoding. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/\baccept-encoding\b/i.test(current)) reply.header('Vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('Content-Encoding') || !COMPRESSIBLE.test(String(reply.getHeader('Content-Type') ?? ''))) return payload;
      // Encoded once: its length decides, and the same bytes are compressed.
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_FROM_BYTES) return payload;
      // Whatever the client accepts, the answer differs by it.
      varyOnEncoding(reply);
      const compressed = await compressedAnswer(request.headers['accept-encoding'], body);
      if (!compressed) return payload;
      reply.header('Content-Encoding', compressed.encoding);
      reply.header('Content-Length', compressed.body.length);
      return compressed.body;
    });
  },
  { name: 'answer-compression' },
);
