import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { appShell } from './scripts/app-shell.ts';
import { iconImports } from './scripts/icon-imports.ts';
import { moduleSizes } from './scripts/module-sizes.ts';
import { ocrAssets } from './scripts/ocr-assets.ts';
import { precompress } from './scripts/precompress.ts';

const server = 'http://localhost:8080';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module `roots` import statically, transitively. */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

interface Layer {
  name: string;
  /** The modules these import statically, transitively, and no earlier layer took. */
  roots: string[];
  /** Only modules at least this many of the roots import (default: one). */
  shared?: number;
}

/**
 * Which chunk each module of a start goes to, layer by layer, beyond the entry's. Left to
 * automatic splitting, a signed-in start was some fifty files: each module shared by a different
 * set of screens became a chunk of its own, many of a few hundred bytes. On HTTP/1.1 a phone
 * fetches six at a time, a round trip per batch, and on Lighthouse's slow 4G those round trips,
 * not the bytes, were most of the list's Largest Contentful Paint. The entry's own modules are
 * the 'boot' group's (below); then, beyond the entry's static imports:
 * - signed-in: the rest of the shell (query client, HTTP client, tab bar), every signed-in page's;
 * - screens: what two or more of the screens a day starts on import (list, view and form of the
 *   records, home, messages, applications, mine): their fields, lists, pull-to-refresh.
 * A screen's own modules stay in its own chunk.
 */
function startLayers(layers: Layer[]) {
  let owner: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!owner) {
      owner = new Map();
      const taken = staticClosure(graph, [source('./src/main.tsx')]);
      for (const layer of layers) {
        const uses = new Map<string, number>();
        for (const root of layer.roots) for (const module of staticClosure(graph, [source(root)])) uses.set(module, (uses.get(module) ?? 0) + 1);
        for (const [module, count] of uses) {
          if (taken.has(module) || count < (layer.shared ?? 1)) continue;
          owner.set(module, layer.name);
        }
        for (const module of uses.keys()) taken.add(module);
      }
    }
    return owner.get(id) ?? null;
  };
}

const SHELL = './src/features/layout/AppShell.tsx';
const BASE = '/mobile/';

export default defineConfig({
  base: BASE,
  plugins: [iconImports(), react(), ...appShell(), ocrAssets(BASE), precompress(), moduleSizes()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
      // A package's index that only re-exports (@crm/domain's) then lists as imports only the
      // modules something in the app uses, so the layers below, read from the import graph, do not
      // take modules nothing loads.
      experimental: { lazyBarrel: true },
      // The timing report names the slow plugins of a build; ours is precompress (Brotli at its
      // highest quality, on purpose, once per build), which a busy machine makes cross the report's
      // threshold: a warning nobody building can act on.
      checks: { bundlerTimings: false },
      onLog(level, log, handler) {
        // lib/http.ts imports lib/session.ts lazily because session.ts imports the HTTP client (a
        // circle at module evaluation); both sit in the signed-in chunk, so that one import moves
        // nothing, and the others (the guard's, the blocked screen's) keep session.ts out of the
        // login route as meant. Only this warning is silenced.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /src\/lib\/session\.ts is dynamically imported/.test(log.message)) return;
        handler(level, log);
      },
      output: {
        // Named groups keep what only lazy routes need (animation, gestures) out of the chunks
        // the login route loads; without them the bundler merged them with react-dom.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/ },
            {
              name: 'overlay',
              test: /antd-mobile[\\/]es[\\/](components[\\/](toast|dialog|mask|center-popup|popup|auto-center|spin-loading)[\\/]|utils[\\/](render-imperatively|render-to-body|use-lock-scroll|use-touch)\.js)/,
              includeDependenciesRecursively: false,
            },
            // What the entry imports statically, in one chunk with it: rolldown otherwise splits off
            // each module a lazy screen imports too, ten files of a few hundred bytes for the login page.
            { name: 'boot', tags: ['$initial'] },
            {
              name: startLayers([
                { name: 'signed-in', roots: [SHELL] },
                {
                  name: 'screens',
                  shared: 2,
                  roots: [
                    './src/records/list/RecordListPage.tsx',
                    './src/records/view/RecordViewPage.tsx',
                    './src/records/form/RecordFormPage.tsx',
                    './src/features/dashboard/HomePage.tsx',
                    './src/features/dashboard/MessagePage.tsx',
                    './src/features/workplace/WorkplacePage.tsx',
                    './src/features/account/CenterPage.tsx',
                  ],
                },
              ]),
              debugName: 'start layers',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/mobile/config.js': server,
    },
  },
});
