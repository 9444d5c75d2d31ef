import { langFromAcceptLanguage, translate } from '@crm/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { writeFailureAndClose } from './errors.ts';

export interface SlowClientOptions {
  /** The slowest average rate a body may arrive at over the last `windowMs`. */
  minBytesPerSecond: number;
  windowMs: number;
}

/** Rate samples per window: the window slides in steps of a quarter of itself. */
const SAMPLES_PER_WINDOW = 4;

interface Sample {
  at: number;
  bytesRead: number;
}

/** A request without Content-Length or Transfer-Encoding has no body (RFC 9112, section 6.3). */
function hasBodyToCome(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return !request.raw.complete && (encoding !== undefined || Number(length) > 0);
}

/**
 * Answers 408 in the user's language when nothing has answered yet, then closes the connection:
 * the route reading the body sees it end and cleans up. Should the client never read the answer,
 * the idle time-out closes the connection.
 */
function cutOff(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  if (reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  writeFailureAndClose(socket, 408, translate(langFromAcceptLanguage(request.headers['accept-language']), 'server.bodyTooSlow'));
}

/**
 * Watches a request's body until it has arrived and cuts the request off when its average rate
 * over the last window falls below the minimum. A client that sends one byte every few seconds
 * keeps the idle time-out from firing, and a total time-out long enough for a large upload on a
 * phone would let it hold the connection for hours: only the rate tells it from a slow phone.
 * The socket's byte count measures what the client sent without touching the stream the route
 * reads. While the request holds received bytes nobody has read yet (the route is busy, the
 * disk is slow), the server, not the client, is behind, and the window starts again.
 */
function watchBody(request: FastifyRequest, reply: FastifyReply, { minBytesPerSecond, windowMs }: SlowClientOptions): void {
  const raw = request.raw;
  const socket = raw.socket;
  let samples: Sample[] = [{ at: Date.now(), bytesRead: socket.bytesRead }];
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed) {
      stop();
      return;
    }
    const now: Sample = { at: Date.now(), bytesRead: socket.bytesRead };
    if (raw.readableLength > 0) {
      samples = [now];
      return;
    }
    samples.push(now);
    while (samples.length > 1 && now.at - samples[1]!.at >= windowMs) samples.shift();
    const oldest = samples[0]!;
    const elapsedMs = now.at - oldest.at;
    if (elapsedMs < windowMs) return;
    if (((now.bytesRead - oldest.bytesRead) * 1000) / elapsedMs < minBytesPerSecond) {
      stop();
      request.log.info({ minBytesPerSecond, windowMs }, 'request body too slow, connection closed');
      cutOff(request, reply);
    }
  }, windowMs / SAMPLES_PER_WINDOW);
  timer.unref();
  const stop = () => clearInterval(timer);
  raw.once('end', stop);
  raw.once('close', stop);
}

/**
 * Cuts off request bodies that arrive too slowly (a slowloris). The connection, headers,
 * keep-alive and total request time-outs are the HTTP server's own (app.ts, CLIENT_TIMEOUTS).
 */
export default fp<SlowClientOptions>(
  async (app, options) => {
    app.addHook('onRequest', async (request, reply) => {
      if (hasBodyToCome(request)) watchBody(request, reply, options);
    });
  },
  { name: 'slow-clients' },
);
