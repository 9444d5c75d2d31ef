import { badRequest } from '../../http/http-error.ts';

/**
 * What an upload is for, named by the client in `?biz=` (spec section 5): the purpose decides
 * which kinds of content are accepted and how large they may be. Without `biz`, an attachment.
 */
export const UPLOAD_PURPOSES = ['attachment', 'image', 'productImage', 'logo', 'video'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

interface PurposeRule {
  /** Content types accepted (as file-type sees them), with the format names the refusal lists; null accepts any content. */
  accepts: Readonly<Record<string, string>> | null;
  /** A tighter size limit than the server's upload limit. */
  maxBytes?: number;
}

/** Pictures every phone browser shows (spec: images of a record). SVG is not one: it can carry scripts. */
const PICTURES = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/webp': 'WebP' } as const;

/** Company logo: "under 200KB" (spec section 5). */
export const MAX_LOGO_BYTES = 200 * 1024;

const RULES: Record<UploadPurpose, PurposeRule> = {
  attachment: { accepts: null },
  image: { accepts: PICTURES },
  productImage: { accepts: { 'image/jpeg': 'JPG', 'image/png': 'PNG' } },
  logo: { accepts: PICTURES, maxBytes: MAX_LOGO_BYTES },
  // A files field that takes only videos (FieldDef.accepts): what every phone browser plays in a page. The
  // server's limit (200 MB) holds several minutes of a phone's 1080p film; longer ones are cut or compressed first.
  video: { accepts: { 'video/mp4': 'MP4', 'video/webm': 'WebM', 'video/quicktime': 'MOV' } },
};

/** The purpose a request names, or 400 naming the ones there are. */
export function uploadPurposeOf(biz: string | undefined): UploadPurpose {
  if (biz === undefined || biz === '') return 'attachment';
  if ((UPLOAD_PURPOSES as readonly string[]).includes(biz)) return biz as UploadPurpose;
  throw badRequest('uploadPurposeUnknown', { allowed: UPLOAD_PURPOSES.join(', ') });
}

/** The size limit of a purpose within the server's own limit. */
export function sizeLimitOf(purpose: UploadPurpose, serverLimit: number): number {
  return Math.min(serverLimit, RULES[purpose].maxBytes ?? serverLimit);
}

/** Refuses (400) content the purpose does not take, by the type the content shows. */
export function requireAcceptedType(purpose: UploadPurpose, mimeType: string): void {
  const accepts = RULES[purpose].accepts;
  if (accepts && !(mimeType in accepts)) throw badRequest('fileTypeNotAllowed', { types: Object.values(accepts).join(', ') });
}

/** Whether a stored type is a picture a record's images (and the attachments' image list) may hold. */
export function isPicture(mimeType: string): boolean {
  return mimeType in PICTURES;
}
