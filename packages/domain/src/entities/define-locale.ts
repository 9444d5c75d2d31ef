import type { Lang } from '../api/contract.ts';

/** The texts of one language: keys to texts, nested. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

/** The same tree of keys as `Base`, no key more: an extra key's text would have to be `never`. */
type SameKeys<Base, T> = { [K in keyof T]: K extends keyof Base ? (T[K] extends string ? string : SameKeys<Base[K], T[K]>) : never };

/** One business object's texts in every language, side by side. */
export type ObjectLocale<T extends LocaleTree = LocaleTree> = Readonly<Record<Lang, T>>;

/**
 * An object's texts in the three languages, each type-checked against zh-CN, the base: a key
 * missing from a language, or one zh-CN lacks, is a compile error. The languages are given as
 * separate constants of the locale file (`zhCN`, `en`, `zhTW`) so the web client can take one
 * language without the others (i18n/<lang>/entity-texts.ts). Marked free of side effects so the
 * bundler may drop an unused call, and with it the languages that chunk does not read.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineLocale<T extends LocaleTree, E extends T, W extends T>(texts: {
  'zh-CN': T;
  en: E & SameKeys<T, E>;
  'zh-TW': W & SameKeys<T, W>;
}): ObjectLocale<T> {
  return texts;
}
