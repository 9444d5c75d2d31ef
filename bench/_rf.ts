import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const { ROUTES, routeFiles } = await import('../packages/web/scripts/route-size.ts');
const route = process.argv[2]!;
const rows = [...routeFiles(ROUTES[route]!)].filter((f) => f.endsWith('.js')).map((f) => [f, gzipSync(readFileSync('packages/web/dist/' + f)).length] as const);
for (const [f, n] of rows.sort((a, b) => b[1] - a[1])) console.log((n / 1024).toFixed(1), f);
