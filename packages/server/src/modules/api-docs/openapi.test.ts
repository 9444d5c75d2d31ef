import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.ts';
import { apiRoutes, recordRoutes, type ApiRoute } from '../../test/api-routes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let t: TestApp;
let routes: ApiRoute[];
let doc: OpenApiDocument;

beforeAll(async () => {
  const recorder = recordRoutes();
  try {
    t = await createTestApp({ crmData: false, seed: false });
  } finally {
    recorder.stop();
  }
  routes = apiRoutes(recorder.routes, API_PREFIX).filter((route) => route.method !== 'HEAD' && route.url !== `${API_PREFIX}/openapi.json`);
  const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode, answer.body).toBe(200);
  doc = answer.json<OpenApiDocument>();
});
afterAll(() => t.close());

/** Fastify's `:name` and `*` as OpenAPI's `{name}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');

describe('GET /api/openapi.json', () => {
  it('is public and unsigned: any tool reads it', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json;/);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every route of the API, with the schemas of its query, path and body', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      const parameters = new Set((operation.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      for (const name of Object.keys(route.querystring?.properties ?? {}))
        expect(parameters, `${route.method} ${route.url} ?${name}`).toContain(`query:${name}`);
      for (const name of Object.keys(route.params?.properties ?? {})) expect(parameters, `${route.method} ${route.url} :${name}`).toContain(`path:${name}`);
      const body = route.body?.properties;
      if (body) {
        const documented = operation.requestBody?.content['application/json']?.schema.properties ?? {};
        expect(Object.keys(documented).sort(), `${route.method} ${route.url} body`).toEqual(Object.keys(body).sort());
      }
    }
    expect(missing).toEqual([]);
  });
});
