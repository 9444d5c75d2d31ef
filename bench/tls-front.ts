// The reverse proxy the README puts in front of the server, as far as Lighthouse can tell: TLS
// and HTTP/2 towards the browser (how a phone reaches any deployment over HTTPS), HTTP/1.1 over
// kept-alive connections towards the server, every header and body passed through unchanged
// (the server's own compression included). Over HTTP/1.1 a browser fetches a page's 50 files six
// at a time, one round trip each, and that queue is what Lighthouse's simulated slow 4G measured;
// over HTTP/2 they share one connection. The certificate is a throw-away one for 127.0.0.1 made
// with openssl; Chromium is started with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsFront {
  /** e.g. https://127.0.0.1:18184 */
  base: string;
  close(): Promise<void>;
}

/** Headers of one connection's hop (RFC 9110 section 7.6.1), which HTTP/2 forbids anyway. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

function throwAwayCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'crm-bench-tls-'));
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `target`: the server, e.g. http://127.0.0.1:18182. */
export async function startTlsFront(target: string, port: number): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ ...throwAwayCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = { host: request.headers[':authority'] ?? request.headers.host };
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP.has(name) && name !== 'host') headers[name] = value;
    }
    const forwarded = http.request({ host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent }, (answer) => {
      const back: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name)) back[name] = value;
      response.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(response);
    });
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    base: `https://127.0.0.1:${port}`,
    close: async () => {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
