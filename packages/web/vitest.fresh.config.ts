import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { FRESH_FILES, WEB_TEST } from './vitest.config.ts';

/** The client's test files that need a module instance each (see FRESH_FILES). */
export default defineProject({
  plugins: [react()],
  test: { ...WEB_TEST, name: 'web-fresh', include: FRESH_FILES },
});
