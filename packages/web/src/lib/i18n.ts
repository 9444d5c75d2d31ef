import { useEffect, useSyncExternalStore } from 'react';
import i18next, { type TFunction } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  CLIENT_TEXTS,
  DEFAULT_CLIENT_TEXTS,
  DEFAULT_LANG,
  LANGS,
  WEB_NAMESPACES,
  isLang,
  objectNamespace,
  type Lang,
  type Locale,
  type WebNamespace,
} from '@crm/domain';
import { storage } from './storage.ts';

/**
 * Keys read like the domain's own `translate()` (`web.tab.home`, `common.menu.crmRemind`,
 * `entity.crmCustomer.name`) whichever i18next namespace holds them: `translation` holds `common`
 * and the shell's `web` texts and comes with the entry (the default language's) or before the first
 * render (another's); each area's texts (`records`, `account`, …) are a namespace of their own,
 * holding its slice of the `web` tree, loaded with its screens (routes await `loadTexts`); `entity`
 * (what every object shares) loads when a record screen first needs it, and each object's labels
 * (`entity-crmCustomer`, holding `entity.crmCustomer.`) with its definition (records/definitions.ts).
 * A key not in `translation` is looked up in the other namespaces (fallbackNS), so no key names its
 * namespace. A language
 * switch loads every namespace used so far in the new language before it applies. The server's
 * own messages arrive translated, so its texts never load here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Locale };
  }
}

type Namespace = 'translation' | 'entity' | WebNamespace | ReturnType<typeof objectNamespace>;

const OBJECT_NAMESPACE = /^entity-(.+)$/;

/**
 * Where a key not in `translation` is looked up: the areas, what every object shares, then each
 * object's labels once asked for (loadTexts adds them): the entry names no object.
 */
const fallbackNS: string[] = [...WEB_NAMESPACES, 'entity'];

export const i18n = i18next.createInstance();

export function storedLanguage(): Lang {
  const stored = storage.get('language');
  return isLang(stored) ? stored : DEFAULT_LANG;
}

/** What each namespace holds, by language: the backend's one source. */
function readTexts(lang: string, namespace: string): Promise<object> {
  const texts = CLIENT_TEXTS[isLang(lang) ? lang : DEFAULT_LANG];
  if (namespace === 'translation') return texts.start();
  if (namespace === 'entity') return texts.entity().then((entity) => ({ entity }));
  const object = OBJECT_NAMESPACE.exec(namespace)?.[1];
  if (object)
    return texts.object(object).then((labels) => {
      if (!labels) throw new Error(`no labels for ${object}`);
      return { entity: { [object]: labels } };
    });
  return texts.area(namespace as WebNamespace).then((slice) => ({ web: slice }));
}

/** Namespaces whose last load failed, by `<lang>|<namespace>`: screens show an error, a new visit tries again. */
const failed = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Synchronous start with the default language's texts (tests, and before the stored language loads). */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(resourcesToBackend(readTexts))
      .use(initReactI18next)
      .init({
        resources: { [DEFAULT_LANG]: { translation: { ...DEFAULT_CLIENT_TEXTS } } },
        // The bundled resources are a part: the backend loads the rest.
        partialBundledLanguages: true,
        lng: DEFAULT_LANG,
        // Every language has every key (the parity test): no second language is loaded to fall back on.
        fallbackLng: false,
        supportedLngs: [...LANGS],
        ns: ['translation'],
        defaultNS: 'translation',
        fallbackNS,
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
        // Screens re-render when a lazily loaded namespace arrives.
        react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
      });
    i18n.on('failedLoading', (lang: string, namespace: string) => {
      failed.add(`${lang}|${namespace}`);
      notify();
    });
    i18n.on('loaded', notify);
    i18n.on('languageChanged', notify);
    document.documentElement.lang = DEFAULT_LANG;
  }
  return i18n;
}

/**
 * The change of language under way, if any. It loads the namespaces used when it began: one
 * asked for meanwhile (a route's loader at start, main.tsx) waits for it and loads in the new language.
 */
let changing: Promise<unknown> | null = null;

/** Switches to `lang` once its texts (every namespace used so far) are in. */
export async function startI18n(lang: Lang = storedLanguage()): Promise<void> {
  initI18n();
  if (i18n.language !== lang) {
    const change = i18n.changeLanguage(lang);
    changing = change;
    try {
      await change;
    } finally {
      if (changing === change) changing = null;
    }
  }
  document.documentElement.lang = lang;
}

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : storedLanguage();
}

/** The current language in a component, which renders again when it changes. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation();
  return isLang(instance.language) ? instance.language : storedLanguage();
}

/** Stores the language and applies it at once: React state (forms, lists) is kept. */
export async function applyLanguage(lang: Lang): Promise<void> {
  storage.set('language', lang);
  await startI18n(lang);
}

/** Loads namespaces of the current language (a failed one is tried again); resolves when they are in. */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  initI18n();
  if (changing) await changing.catch(() => undefined);
  const lang = currentLanguage();
  for (const namespace of namespaces) if (OBJECT_NAMESPACE.test(namespace) && !fallbackNS.includes(namespace)) fallbackNS.push(namespace);
  const retry = namespaces.filter((namespace) => failed.delete(`${lang}|${namespace}`));
  if (retry.length > 0) await i18n.reloadResources([lang], retry);
  await i18n.loadNamespaces([...namespaces]);
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(lang, namespace));
  if (missing.length > 0) throw new Error(`texts not loaded: ${missing.join(', ')}`);
}

/** The texts every record screen shows: the records area's and the object and field labels. */
const RECORD_TEXTS: readonly Namespace[] = ['records', 'entity'];

/** Object and field labels of the current language, with the record screens' texts; record screens wait for them. */
export function loadEntityTexts(): Promise<void> {
  return loadTexts(RECORD_TEXTS);
}

export function hasEntityTexts(lang: Lang = currentLanguage()): boolean {
  return RECORD_TEXTS.every((namespace) => i18n.hasResourceBundle(lang, namespace));
}

/** Some objects' labels in the current language (a screen that loads no definition, yet names objects). */
export function loadObjectTexts(apiNames: readonly string[]): Promise<void> {
  return loadTexts(apiNames.map(objectNamespace));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
type RecordTextsState = 'ready' | 'failed' | 'loading';
const recordTextsState = (): RecordTextsState => {
  const lang = currentLanguage();
  if (hasEntityTexts(lang)) return 'ready';
  return RECORD_TEXTS.some((namespace) => failed.has(`${lang}|${namespace}`)) ? 'failed' : 'loading';
};

/** Whether the current language's record texts are in; loads them on first use. */
export function useEntityTexts(): { ready: boolean; error: unknown } {
  const state = useSyncExternalStore(subscribe, recordTextsState, recordTextsState);
  useEffect(() => {
    if (state === 'loading') loadEntityTexts().catch(() => undefined);
  }, [state]);
  return { ready: state === 'ready', error: state === 'failed' ? new Error('texts not loaded') : null };
}

/** Keys that come as data (route titles, menu titles) rather than from the code. */
export function tKey(t: TFunction, key: string | null | undefined, vars?: Record<string, unknown>): string {
  if (!key) return '';
  return (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, vars);
}

/** Translation outside React (the HTTP client's catalogue, imperative dialogs). */
export function tr(key: string, vars?: Record<string, unknown>): string {
  if (!i18n.isInitialized) initI18n();
  return tKey(i18n.t, key, vars);
}
