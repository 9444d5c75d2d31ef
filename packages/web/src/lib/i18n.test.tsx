import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LOCALES, objectManifest, objectNamespace } from '@crm/domain';
import { ok } from '../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../records/view/RecordViewPage.tsx';
import { applyLanguage, hasEntityTexts, i18n, startI18n } from './i18n.ts';
import { storage } from './storage.ts';

// One module instance for the file: the tests follow one app's life, in order.
afterAll(() => applyLanguage('zh-CN'));

describe('language loading', () => {
  it('starts with the default language only, without the server texts or the object labels', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('web.tab.home')).toBe(LOCALES['zh-CN'].web.tab.home);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('zh-TW', 'translation')).toBe(false);
    expect(i18n.exists('server.tokenInvalid')).toBe(false);
    expect(hasEntityTexts('zh-CN')).toBe(false);
  });

  it('loads the object and field labels when a record screen first needs them', async () => {
    setUpRecordTest();
    renderScreen(
      <RecordViewPage source={{ kind: 'entity', apiName: 'crmCustomer' }} />,
      '/crm/crmCustomerView?id=r1',
      recordRoutes({ 'GET /crm/crmCustomer/queryById': ok(row({ name: 'ACME' })) }),
    );
    expect(await screen.findByText(LOCALES['zh-CN'].entity.crmCustomer.customerNo, {}, { timeout: 4000 })).toBeTruthy();
    expect(hasEntityTexts('zh-CN')).toBe(true);
  });

  it('starts in a stored other language: its texts load before use, the third language stays out', async () => {
    storage.set('language', 'en');
    await startI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('web.tab.home')).toBe(LOCALES.en.web.tab.home);
    expect(i18n.t('common.appName')).toBe(LOCALES.en.common.appName);
    // Record screens were used: their labels come along in the new language.
    expect(i18n.t('entity.crmCustomer.name')).toBe(LOCALES.en.entity.crmCustomer.name);
    expect(i18n.hasResourceBundle('zh-TW', 'translation')).toBe(false);
  });

  it('loads another language when chosen in the settings, and stores the choice', async () => {
    await applyLanguage('zh-TW');
    expect(storage.get('language')).toBe('zh-TW');
    expect(i18n.language).toBe('zh-TW');
    expect(i18n.t('web.tab.mine')).toBe(LOCALES['zh-TW'].web.tab.mine);
    expect(i18n.t('entity.crmCustomer.name')).toBe(LOCALES['zh-TW'].entity.crmCustomer.name);
    expect(i18n.exists('server.tokenInvalid')).toBe(false);
  });

  it("keeps each object's labels in a namespace of its own, loaded again in the new language", () => {
    const entity = LOCALES['zh-TW'].entity as unknown as Record<string, unknown>;
    for (const { apiName } of objectManifest()) {
      expect(i18n.getResourceBundle('zh-TW', objectNamespace(apiName))).toEqual({ entity: { [apiName]: entity[apiName] } });
    }
  });
});
