import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://localhost:8080';

export default defineConfig({
  base: '/mobile/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2020',
  },
  server: {
    proxy: {
      '/api': server,
      '/mobile/config.js': server,
    },
  },
});
