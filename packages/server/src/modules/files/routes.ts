import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@crm/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ok } from '../../http/envelope.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { findFile, recordFile } from './repository.ts';
import { isInlineSafe, mimeTypeOf, newRelativePath, resolveTenantFile, safeFileName } from './storage.ts';

const FILE_FIELD = 'file';

/** Plain <img src> and <a href> links: not signed, token in the query, usable while the account is blocked. */
const fileLinkOptions = {
  config: { unsigned: true, tokenInQuery: true, allowBlockedTenant: true },
  schema: {
    querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } },
    params: { type: 'object', properties: { '*': { type: 'string', maxLength: 500 } } },
  },
} as const;

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export default async function fileRoutes(app: FastifyInstance): Promise<void> {
  const filesDir = app.config.filesDir;
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });

  app.post('/sys/common/upload', async (request) => {
    const auth = caller(request);
    if (!request.isMultipart()) throw badRequest('fileRequired');
    const file = await request.file();
    if (!file || file.fieldname !== FILE_FIELD) throw badRequest('fileRequired');

    const relative = newRelativePath(auth.tenantId, file.filename);
    const absolute = resolve(filesDir, relative);
    await mkdir(dirname(absolute), { recursive: true });
    try {
      await pipeline(file.file, createWriteStream(absolute, { flags: 'wx' }));
      if (file.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    } catch (error) {
      await rm(absolute, { force: true });
      if (isTooLarge(error)) throw new HttpError(413, 'fileTooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 });
      throw error;
    }
    const { size } = await stat(absolute);
    await recordFile(app.db, auth.tenantId, auth.userId, {
      path: relative,
      originalName: safeFileName(file.filename),
      mimeType: mimeTypeOf(file.filename),
      size,
    });
    return ok(request.lang, relative, 'uploadOk');
  });

  async function sendFile(request: FastifyRequest, reply: FastifyReply, kind: 'inline' | 'attachment') {
    const auth = caller(request);
    const relative = (request.params as { '*': string })['*'];
    const absolute = resolveTenantFile(filesDir, auth.tenantId, relative);
    if (!absolute) throw notFound();
    const meta = await findFile(app.db, auth.tenantId, relative);
    if (!meta) throw notFound();
    const size = await stat(absolute).then((s) => s.size, () => null);
    if (size === null) throw notFound();
    // Only types that run nothing of their own are shown inline; the rest always download.
    const disposition = kind === 'inline' && isInlineSafe(meta.mimeType) ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', meta.mimeType)
      .header('Content-Length', size)
      .header('Content-Disposition', contentDisposition(disposition, meta.originalName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=86400')
      .send(createReadStream(absolute));
  }

  app.get('/sys/common/static/*', fileLinkOptions, (request, reply) => sendFile(request, reply, 'inline'));
  app.get('/sys/common/download/*', fileLinkOptions, (request, reply) => sendFile(request, reply, 'attachment'));
}
