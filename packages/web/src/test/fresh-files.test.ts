import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { FRESH_FILES } from '../../vitest.config.ts';

const ROOT = join(import.meta.dirname, '../..');

/** The client's test files, relative to the package (as FRESH_FILES names them). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

// The files share one module instance (vitest.config.ts): one that replaces or reloads modules
// would leave the files after it on other copies of them, a failure that moves with the order.
it('runs every test file that replaces or reloads modules in a module instance of its own', () => {
  const replacing = testFiles(join(ROOT, 'src')).filter((file) => /vi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(replacing.filter((file) => !FRESH_FILES.includes(file))).toEqual([]);
});
