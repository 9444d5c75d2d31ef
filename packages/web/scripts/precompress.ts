// Brotli and gzip siblings of every built text file (main.js.br, main.js.gz), so the server sends
// them as they are (@fastify/static's preCompressed) instead of compressing each asset on every
// request: a signed-in start asks for some fifty files at once, and each answer then leaves at
// once instead of after its compression, at the strongest level instead of a fast one.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt)$/;
/** Below this the compressed answer saves nothing worth a file (the server's own threshold). */
const MIN_BYTES = 1024;
/**
 * Above this, Brotli at quality 9: the OCR's WebAssembly builds (4 MB each) took 7 s apiece at
 * the highest quality, for 12% less than quality 9 gives in 0.6 s, on a download made once.
 */
const LARGE_BYTES = 1_000_000;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'crm-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!TEXT.test(item.fileName)) return;
          const content = Buffer.from(item.type === 'chunk' ? item.code : item.source);
          if (content.length < MIN_BYTES) return;
          const file = join(dir, item.fileName);
          const [br, gz] = await Promise.all([
            toBrotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: content.length > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
