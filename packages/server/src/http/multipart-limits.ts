import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from './http-error.ts';

/** Room for the multipart envelope (boundaries, part headers, a few small fields) around the file itself. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** A declared length too far over `limit` for the file to fit: refused before a byte of the body is read. */
export function declaredOverLimit(request: FastifyRequest, limit: number): boolean {
  return Number(request.headers['content-length']) > limit + MULTIPART_ENVELOPE_BYTES;
}

/**
 * Stops a file part at its size limit: as soon as busboy reports the limit, the part is destroyed
 * with `refusal` and the request body is no longer read, so the rest of an over-size file is
 * neither kept nor taken in. The limit may already have been reached when the part arrives
 * (busboy parses a whole chunk at once): then the refusal is thrown at once.
 */
export function stopAtLimit(request: FastifyRequest, part: MultipartFile, refusal: () => HttpError): void {
  if (part.file.truncated) throw refusal();
  part.file.once('limit', () => {
    request.raw.unpipe();
    part.file.destroy(refusal());
  });
}
