// What the business-card screen's OCR loads, served from our own origin so it works offline and
// asks no CDN (issue 21): tesseract.js's worker, tesseract.js-core's WebAssembly builds (the
// worker picks relaxed SIMD, SIMD or neither by what the phone runs; LSTM only) and the Chinese
// and English trained data. They go to one directory under assets/ named by the packages'
// versions, so they are cached for good like the hashed chunks and a new version is a new
// directory. Nothing imports them: only the card screen's module (features/card-scan/ocr.ts)
// names the directory, as __OCR_ASSETS__.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** The packages' directories, each named whole (a dependency the dead-code check can see). */
const PACKAGES = {
  worker: dirname(require.resolve('tesseract.js/package.json')),
  core: dirname(require.resolve('tesseract.js-core/package.json')),
  chi_sim: dirname(require.resolve('@tesseract.js-data/chi_sim/package.json')),
  eng: dirname(require.resolve('@tesseract.js-data/eng/package.json')),
};

/** The files, by their name in the directory, and where each comes from. */
const FILES: Record<string, string> = {
  'worker.min.js': join(PACKAGES.worker, 'dist/worker.min.js'),
  ...Object.fromEntries(
    ['relaxedsimd-lstm', 'simd-lstm', 'lstm'].map((build) => {
      const name = `tesseract-core-${build}.wasm.js`;
      return [name, join(PACKAGES.core, name)];
    }),
  ),
  // best_int: the LSTM models at their best accuracy, in integers (smaller and faster than float).
  ...Object.fromEntries((['chi_sim', 'eng'] as const).map((lang) => [`${lang}.traineddata.gz`, join(PACKAGES[lang], `4.0.0_best_int/${lang}.traineddata.gz`)])),
};

const version = (dir: string) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

/** assets/ocr-<hash of the versions>/ */
const DIRECTORY = `assets/ocr-${createHash('sha256').update(Object.values(PACKAGES).map(version).join(' ')).digest('hex').slice(0, 8)}/`;

export function ocrAssets(base: string): Plugin {
  return {
    name: 'crm-ocr-assets',
    config: () => ({ define: { __OCR_ASSETS__: JSON.stringify(`${base}${DIRECTORY}`) } }),
    generateBundle() {
      for (const [name, file] of Object.entries(FILES)) this.emitFile({ type: 'asset', fileName: `${DIRECTORY}${name}`, source: readFileSync(file) });
    },
    configureServer(server) {
      server.middlewares.use(`${base}${DIRECTORY}`, (request, response, next) => {
        const file = FILES[(request.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (!file) return next();
        response.setHeader('Content-Type', file.endsWith('.js') ? 'application/javascript' : 'application/octet-stream');
        response.end(readFileSync(file));
      });
    },
  };
}
