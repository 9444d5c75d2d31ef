import { translate, type Lang } from '@crm/domain';

/**
 * An error the client should see: an HTTP status and a message key under `server.`, translated
 * into the request's language by the error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars?: Record<string, string | number>,
    /** Sent as the envelope's `result` (field errors of a 422). */
    readonly result: unknown = null,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (key: string, vars?: Record<string, string | number>) => new HttpError(400, key, vars);
export const notLoggedIn = () => new HttpError(401, 'notLoggedIn');
export const forbidden = (key = 'accessDenied') => new HttpError(403, key);
export const notFound = () => new HttpError(404, 'notFound');
export const conflict = (key: string, vars?: Record<string, string | number>) => new HttpError(409, key, vars);

/** The error's message as the client reads it, in its language. */
export function messageOf(lang: Lang, error: HttpError): string {
  return translate(lang, `server.${error.messageKey}`, error.vars);
}
