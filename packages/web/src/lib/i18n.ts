import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, LOCALES, isLang, type Lang, type Locale } from '@crm/domain';
import { storage } from './storage.ts';

/**
 * One namespace holding the domain's trees, so keys read like the domain's own
 * `translate()`: `web.tab.home`, `common.menu.crmRemind`, `server.tokenInvalid`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Locale };
  }
}

export const i18n = i18next.createInstance();

export function storedLanguage(): Lang {
  const stored = storage.get('language');
  return isLang(stored) ? stored : DEFAULT_LANG;
}

export function initI18n(lang: Lang = storedLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      // The server's own messages arrive translated; the client needs common, web and the record
      // engine's labels (entity), which metadata names by key.
      resources: Object.fromEntries(
        LANGS.map((l) => [l, { translation: { common: LOCALES[l].common, web: LOCALES[l].web, entity: LOCALES[l].entity } }]),
      ),
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  document.documentElement.lang = lang;
  return i18n;
}

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : storedLanguage();
}

/** Stores the language and applies it at once: React state (forms, lists) is kept. */
export async function applyLanguage(lang: Lang): Promise<void> {
  storage.set('language', lang);
  if (!i18n.isInitialized) initI18n(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
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
