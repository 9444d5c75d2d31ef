import { useEffect, useSyncExternalStore } from 'react';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CLIENT_TEXTS, DEFAULT_CLIENT_TEXTS, DEFAULT_LANG, LANGS, isLang, type Lang, type Locale } from '@crm/domain';
import { storage } from './storage.ts';

/**
 * One namespace holding the domain's trees, so keys read like the domain's own
 * `translate()`: `web.tab.home`, `common.menu.crmRemind`, `entity.crmCustomer.name`.
 *
 * Texts load by need (the login route carries one language only): the default language's
 * `common` and `web` come with the entry, another language's before the first render or when
 * chosen, and `entity` (object and field labels) when a record screen first asks for it. The
 * server's own messages arrive translated, so its namespace never loads here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Locale };
  }
}

const NS = 'translation';

export const i18n = i18next.createInstance();

export function storedLanguage(): Lang {
  const stored = storage.get('language');
  return isLang(stored) ? stored : DEFAULT_LANG;
}

const startLoads = new Map<Lang, Promise<void>>([[DEFAULT_LANG, Promise.resolve()]]);
const entityLoads = new Map<Lang, Promise<void>>();
/** Once a screen needed entity labels, a language switch brings that language's along. */
let entityWanted = false;

type EntityTextsState = { state: 'idle' } | { state: 'loading' } | { state: 'ready' } | { state: 'failed'; error: unknown };
const IDLE: EntityTextsState = { state: 'idle' };
const entityStates = new Map<Lang, EntityTextsState>();

const listeners = new Set<() => void>();
function setEntityState(lang: Lang, state: EntityTextsState) {
  entityStates.set(lang, state);
  for (const listener of listeners) listener();
}

function addTexts(lang: Lang, tree: Partial<Locale>) {
  i18n.addResourceBundle(lang, NS, tree, true, true);
}

/** Loads once per language; a failed load is tried again next time. */
function once(cache: Map<Lang, Promise<void>>, lang: Lang, load: () => Promise<void>): Promise<void> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}

const loadStartTexts = (lang: Lang) => once(startLoads, lang, () => CLIENT_TEXTS[lang].start().then((texts) => addTexts(lang, texts)));

const loadEntityTextsOf = (lang: Lang) =>
  once(entityLoads, lang, () => {
    setEntityState(lang, { state: 'loading' });
    return CLIENT_TEXTS[lang].entity().then(
      (entity) => {
        addTexts(lang, { entity });
        setEntityState(lang, { state: 'ready' });
      },
      (error: unknown) => {
        setEntityState(lang, { state: 'failed', error });
        throw error;
      },
    );
  });

/** Synchronous start with the default language's texts (tests, and before the stored language loads). */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LANG]: { [NS]: { ...DEFAULT_CLIENT_TEXTS } } },
      lng: DEFAULT_LANG,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      // Screens re-render when a lazily loaded bundle (entity labels) arrives.
      react: { bindI18nStore: 'added' },
    });
    // The hook below follows the language: its snapshot is per language.
    i18n.on('languageChanged', () => {
      for (const listener of listeners) listener();
    });
    document.documentElement.lang = DEFAULT_LANG;
  }
  return i18n;
}

/** Switches to `lang` once its texts (and, if screens use them, its entity labels) are in. */
export async function startI18n(lang: Lang = storedLanguage()): Promise<void> {
  initI18n();
  await loadStartTexts(lang);
  if (entityWanted) await loadEntityTextsOf(lang).catch(() => undefined);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : storedLanguage();
}

/** Stores the language and applies it at once: React state (forms, lists) is kept. */
export async function applyLanguage(lang: Lang): Promise<void> {
  storage.set('language', lang);
  await startI18n(lang);
}

/** Object and field labels of the current language; record screens wait for them. */
export function loadEntityTexts(lang: Lang = currentLanguage()): Promise<void> {
  entityWanted = true;
  return loadEntityTextsOf(lang);
}

export function hasEntityTexts(lang: Lang = currentLanguage()): boolean {
  return entityStates.get(lang)?.state === 'ready';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const entitySnapshot = () => entityStates.get(currentLanguage()) ?? IDLE;

/** Whether the current language's entity labels are in; loads them on first use. */
export function useEntityTexts(): { ready: boolean; error: unknown } {
  const snapshot = useSyncExternalStore(subscribe, entitySnapshot, entitySnapshot);
  useEffect(() => {
    if (snapshot.state === 'idle') loadEntityTexts().catch(() => undefined);
  }, [snapshot]);
  return { ready: snapshot.state === 'ready', error: snapshot.state === 'failed' ? snapshot.error : null };
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
