import { expect, it, vi } from 'vitest';
import { LOCALES } from '@crm/domain';

it('loads texts asked for during a change of language in the language it changes to', async () => {
  // A fresh start, as a page load's: the route's loaders ask for their texts while the stored
  // language's are still coming (main.tsx starts the router first).
  vi.resetModules();
  const { i18n, loadTexts, startI18n } = await import('./i18n.ts');
  const switching = startI18n('en');
  await loadTexts(['platform']);
  await switching;
  expect(i18n.language).toBe('en');
  expect(i18n.t('web.platform.allAccounts' as never)).toBe(LOCALES.en.web.platform.allAccounts);
  // The screen renders in English only: the default language's texts were not fetched for it.
  expect(i18n.hasResourceBundle('zh-CN', 'platform')).toBe(false);
});
