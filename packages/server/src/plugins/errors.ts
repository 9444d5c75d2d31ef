import { DEFAULT_LANG, langFromAcceptLanguage, translate, type Lang } from '@crm/domain';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../http/envelope.ts';
import { HttpError, messageOf } from '../http/http-error.ts';

/** Name of the offending field: the last step of the instance path, or the missing property. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  const parts = error.instancePath.split('/').filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts.at(-1) ?? '';
}

function fieldLabel(lang: Lang, field: string): string {
  if (!field) return translate(lang, 'server.field.body');
  const key = `server.field.${field}`;
  const label = translate(lang, key);
  return label === key ? field : label;
}

const VALIDATION_KEYWORDS = new Set(['required', 'minLength', 'maxLength', 'pattern', 'format', 'type', 'enum', 'minimum', 'maximum', 'minItems', 'maxItems']);

/** One sentence in the user's language saying which field is wrong and why. */
export function describeValidationError(lang: Lang, error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const keyword = VALIDATION_KEYWORDS.has(error.keyword) ? error.keyword : 'invalid';
  const limit = params.limit ?? params.allowedValues ?? '';
  const field = fieldLabel(lang, fieldOf(error));
  return translate(lang, `server.validation.${keyword}`, { field, limit: String(limit) });
}

/** Fastify's refusals of a body that any client can provoke, said in the caller's language rather than Fastify's English. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'mediaTypeUnsupported',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyNotJson',
};

const ROUTER_ERROR_MESSAGES: Record<string, string> = { FST_ERR_MAX_PARAM_LENGTH: 'urlTooLong', FST_ERR_BAD_URL: 'urlInvalid' };

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path parameter over its length limit, a
 * malformed escape in the path) come before any hook, so without this they bypass the error
 * handler and answer Fastify's own JSON instead of the envelope.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = langFromAcceptLanguage(request.headers['accept-language']);
  const key = ROUTER_ERROR_MESSAGES[error.code];
  const status = key && error.statusCode ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  reply.status(status).send(failure(status, translate(lang, `server.${key ?? 'serverError'}`)));
}

/** A failure written straight to a connection that is then closed: for answers given outside Fastify's reply (client errors, bodies given up). */
export function writeFailureAndClose(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(failure(status, message));
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  socket.end(head + body, () => socket.destroy());
}

const CLIENT_ERRORS: Record<string, { status: number; key: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'requestTimedOut' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'headersTooLarge' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused or timed out before Fastify had
 * one (headers or body not in time, headers too large, not HTTP). Answered in the envelope in the
 * default language (no header of the request can be trusted to say another), instead of
 * Fastify's English JSON.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, key: 'requestMalformed' };
  writeFailureAndClose(socket, status, translate(DEFAULT_LANG, `server.${key}`));
}

/**
 * Every error becomes the envelope `{ success: false, message, code: status, result: null }`.
 * Messages of 5xx are logged, never sent.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const lang = request.lang;
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(failure(error.statusCode, messageOf(lang, error), error.result));
      }
      if (error.validation && error.validation.length > 0) {
        const detail = describeValidationError(lang, error.validation[0]!);
        return reply.status(400).send(failure(400, translate(lang, 'server.badRequest', { detail })));
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send(failure(status, translate(lang, 'server.serverError')));
      }
      const bodyMessage = error.code ? BODY_ERROR_MESSAGES[error.code] : undefined;
      if (bodyMessage) return reply.status(status).send(failure(status, translate(lang, `server.${bodyMessage}`)));
      // Other framework 4xx errors say what is wrong in Fastify's words.
      return reply.status(status).send(failure(status, translate(lang, 'server.badRequest', { detail: error.message })));
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.status(404).send(failure(404, translate(request.lang, 'server.notFound')));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
