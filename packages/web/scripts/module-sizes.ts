// What each built chunk is made of: the rendered length of every module in it, written to
// dist/.vite/modules.json beside Vite's manifest. The bench reads it to say how much of the login
// route is object definitions and texts (issue 11: none beyond the light manifest), which the
// manifest alone cannot tell because it names chunks, not the modules inside them. Each module is
// also gzipped on its own: an upper bound of what it adds to its chunk's gzipped size (texts in
// Chinese compress far less than code, so a share by length would understate them).
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

export function moduleSizes(): Plugin {
  return {
    name: 'crm-module-sizes',
    apply: 'build',
    async writeBundle(options, bundle) {
      const chunks: Record<string, Record<string, { bytes: number; gzipped: number }>> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = Object.fromEntries(
          Object.entries(item.modules).map(([id, module]) => [
            relative(repository, id.replace(/^\0/, '')),
            { bytes: module.renderedLength, gzipped: module.code ? gzipSync(module.code).length : 0 },
          ]),
        );
      }
      await writeFile(join(options.dir!, '.vite/modules.json'), JSON.stringify(chunks));
    },
  };
}
