import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { COMPRESS_FROM_BYTES } from './answer-compression.ts';
import { RUNTIME_CONFIG_GLOBAL, type MapTilesConfig, type RuntimeConfig } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { notFound } from '../http/http-error.ts';

export interface StaticWebOptions {
  webDist: string;
  apiBase: string;
  signSecret: string;
  mapTiles?: MapTilesConfig;
  /** Whether a business-information provider is named (the client offers the register's data). */
  businessInfo?: boolean;
  videoHosts?: string[];
  officeViewer?: string;
}

const BASE = '/mobile';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Headers that govern a document (what it may run, load and be framed by, what it sends as
 * referrer), meaningless on a script or a style sheet. Helmet sends them with every answer; a
 * signed-in start fetches some forty scripts and style sheets, and these came to about 900 bytes
 * of each answer, a sixth of what a phone downloads. Scripts and style sheets keep
 * X-Content-Type-Options (a script is run only when served as one) and
 * Cross-Origin-Resource-Policy (another site cannot read them into its process).
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
const SUBRESOURCE = /\.(js|css)$/;

/**
 * The hashes of index.html's inline scripts (the app shell's first paint and the script loader,
 * written by the build): the content security policy allows exactly these and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * What the pages may load and who may frame them: scripts only from this origin (and the inline
 * ones of the build, by hash), no plugins, no base rewriting, framed only by this origin
 * (clickjacking). Styles may be inline (the shell's and antd-mobile's), images also data: and
 * blob: (previews) and https: (pictures in rich text). The API is this origin's. Videos and
 * frames come from this origin, and from the video hosts and the office viewer a deployment names.
 */
function contentSecurityPolicy(scriptHashes: string[], options: Pick<StaticWebOptions, 'videoHosts' | 'officeViewer'>) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The videos of the configured hosts (VIDEO_HOSTS), played by /videoPreview.
      mediaSrc: ["'self'", 'blob:', ...(options.videoHosts ?? [])],
      // The online viewer of office files (OFFICE_VIEWER), framed by /officeView.
      frameSrc: ["'self'", ...(options.officeViewer ? [new URL(options.officeViewer.replace('{url}', '')).origin] : [])],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/**
 * The built client under /mobile/: hashed assets cached for good, everything else revalidated,
 * unknown paths answered with index.html (history-mode routing), and /mobile/config.js telling
 * the client its API base and signing secret at run time, so one build serves any deployment.
 */
export default async function staticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const runtimeConfig: RuntimeConfig = {
    apiBase: options.apiBase,
    signSecret: options.signSecret,
    ...(options.mapTiles ? { mapTiles: options.mapTiles } : {}),
    ...(options.businessInfo ? { businessInfo: true } : {}),
    ...(options.videoHosts ? { videoHosts: options.videoHosts } : {}),
    ...(options.officeViewer ? { officeViewer: options.officeViewer } : {}),
  };
  const configScript = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtimeConfig)};\n`;

  app.get('/', (_request, reply) => reply.redirect(`${BASE}/`, 302));
  app.get(BASE, (_request, reply) => reply.redirect(`${BASE}/`, 302));

  const scriptHashes = inlineScriptHashes(readFileSync(join(options.webDist, 'index.html'), 'utf8'));

  await app.register(
    async (mobile) => {
      await mobile.register(helmet, {
        contentSecurityPolicy: contentSecurityPolicy(scriptHashes, options),
        xFrameOptions: { action: 'sameorigin' },
        // Transport security is the TLS terminator's to declare (README, reverse proxy), not a
        // header this server can know to be true.
        strictTransportSecurity: false,
        // Same-origin is the default; the pages embed nothing cross-origin that would need credentials.
        crossOriginEmbedderPolicy: false,
      });

      // Helmet writes its headers on the raw response; they leave with it after this hook.
      mobile.addHook('onSend', async (request, reply, payload) => {
        if (SUBRESOURCE.test(new URL(request.url, 'http://localhost').pathname)) for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
        return payload;
      });

      // Files a build left without a precompressed sibling (index.html, the icons), compressed
      // as they stream; the answers the server builds are compressed by answer-compression.ts.
      await mobile.register(compress, { threshold: COMPRESS_FROM_BYTES });

      mobile.get('/config.js', (_request, reply) => reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(configScript));

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
