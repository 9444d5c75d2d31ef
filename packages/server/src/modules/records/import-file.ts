import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { declaredOverLimit, stopAtLimit } from '../../http/multipart-limits.ts';

/**
 * The largest xlsx an import takes, far below the general upload limit (spec section 9: 200 MB):
 * the file is held in memory while it is checked and read, and an import of the most rows
 * allowed (5,000 rows of 30 columns) is under 1 MB. Ten times that leaves room for formatting
 * and pictures in a user's own template.
 */
export const IMPORT_FILE_BYTES = 10 * 1024 * 1024;

const IMPORT_FILE_FIELD = 'file';

const tooLarge = () => new HttpError(413, 'importFileTooLarge', { size: `${IMPORT_FILE_BYTES / 1024 / 1024} MB` });

/**
 * What a failed upload is to the caller: too large (413), or cut off, aborted or malformed (no
 * boundary, no closing boundary), which busboy and the multipart plugin report as plain errors
 * that would otherwise answer 500.
 */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return badRequest('importUploadBroken');
}

/**
 * The uploaded workbook (the multipart field `file`, an .xlsx of at most IMPORT_FILE_BYTES). An
 * over-size file is refused without reading the rest of it: from its declared length, or, as
 * soon as busboy counts past the limit, by no longer reading the request body at all.
 */
export async function receiveImportFile(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('importFileRequired');
  let part: MultipartFile | undefined;
  try {
    if (declaredOverLimit(request, IMPORT_FILE_BYTES)) throw tooLarge();
    part = await request.file({ limits: { fileSize: IMPORT_FILE_BYTES } });
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw badRequest('importFileRequired');
    if (!/\.xlsx$/i.test(part.filename)) throw badRequest('importNotXlsx');
    stopAtLimit(request, part, tooLarge);
    return await part.toBuffer();
  } catch (error) {
    // Nothing more of a refused upload is read; a client still sending an over-size body is cut off.
    request.raw.unpipe();
    part?.file.destroy();
    const refusal = refusalOf(error);
    if (refusal.statusCode === 413) reply.header('Connection', 'close');
    throw refusal;
  }
}
