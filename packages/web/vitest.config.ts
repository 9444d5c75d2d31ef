import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Files that need a module instance of their own: they replace a module the others share
 * (vi.mock of the definitions, the image compressor, the messenger's flow), load modules afresh
 * (vi.resetModules, which in a shared instance split the next files between two copies of the
 * texts), or follow the app from its very start (its texts, the object routes patched in once).
 * They run in the `web-fresh` project (vitest.fresh.config.ts); src/test/fresh-files.test.ts
 * finds a file that replaces or reloads modules and is not named here.
 */
export const FRESH_FILES = [
  'src/lib/i18n.test.tsx',
  'src/lib/i18n-switch.test.ts',
  'src/records/definitions.test.ts',
  'src/app/object-discovery.test.tsx',
  'src/records/fields/fields.test.tsx',
  'src/records/fields/lines.test.tsx',
  'src/records/view/RecordViewPage.test.tsx',
  'src/features/messenger/messenger.test.tsx',
];

export const WEB_TEST = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // A ceiling, not a timing: the machine ran the same tests 1.6 times slower at some hours (2026-11-29).
  testTimeout: 30_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...WEB_TEST,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: FRESH_FILES,
    // The files share the worker's modules: importing the client (antd-mobile, every definition
    // and text) took 2 s a file, 100 files. What a file changed of the shared state (the language,
    // stubs, spies, fake timers) src/test/setup.ts puts back.
    isolate: false,
  },
});
