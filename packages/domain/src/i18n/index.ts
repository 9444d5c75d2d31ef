import type { Lang } from '../api/contract.ts';
import { DEFAULT_LANG, isLang } from '../api/contract.ts';
import { OBJECT_FOLDERS } from '../objects/index.ts';
import type { EntityLocale, Locale, ObjectTexts, SharedEntityLocale, WebLocale, WebNamespaces, WebShellTexts } from './types.ts';
import { common as zhCNCommon } from './zh-CN/common.ts';
import { server as zhCNServer } from './zh-CN/server.ts';
import { web as zhCNWeb } from './zh-CN/web.ts';
import { webNamespaces as zhCNWebNamespaces } from './zh-CN/web/index.ts';
import { entity as zhCNEntity } from './zh-CN/entity.ts';
import { common as enCommon } from './en/common.ts';
import { server as enServer } from './en/server.ts';
import { web as enWeb } from './en/web.ts';
import { webNamespaces as enWebNamespaces } from './en/web/index.ts';
import { entity as enEntity } from './en/entity.ts';
import { common as zhTWCommon } from './zh-TW/common.ts';
import { server as zhTWServer } from './zh-TW/server.ts';
import { web as zhTWWeb } from './zh-TW/web.ts';
import { webNamespaces as zhTWWebNamespaces } from './zh-TW/web/index.ts';
import { entity as zhTWEntity } from './zh-TW/entity.ts';

export type {
  Locale,
  CommonLocale,
  ServerLocale,
  WebLocale,
  WebNamespace,
  WebNamespaces,
  WebShellTexts,
  EntityLocale,
  SharedEntityLocale,
  ObjectTexts,
} from './types.ts';
export { TOKEN_INVALID_MESSAGES, isTokenInvalidMessage } from './token-invalid.ts';
export { CLIENT_TEXTS, DEFAULT_CLIENT_TEXTS, WEB_NAMESPACES, objectNamespace, type ClientStartTexts, type ClientTextLoaders } from './client.ts';

/** The `entity` namespace of a language: the shared texts, and each object's labels under its API name. */
function entityTexts(lang: Lang, shared: SharedEntityLocale): EntityLocale {
  const objects = Object.fromEntries(Object.entries(OBJECT_FOLDERS).map(([apiName, resources]) => [apiName, resources.locale[lang]]));
  return { ...shared, ...(objects as ObjectTexts) };
}

/** The whole `web` tree of a language: the shell and every area namespace, side by side. */
function wholeWeb(shell: WebShellTexts, namespaces: WebNamespaces): WebLocale {
  return Object.assign({}, shell, ...Object.values(namespaces)) as WebLocale;
}

// Marked pure so that a bundle which does not read LOCALES (the web client's) drops it whole.
export const LOCALES: Record<Lang, Locale> = {
  'zh-CN': {
    common: zhCNCommon,
    server: zhCNServer,
    web: /* @__PURE__ */ wholeWeb(zhCNWeb, zhCNWebNamespaces),
    entity: /* @__PURE__ */ entityTexts('zh-CN', zhCNEntity),
  },
  en: { common: enCommon, server: enServer, web: /* @__PURE__ */ wholeWeb(enWeb, enWebNamespaces), entity: /* @__PURE__ */ entityTexts('en', enEntity) },
  'zh-TW': {
    common: zhTWCommon,
    server: zhTWServer,
    web: /* @__PURE__ */ wholeWeb(zhTWWeb, zhTWWebNamespaces),
    entity: /* @__PURE__ */ entityTexts('zh-TW', zhTWEntity),
  },
};

/** Every leaf key of a resource tree, dotted (`tab.home`), for the key-parity test. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(tree: unknown, dotted: string): string | undefined {
  let node: unknown = tree;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translation outside React (the server's messages, seed data): `key` is `<namespace>.<path>`,
 * e.g. `server.loginFailed`; `{{name}}` placeholders take `vars`. Falls back to zh-CN, then the key.
 */
export function translate(lang: string | null | undefined, key: string, vars?: Record<string, unknown>): string {
  const chosen = isLang(lang) ? lang : DEFAULT_LANG;
  const text = lookup(LOCALES[chosen], key) ?? lookup(LOCALES[DEFAULT_LANG], key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Picks a supported language from an Accept-Language header value. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANG;
}
