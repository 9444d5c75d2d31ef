import { translate, type Envelope, type Lang } from '@crm/domain';

/** A success envelope; `messageKey` is a key under `server.`. */
export function ok<T>(lang: Lang, result: T, messageKey = 'ok'): Envelope<T> {
  return { success: true, message: translate(lang, `server.${messageKey}`), code: 200, result, timestamp: Date.now() };
}

/** An error envelope: `code` is the HTTP status, `result` null unless the error carries details (field errors). */
export function failure<T = null>(status: number, message: string, result: T | null = null): Envelope<T | null> {
  return { success: false, message, code: status, result, timestamp: Date.now() };
}
