import { defineProject } from 'vitest/config';

// Hooks start test apps (migrations, the demo seed): on a busy 2-core machine that once took longer
// than Vitest's default 10 s, which failed a file for timing, not behaviour.
export default defineProject({
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20000, hookTimeout: 30000 },
});
