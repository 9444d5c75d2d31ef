import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { applyLanguage } from '../lib/i18n.ts';
import { renderInRouter } from '../test/app.tsx';
import { deploymentState, isChunkLoadError, reloadOnceForNewBuild, withChunkTimeout, withChunkTimeouts } from './chunk-error.ts';
import { RouteError } from './RootLayout.tsx';

const CHROME = new TypeError('Failed to fetch dynamically imported module: http://localhost/mobile/assets/MessagePage-x1.js');
const SAFARI = new TypeError('Importing a module script failed.');
const index = (entry: string) => `<html><script>(function(tags){})([{"rel":"entry","href":"${entry}"}])</script></html>`;
const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a script chunk that fails to load', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(CHROME)).toBe(true);
    expect(isChunkLoadError(SAFARI)).toBe(true);
    expect(isChunkLoadError(new Error('texts not loaded: records'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('finds whether the server is unreachable, runs this build, or a new one', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await deploymentState('/mobile/assets/index-A.js', offline)).toBe('offline');
    expect(await deploymentState('/mobile/assets/index-A.js', answer('bad gateway', 502))).toBe('offline');
    expect(await deploymentState('/mobile/assets/index-A.js', answer(index('/mobile/assets/index-A.js')))).toBe('same');
    expect(await deploymentState('/mobile/assets/index-A.js', answer(index('/mobile/assets/index-B.js')))).toBe('new');
  });

  it('fails as a chunk that did not come when it is still loading after 120 s (spec section 9)', async () => {
    vi.useFakeTimers();
    try {
      const [route] = withChunkTimeouts([{ path: '/slow', lazy: () => new Promise<never>(() => undefined) }]);
      const loading = (route!.lazy as () => Promise<unknown>)();
      const outcome = loading.then(
        () => null,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(isChunkLoadError(error)).toBe(true);
      await expect(withChunkTimeout(Promise.resolve('page'))).resolves.toBe('page');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads onto a new build once, never in a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewBuild('/mobile/assets/index-A.js', reload, sessionStorage)).toBe(true);
    expect(reloadOnceForNewBuild('/mobile/assets/index-A.js', reload, sessionStorage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['zh-CN', '加载失败', '网络异常，请检查您的网络连接', '重试', '网络仍未连接，请稍后重试'],
    ['en', 'Failed to load', 'Network error - please check your connection', 'Retry', 'Still offline, please try again later'],
  ] as const)('shows the network error in the language, and a retry that stays while offline (%s)', async (lang, title, text, retry, still) => {
    await applyLanguage(lang);
    // The development build logs the route's error for its developer.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderInRouter(null, {
      entries: ['/dashboard/message'],
      routes: [{ path: '/dashboard/message', lazy: () => Promise.reject(CHROME), ErrorBoundary: RouteError }],
    });
    const error = await screen.findByTestId('route-error');
    expect(error.textContent).toContain(title);
    expect(error.textContent).toContain(text);
    expect(error.textContent).not.toContain('dynamically imported');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: retry }));
    });
    expect((await screen.findByTestId('route-error-offline')).textContent).toBe(still);
    await applyLanguage('zh-CN');
  });
});
