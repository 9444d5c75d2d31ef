import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { renderApp, resetState, signIn } from '../../test/app.tsx';
import { zoneLabel } from './time-zones.ts';

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
});

const JULY = new Date('2026-07-01T00:00:00Z');

describe('time zones as people name them', () => {
  it('names an offered zone from the texts, with its offset at the date', () => {
    const name = (zone: string) => ({ 'Europe/London': '伦敦' })[zone] ?? null;
    expect(zoneLabel('Europe/London', 'zh-CN', name, JULY)).toBe('伦敦 (GMT+1)');
    expect(zoneLabel('Europe/London', 'zh-CN', name, new Date('2026-01-01T00:00:00Z'))).toBe('伦敦 (GMT+0)');
  });

  it('names a zone the texts do not know the way the browser does in the language, never by its IANA id', () => {
    const label = zoneLabel('Asia/Urumqi', 'zh-CN', () => null, JULY);
    expect(label).not.toContain('Asia/');
    expect(label).toMatch(/\(GMT\+6\)$/);
  });

  it('shows the chosen zone in the settings by its name in Chinese and in English', async () => {
    signIn();
    usePreferencesStore.getState().setTimeZone('Asia/Shanghai');
    await applyLanguage('zh-CN');
    const { unmount } = renderApp('/account/setting');
    expect(await screen.findByText('北京时间 (GMT+8)')).toBeTruthy();
    expect(screen.queryByText(/Asia\/Shanghai/)).toBeNull();
    unmount();
    await applyLanguage('en');
    renderApp('/account/setting');
    expect(await screen.findByText('Beijing time (GMT+8)')).toBeTruthy();
  });
});
