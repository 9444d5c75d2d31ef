import { defineProject } from 'vitest/config';

// Hooks start test apps (migrations, the demo seed): on a busy 2-core machine that once took longer
// than Vitest's default 10 s, which failed a file for timing, not behaviour. The first app of a run
// also builds the template database the others copy (src/test/templates.ts); global-setup.ts gives
// each run the place for them and removes them at its end. The ceilings are ceilings, not timings:
// on 2026-11-29 this machine ran the same CI 1.8 times slower at 20:00 than at 18:00, and tests that
// take 11 s (the service portal's, on PostgreSQL beside three other runs) crossed 20 s.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
    // The files share the worker's modules: importing the server took 1.3 s a file, 98 files. What
    // the server remembers of a database is forgotten when a test app starts (createTestApp).
    isolate: false,
  },
});
