import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createReadStream } from 'node:fs';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import { findFile } from './repository.ts';
import { isInlineSafe, realTenantFile } from './storage.ts';

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The bytes a `Range: bytes=…` header asks for (one range; RFC 9110 section 14.1.2), or null for
 * the whole file: a phone's video player (Safari's always) and pdf.js ask for parts. A range
 * outside the file is 'unsatisfiable'; several ranges, or a header that is no byte range, are
 * answered whole, as the RFC allows.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Math.min(Number(match[2]), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface StoredFileAnswer {
  filesDir: string;
  tenantId: string;
  path: string;
  kind: 'inline' | 'attachment';
  /** Answer only a file this user uploaded (a self-service customer's own photos). */
  uploadedBy?: string;
  /** Cache-Control: a private one for the staff's links, which carry a token. */
  cacheControl: string;
}

/**
 * Streams one of a tenant's stored files: its type as stored (decided by content at upload), shown
 * inline only when it runs nothing of its own, and in parts when a range is asked; 404 for a path
 * the tenant does not hold.
 */
export async function sendStoredFile(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, answer: StoredFileAnswer) {
  const meta = await findFile(db, answer.tenantId, answer.path);
  if (!meta || (answer.uploadedBy !== undefined && meta.userId !== answer.uploadedBy)) throw notFound();
  const file = await realTenantFile(answer.filesDir, answer.tenantId, answer.path);
  if (!file) throw notFound();
  const disposition = answer.kind === 'inline' && isInlineSafe(meta.mimeType) ? 'inline' : 'attachment';
  reply
    .header('Content-Type', meta.mimeType)
    .header('Content-Disposition', contentDisposition(disposition, meta.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', answer.cacheControl);
  const range = byteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
  if (range) {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(file.absolute, { start: range.start, end: range.end }));
  }
  return reply.header('Content-Length', file.size).send(createReadStream(file.absolute));
}
