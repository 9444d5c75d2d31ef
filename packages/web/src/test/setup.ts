import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installAntdRenderer } from '../lib/antd-render.ts';
import { WEB_NAMESPACES } from '@crm/domain';
import { i18n, initI18n, loadTexts, startI18n } from '../lib/i18n.ts';
import { loadAllDefinitions } from '../records/definitions.ts';
import { resetState } from './reset.ts';
import { registerWebObjects } from '../records/web-object.ts';
import { WEB_OBJECTS } from '../objects/index.ts';

installAntdRenderer();
initI18n();

// Screens load their chunks lazily; on a busy 2-core machine the first render can take longer than
// Testing Library's default one-second wait (and, once, on CI beside the API runs, than four),
// which made waits fail for timing, not behaviour.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no canvas; the watermark draws on one.
HTMLCanvasElement.prototype.getContext = vi.fn(() => ({
  setTransform: vi.fn(),
  clearRect: vi.fn(),
  fillText: vi.fn(),
  translate: vi.fn(),
  rotate: vi.fn(),
  save: vi.fn(),
  restore: vi.fn(),
})) as unknown as typeof HTMLCanvasElement.prototype.getContext;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Lets React's scheduler, which runs on setImmediate, and timers queued before it have their turn. */
const settle = () => new Promise((resolve) => setImmediate(() => setTimeout(resolve, 0)));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // React finishes a commit made outside act() (a response arriving, a toast's timer) in a task
  // of its scheduler that reads `window`; run after the file's last test, that task met the torn
  // down environment (an unhandled error that failed the run with every test passed). So the
  // scheduler has its turn here, and toasts and dialogs, which render in React roots of their own
  // outside Testing Library's, are closed, once one still on its way (lib/feedback.ts loads them
  // lazily) has opened.
  await settle();
  const [toast, dialog] = await Promise.all([import('antd-mobile/es/components/toast/index.js'), import('antd-mobile/es/components/dialog/index.js')]);
  toast.default.clear();
  dialog.default.clear();
  await settle();
  await settle();
  // The files share one module instance (vitest.config.ts: isolate false): a test that switched
  // the language leaves the next one in Chinese again, once a switch still under way has landed
  // (loadTexts waits for it).
  await loadTexts([]);
  if (i18n.language !== 'zh-CN') await startI18n('zh-CN');
});

// The files share one module instance (vitest.config.ts: isolate false): what a file stubbed, spied
// on, faked, registered or kept (a session, cached answers, the company's info) is put back when it ends, as
// a fresh module instance would have it.
afterAll(() => {
  resetState();
  // Some files register their object's web folder alone, in place of the app's entry.
  registerWebObjects(WEB_OBJECTS);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Screens render here without the routes that load what they read: their area's texts, and (the
// record screens, synchronously) their objects' definitions. Every one is in from the start.
await Promise.all([loadTexts(WEB_NAMESPACES), loadAllDefinitions()]);
