// The client's build under packages/web/dist, made again when missing or older than its sources:
// shared by `npm start` (scripts/start.mjs) and `npm run bench`, which both need a current one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function clientIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['packages/web/src', 'packages/web/index.html', 'packages/domain/src'].map((p) => join(root, p));
  return sources.some((p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built);
}

/** Builds the client when it is stale; returns the build's exit status (0 when nothing was to do). */
export function buildClientIfStale() {
  if (!clientIsStale()) return 0;
  console.log('building the client…');
  return spawnSync('npm', ['run', 'build', '-w', '@crm/web'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}
