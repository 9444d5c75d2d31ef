// Gzipped JS a route loads: the entry's static imports plus the page chunk's, from the Vite manifest.
// Usage: node scripts/route-size.mjs [PageName ...]  (run after `npm run build -w @crm/web`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function routeSize(pages) {
  const keys = new Set(closure(entryKey));
  for (const page of pages) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${page}.tsx`));
    if (!key) throw new Error(`no chunk for ${page}`);
    closure(key, keys);
  }
  let js = 0;
  for (const key of keys) js += gz(manifest[key].file);
  return js;
}

const routes = process.argv.length > 2 ? [process.argv.slice(2)] : [['LoginPage'], ['AppShell', 'HomePage'], ['AppShell', 'WorkplacePage'], ['AppShell', 'BaseSettingPage'], ['AppShell', 'SettingPage'], ['AppShell', 'AboutUsPage']];
for (const pages of routes) console.log(`${pages.join(' + ')}: ${kb(routeSize(pages))} gzipped JS`);
