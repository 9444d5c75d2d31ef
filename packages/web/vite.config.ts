import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { appShell } from './scripts/app-shell.ts';

const server = 'http://localhost:8080';

export default defineConfig({
  base: '/mobile/',
  plugins: [react(), ...appShell()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
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
