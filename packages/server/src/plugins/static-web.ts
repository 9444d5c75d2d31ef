import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { extname, sep } from 'node:path';
import { notFound } from '../http/http-error.ts';

export interface StaticWebOptions {
  webDist: string;
  apiBase: string;
  signSecret: string;
}

const BASE = '/mobile';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The built client under /mobile/: hashed assets cached for good, everything else revalidated,
 * unknown paths answered with index.html (history-mode routing), and /mobile/config.js telling
 * the client its API base and signing secret at run time, so one build serves any deployment.
 */
export default async function staticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const runtimeConfig: RuntimeConfig = { apiBase: options.apiBase, signSecret: options.signSecret };
  const configScript = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtimeConfig)};\n`;

  app.get('/', (_request, reply) => reply.redirect(`${BASE}/`, 302));
  app.get(BASE, (_request, reply) => reply.redirect(`${BASE}/`, 302));

  await app.register(
    async (mobile) => {
      mobile.get('/config.js', (_request, reply) =>
        reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(configScript),
      );

      await mobile.register(fastifyStatic, {
        root: options.webDist,
        prefix: '/',
        index: ['index.html'],
        cacheControl: false,
        preCompressed: true,
        setHeaders: (response, filePath) => {
          response.setHeader('Cache-Control', filePath.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
        },
      });

      mobile.setNotFoundHandler((request, reply) => {
        const path = new URL(request.url, 'http://localhost').pathname;
        // A missing file (an asset, an image) is a 404; any other path is a client route.
        const isFile = path.startsWith(`${BASE}/assets/`) || extname(path) !== '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || isFile) throw notFound();
        return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
      });
    },
    { prefix: BASE },
  );
}
