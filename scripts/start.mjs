// `npm start`: builds the client when its build is missing or older than its sources, then runs
// the server (TypeScript through tsx) in this process's place, passing signals on.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './client-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.SKIP_BUILD !== '1') {
  const status = buildClientIfStale();
  if (status !== 0) process.exit(status);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
