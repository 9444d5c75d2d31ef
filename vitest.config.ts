import { defineConfig } from 'vitest/config';

/** One run over every package; each package's own vitest.config.ts sets its environment. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web/vitest.config.ts', 'packages/web/vitest.fresh.config.ts'],
  },
});
