import type { Lang } from '../api/contract.ts';
import type { LocaleTree } from '../entities/define-locale.ts';
import { apiNameOfFolder } from '../entities/entity-def.ts';
import type { CommonLocale, SharedEntityLocale, WebNamespace, WebNamespaces, WebShellTexts } from './types.ts';
import { common as zhCNCommon } from './zh-CN/common.ts';
import { web as zhCNWeb } from './zh-CN/web.ts';

/**
 * The texts the mobile client loads, by language and need: `common` and the shell's `web` texts
 * before the first render, each area's namespace (account, records, …) with its screens, the
 * `entity` texts every object shares with the record screens, and each object's labels (which grow
 * with every business object) with the screens that show that object, one object and one language
 * at a time (<lang>/entity-texts.ts finds the objects' locale files). The server namespace never
 * reaches the client: it gets its messages translated. Only the default language's start-up texts
 * are bundled; the rest load on demand.
 */
export interface ClientStartTexts {
  common: CommonLocale;
  web: WebShellTexts;
}

export interface ClientTextLoaders {
  start(): Promise<ClientStartTexts>;
  /** One area's texts, the slice of the `web` tree it holds (`{ list: …, record: … }` for records). */
  area(namespace: WebNamespace): Promise<WebNamespaces[WebNamespace]>;
  /** The texts every object shares (field groups, preset scenes), under `entity.`. */
  entity(): Promise<SharedEntityLocale>;
  /** One object's labels, under `entity.<apiName>.`; undefined for an object without a locale file. */
  object(apiName: string): Promise<LocaleTree | undefined>;
}

/** The area namespaces the client knows, in the order a missed key is looked up in them. */
export const WEB_NAMESPACES: readonly WebNamespace[] = [
  'records',
  'account',
  'dashboard',
  'external',
  'platform',
  'register',
  'messenger',
  'audit',
  'people',
  'roles',
  'service',
];

/** zh-CN, the default language: part of the client's entry. */
export const DEFAULT_CLIENT_TEXTS: ClientStartTexts = { common: zhCNCommon, web: zhCNWeb };

/** Each area's texts by language: a chunk of its own per language and area (Vite splits on these imports). */
const AREA_TEXTS: Readonly<Record<Lang, { [N in WebNamespace]: () => Promise<WebNamespaces[N]> }>> = {
  'zh-CN': {
    account: () => import('./zh-CN/web/account.ts').then((m) => m.account),
    dashboard: () => import('./zh-CN/web/dashboard.ts').then((m) => m.dashboard),
    external: () => import('./zh-CN/web/external.ts').then((m) => m.external),
    platform: () => import('./zh-CN/web/platform.ts').then((m) => m.platform),
    register: () => import('./zh-CN/web/register.ts').then((m) => m.register),
    messenger: () => import('./zh-CN/web/messenger.ts').then((m) => m.messenger),
    records: () => import('./zh-CN/web/records.ts').then((m) => m.records),
    audit: () => import('./zh-CN/web/audit.ts').then((m) => m.audit),
    people: () => import('./zh-CN/web/people.ts').then((m) => m.people),
    roles: () => import('./zh-CN/web/roles.ts').then((m) => m.roles),
    service: () => import('./zh-CN/web/service.ts').then((m) => m.service),
  },
  en: {
    account: () => import('./en/web/account.ts').then((m) => m.account),
    dashboard: () => import('./en/web/dashboard.ts').then((m) => m.dashboard),
    external: () => import('./en/web/external.ts').then((m) => m.external),
    platform: () => import('./en/web/platform.ts').then((m) => m.platform),
    register: () => import('./en/web/register.ts').then((m) => m.register),
    messenger: () => import('./en/web/messenger.ts').then((m) => m.messenger),
    records: () => import('./en/web/records.ts').then((m) => m.records),
    audit: () => import('./en/web/audit.ts').then((m) => m.audit),
    people: () => import('./en/web/people.ts').then((m) => m.people),
    roles: () => import('./en/web/roles.ts').then((m) => m.roles),
    service: () => import('./en/web/service.ts').then((m) => m.service),
  },
  'zh-TW': {
    account: () => import('./zh-TW/web/account.ts').then((m) => m.account),
    dashboard: () => import('./zh-TW/web/dashboard.ts').then((m) => m.dashboard),
    external: () => import('./zh-TW/web/external.ts').then((m) => m.external),
    platform: () => import('./zh-TW/web/platform.ts').then((m) => m.platform),
    register: () => import('./zh-TW/web/register.ts').then((m) => m.register),
    messenger: () => import('./zh-TW/web/messenger.ts').then((m) => m.messenger),
    records: () => import('./zh-TW/web/records.ts').then((m) => m.records),
    audit: () => import('./zh-TW/web/audit.ts').then((m) => m.audit),
    people: () => import('./zh-TW/web/people.ts').then((m) => m.people),
    roles: () => import('./zh-TW/web/roles.ts').then((m) => m.roles),
    service: () => import('./zh-TW/web/service.ts').then((m) => m.service),
  },
};

export const CLIENT_TEXTS: Readonly<Record<Lang, ClientTextLoaders>> = {
  'zh-CN': {
    start: async () => DEFAULT_CLIENT_TEXTS,
    area: (namespace) => AREA_TEXTS['zh-CN'][namespace](),
    entity: () => import('./zh-CN/entity-texts.ts').then((m) => m.entityTexts),
    object: (apiName) => import('./zh-CN/entity-texts.ts').then((m) => m.objectTexts.get(apiName)?.()),
  },
  en: {
    start: () => Promise.all([import('./en/common.ts'), import('./en/web.ts')]).then(([c, w]) => ({ common: c.common, web: w.web })),
    area: (namespace) => AREA_TEXTS['en'][namespace](),
    entity: () => import('./en/entity-texts.ts').then((m) => m.entityTexts),
    object: (apiName) => import('./en/entity-texts.ts').then((m) => m.objectTexts.get(apiName)?.()),
  },
  'zh-TW': {
    start: () => Promise.all([import('./zh-TW/common.ts'), import('./zh-TW/web.ts')]).then(([c, w]) => ({ common: c.common, web: w.web })),
    area: (namespace) => AREA_TEXTS['zh-TW'][namespace](),
    entity: () => import('./zh-TW/entity-texts.ts').then((m) => m.entityTexts),
    object: (apiName) => import('./zh-TW/entity-texts.ts').then((m) => m.objectTexts.get(apiName)?.()),
  },
};

/**
 * Each object's label loader by API name, from the locale files Vite's `import.meta.glob` found,
 * keyed by path (`…/crm-customer/crm-customer.locale.ts` → `crmCustomer`; the parity test compares
 * what they load with LOCALES). The three languages' entity-texts modules share it.
 */
export function objectTextLoaders(found: Record<string, () => Promise<unknown>>): ReadonlyMap<string, () => Promise<LocaleTree>> {
  return new Map(Object.entries(found).map(([path, load]) => [apiNameOfFolder(path.replace(/^.*\/|\.locale\.ts.*$/g, '')), load as () => Promise<LocaleTree>]));
}

/** The i18next namespace of one object's labels (`entity-crmCustomer`), which holds its `entity.<apiName>.` keys. */
export const objectNamespace = (apiName: string) => `entity-${apiName}` as const;
