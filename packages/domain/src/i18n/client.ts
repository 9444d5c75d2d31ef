import type { Lang } from '../api/contract.ts';
import type { CommonLocale, EntityLocale, SharedEntityLocale, WebLocale } from './types.ts';
import { common as zhCNCommon } from './zh-CN/common.ts';
import { web as zhCNWeb } from './zh-CN/web.ts';

/**
 * The texts the mobile client loads, by language and need: `common` and `web` before the first
 * render, `entity` (object and field labels, which grow with every business object) when a record
 * screen first needs them, one language at a time (<lang>/entity-texts.ts assembles it from the
 * objects' locale files). The server namespace never reaches the client: it gets its messages
 * translated. Only the default language's start-up texts are bundled; the rest load on demand.
 */
export interface ClientStartTexts {
  common: CommonLocale;
  web: WebLocale;
}

export interface ClientTextLoaders {
  start(): Promise<ClientStartTexts>;
  entity(): Promise<EntityLocale>;
}

/** zh-CN, the default language: part of the client's entry. */
export const DEFAULT_CLIENT_TEXTS: ClientStartTexts = { common: zhCNCommon, web: zhCNWeb };

export const CLIENT_TEXTS: Readonly<Record<Lang, ClientTextLoaders>> = {
  'zh-CN': {
    start: async () => DEFAULT_CLIENT_TEXTS,
    entity: () => import('./zh-CN/entity-texts.ts').then((m) => m.entityTexts),
  },
  en: {
    start: () => Promise.all([import('./en/common.ts'), import('./en/web.ts')]).then(([c, w]) => ({ common: c.common, web: w.web })),
    entity: () => import('./en/entity-texts.ts').then((m) => m.entityTexts),
  },
  'zh-TW': {
    start: () => Promise.all([import('./zh-TW/common.ts'), import('./zh-TW/web.ts')]).then(([c, w]) => ({ common: c.common, web: w.web })),
    entity: () => import('./zh-TW/entity-texts.ts').then((m) => m.entityTexts),
  },
};

/** `crm-customer` → `crmCustomer`. */
const camelCase = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The web client's `entity` namespace of one language: the shared texts, and each object's labels
 * under its API name, from the locale files Vite's `import.meta.glob` found, keyed by path
 * (`…/crm-customer/crm-customer.locale.ts` → `crmCustomer`; the parity test compares the result with
 * LOCALES). Kept here, in the client's entry, rather than in a module of its own that
 * would be one more chunk on every record screen's first load.
 */
export function assembleEntityTexts(shared: SharedEntityLocale, found: Record<string, unknown>): EntityLocale {
  const objects = Object.entries(found).map(([path, texts]) => [camelCase(path.replace(/^.*\/|\.locale\.ts.*$/g, '')), texts]);
  return { ...shared, ...Object.fromEntries(objects) } as EntityLocale;
}
