import { describe, expect, it } from 'vitest';
import { defineLocale } from './define-locale.ts';

describe('defineLocale', () => {
  const zhCN = { label: '客户', group: { base: '基本信息' } };

  it('puts the three languages side by side', () => {
    const en = { label: 'Customer', group: { base: 'Basic information' } };
    const zhTW = { label: '客戶', group: { base: '基本資訊' } };
    expect(defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW })).toEqual({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
  });

  it('refuses at compile time a language with a key missing or a key zh-CN lacks', () => {
    // Checked by the type check of npm test: each marked line must be a compile error.
    const missing = { label: 'Customer', group: {} };
    const extra = { label: 'Customer', group: { base: 'Basic', system: 'System' } };
    const locales = [
      // @ts-expect-error group.base is missing
      defineLocale({ 'zh-CN': zhCN, en: missing, 'zh-TW': zhCN }),
      // @ts-expect-error group.system is not a key of zh-CN
      defineLocale({ 'zh-CN': zhCN, en: zhCN, 'zh-TW': extra }),
    ];
    expect(locales).toHaveLength(2);
  });
});
