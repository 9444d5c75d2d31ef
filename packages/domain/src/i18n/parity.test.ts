import { describe, expect, it } from 'vitest';
import { LANGS } from '../api/contract.ts';
import { OBJECT_FOLDERS } from '../objects/index.ts';
import { CLIENT_TEXTS, LOCALES, WEB_NAMESPACES, langFromAcceptLanguage, leafKeys, translate } from './index.ts';

describe('i18n resources', () => {
  const base = leafKeys(LOCALES['zh-CN']).sort();

  it.each(LANGS.filter((l) => l !== 'zh-CN'))('%s has exactly the keys of zh-CN', (lang) => {
    expect(leafKeys(LOCALES[lang]).sort()).toEqual(base);
  });

  // What the client loads: each namespace on its own, with the keys of zh-CN's, none of them in two namespaces.
  it.each([...WEB_NAMESPACES])('the %s namespace has the same keys in every language', async (namespace) => {
    const keys = async (lang: (typeof LANGS)[number]) => leafKeys(await CLIENT_TEXTS[lang].area(namespace)).sort();
    const base = await keys('zh-CN');
    for (const lang of LANGS) expect([lang, await keys(lang)]).toEqual([lang, base]);
  });

  it('puts every web key in exactly one namespace', async () => {
    const start = leafKeys((await CLIENT_TEXTS['zh-CN'].start()).web);
    const areas = await Promise.all(WEB_NAMESPACES.map((namespace) => CLIENT_TEXTS['zh-CN'].area(namespace).then((texts) => leafKeys(texts))));
    const all = [start, ...areas].flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(leafKeys(LOCALES['zh-CN'].web).sort());
  });

  it.each([...LANGS])('%s has no empty string', (lang) => {
    const empty = leafKeys(LOCALES[lang]).filter((k) => translate(lang, k).trim() === '');
    expect(empty).toEqual([]);
  });

  describe.each(Object.entries(OBJECT_FOLDERS))('the locale file of %s', (_, { locale }) => {
    const keys = leafKeys(locale['zh-CN']).sort();

    it.each(LANGS.filter((l) => l !== 'zh-CN'))('has in %s exactly the keys of zh-CN', (lang) => {
      expect(leafKeys(locale[lang]).sort()).toEqual(keys);
    });

    it.each([...LANGS])('has no empty text in %s', (lang) => {
      const textAt = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale[lang]);
      expect(keys.filter((key) => String(textAt(key)).trim() === '')).toEqual([]);
    });
  });

  it.each([...LANGS])('gives the client the entity texts of %s the server translates with, each object in a namespace of its own', async (lang) => {
    const shared = await CLIENT_TEXTS[lang].entity();
    const objects = await Promise.all(Object.keys(OBJECT_FOLDERS).map(async (apiName) => [apiName, await CLIENT_TEXTS[lang].object(apiName)] as const));
    expect({ ...shared, ...Object.fromEntries(objects) }).toEqual(LOCALES[lang].entity);
    expect(Object.keys(shared).sort()).toEqual(['currency', 'group', 'scene']);
    await expect(CLIENT_TEXTS[lang].object('noSuchObject')).resolves.toBeUndefined();
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
    for (const key of base) {
      const want = placeholders(translate('zh-CN', key));
      for (const lang of LANGS) expect([lang, key, placeholders(translate(lang, key))]).toEqual([lang, key, want]);
    }
  });

  it('translates with placeholders and falls back to zh-CN for an unknown language', () => {
    expect(translate('en', 'server.loginTooMany', { minutes: 15 })).toContain('15 minutes');
    expect(translate('fr', 'web.tab.home')).toBe('首页');
  });

  it('picks the language from Accept-Language', () => {
    expect(langFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('zh-TW')).toBe('zh-TW');
    expect(langFromAcceptLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(langFromAcceptLanguage('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(langFromAcceptLanguage(undefined)).toBe('zh-CN');
  });
});
