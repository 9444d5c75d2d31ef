import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { appShell } from './scripts/app-shell.ts';
import { moduleSizes } from './scripts/module-sizes.ts';
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

/**
 * One chunk per layer of a signed-in start, for what the layer imports beyond the login route and
 * the layers before it; the shell's layer holds the query client, HTTP client, tab bar, icons and
 * hooks. Left to automatic splitting these were some thirty chunks of a few hundred bytes, each a
 * request of its own; on HTTP/1.1 over a slow link the browser fetches them six at a time, a round
 * trip per batch. Every signed-in route loads the shell, so its layer costs none of them bytes.
 */
function signedInLayers(layers: { name: string; roots: string[] }[]) {
  let owner: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!owner) {
      owner = new Map();
      const taken = staticClosure(graph, [source('./src/main.tsx'), source('./src/features/auth/LoginPage.tsx')]);
      for (const layer of layers) {
        for (const module of staticClosure(graph, layer.roots.map(source))) {
          if (!taken.has(module)) owner.set(module, layer.name);
          taken.add(module);
        }
      }
    }
    return owner.get(id) ?? null;
  };
}

export default defineConfig({
  base: '/mobile/',
  plugins: [react(), ...appShell(), precompress(), moduleSizes()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
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
            {
              name: signedInLayers([{ name: 'signed-in', roots: ['./src/features/layout/AppShell.tsx'] }]),
              debugName: 'signed-in',
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
