import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_FILE_BYTES, TERMINAL_API } from '@crm/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { fileTypeFromFile } from 'file-type';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { ok } from '../../http/envelope.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { declaredOverLimit, stopAtLimit } from '../../http/multipart-limits.ts';
import { caller } from '../../plugins/auth.ts';
import { recordFile } from './repository.ts';
import { sendStoredFile } from './send-file.ts';
import { newRelativePath, safeFileName, storedMimeType } from './storage.ts';
import { requireAcceptedType, sizeLimitOf, uploadPurposeOf, type UploadPurpose } from './upload-purposes.ts';

const FILE_FIELD = 'file';

/** Plain <img src> and <a href> links: not signed, token in the query, usable while the account is blocked. */
const fileLinkOptions = {
  config: { unsigned: true, tokenInQuery: true, allowBlockedTenant: true },
  schema: {
    querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } },
    params: { type: 'object', properties: { '*': { type: 'string', maxLength: 500 } } },
  },
} as const;

const uploadOptions = {
  config: { multipart: true },
  schema: { querystring: { type: 'object', properties: { biz: { type: 'string', maxLength: 40 } } } },
} as const;

/** "200 MB", "200 KB": the limit as the refusal states it. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} B`;
}

const tooLarge = (limit: number) => new HttpError(413, 'fileTooLarge', { size: sizeText(limit) });

/**
 * A multipart Content-Type with a boundary of 1 to 70 characters (RFC 2046, section 5.1.1).
 * Without one, busboy throws a plain Error that would answer 500.
 */
const MULTIPART_BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** Writes the file part to `absolute`, stopping at the size limit (stopAtLimit). */
async function receive(request: FastifyRequest, part: MultipartFile, absolute: string, limit: number): Promise<void> {
  stopAtLimit(request, part, () => tooLarge(limit));
  // The body may end, or the client go, while the folder is made: the part is then destroyed
  // before anything reads it, and a pipeline from it would wait forever with its file open.
  const partDone = finished(part.file);
  partDone.catch(() => {});
  await mkdir(dirname(absolute), { recursive: true });
  if (part.file.destroyed) {
    await partDone;
    throw badRequest('uploadIncomplete');
  }
  const file = createWriteStream(absolute, { flags: 'wx' });
  try {
    await pipeline(part.file, file);
  } catch (error) {
    // A body that breaks while the file is still being opened fails the pipeline before the open
    // has finished: the file then comes into being after the caller removed it. Its stream closes
    // once the open is done; the caller's removal waits for that.
    if (!file.closed) await once(file, 'close');
    throw error;
  }
}

/**
 * Whether `error` means the body stopped inside a part: it ended without the closing boundary
 * (busboy's "terminated early", no code of its own), or the connection broke.
 */
function isBodyCutShort(request: FastifyRequest, error: unknown): boolean {
  if (request.raw.readableAborted) return true;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || /terminated early/.test(message ?? '');
}

/** The multipart plugin's own refusals, and bodies cut short, in the user's words. */
function refusalOf(request: FastifyRequest, error: unknown, limit: number): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_FILES_LIMIT') return badRequest('oneFilePerUpload');
  if (!(error instanceof HttpError) && isBodyCutShort(request, error)) return badRequest('uploadIncomplete');
  return error;
}

export default async function fileRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const filesDir = app.config.filesDir;
  const serverLimit = app.config.maxUploadBytes ?? MAX_FILE_BYTES;
  // One file per request; the per-purpose size limit is given to each request.
  await app.register(multipart, { limits: { fileSize: serverLimit, files: 1, fields: 10 } });

  /** Receives one file of `purpose` for the caller, under the purpose's limits, and answers its path. */
  async function upload(request: FastifyRequest, reply: FastifyReply, purpose: UploadPurpose) {
    const auth = caller(request);
    if (!request.isMultipart()) throw badRequest('fileRequired');
    if (!MULTIPART_BOUNDARY.test(request.headers['content-type'] ?? '')) throw badRequest('uploadMalformed');
    const limit = sizeLimitOf(purpose, serverLimit);
    // A declared length far over the limit is refused before a byte of it is read.
    if (declaredOverLimit(request, limit)) {
      reply.header('Connection', 'close');
      throw tooLarge(limit);
    }

    let received: { relative: string; absolute: string; name: string } | null = null;
    try {
      for await (const part of request.files({ limits: { fileSize: limit } })) {
        if (part.fieldname !== FILE_FIELD) throw badRequest('fileRequired');
        const relative = newRelativePath(auth.tenantId, part.filename);
        received = { relative, absolute: resolve(filesDir, relative), name: safeFileName(part.filename) };
        await receive(request, part, received.absolute, limit);
      }
      if (!received) throw badRequest('fileRequired');
      const mimeType = storedMimeType(await fileTypeFromFile(received.absolute), received.name);
      requireAcceptedType(purpose, mimeType);
      const { size } = await stat(received.absolute);
      await recordFile(app.db, auth.tenantId, auth.userId, { path: received.relative, originalName: received.name, mimeType, size });
      return ok(request.lang, received.relative, 'uploadOk');
    } catch (error) {
      // Nothing of a refused upload stays in the files folder, and the rest of its body is not read.
      if (received) await rm(received.absolute, { force: true });
      request.raw.unpipe();
      const refusal = refusalOf(request, error, limit);
      // The client may still be sending an over-size body, or be gone half-way: close rather than read on.
      if ((refusal instanceof HttpError && refusal.statusCode === 413) || !request.raw.complete) reply.header('Connection', 'close');
      throw refusal;
    }
  }

  app.post('/sys/common/upload', uploadOptions, (request, reply) => upload(request, reply, uploadPurposeOf(request.query.biz)));
  // A self-service customer's photos of a fault: pictures only, under the same limits as the staff's.
  app.post(TERMINAL_API.upload, { config: { multipart: true, userTypes: ['customer'] } }, (request, reply) => upload(request, reply, 'image'));

  async function sendFile(request: FastifyRequest, reply: FastifyReply, kind: 'inline' | 'attachment') {
    const auth = caller(request);
    return sendStoredFile(app.db, request, reply, {
      filesDir,
      tenantId: auth.tenantId,
      path: (request.params as { '*': string })['*'],
      kind,
      // A customer sees only what they uploaded themselves (their work orders' photos), never the staff's files.
      ...(auth.userType === 'customer' ? { uploadedBy: auth.userId } : {}),
      cacheControl: 'private, max-age=86400',
    });
  }

  app.get('/sys/common/static/*', fileLinkOptions, (request, reply) => sendFile(request, reply, 'inline'));
  app.get('/sys/common/download/*', fileLinkOptions, (request, reply) => sendFile(request, reply, 'attachment'));
  app.get(`${TERMINAL_API.staticPrefix}*`, { ...fileLinkOptions, config: { ...fileLinkOptions.config, userTypes: ['customer'] } }, (request, reply) =>
    sendFile(request, reply, 'inline'),
  );
}
