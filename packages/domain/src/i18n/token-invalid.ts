import type { Lang } from '../api/contract.ts';

/**
 * The server's "token invalid" message in every language (spec section 8): the client recognises
 * a 500 carrying one of them as an expired session. Kept apart from the resource trees so the
 * client can compare without loading every language; the server locales reference these texts.
 */
export const TOKEN_INVALID_MESSAGES: Readonly<Record<Lang, string>> = {
  'zh-CN': 'token失效，请重新登录',
  en: 'token invalid, please log in again',
  'zh-TW': 'token失效，請重新登入',
};

export function isTokenInvalidMessage(message: string | null | undefined): boolean {
  return Boolean(message) && Object.values(TOKEN_INVALID_MESSAGES).includes(message as string);
}
