import { CONTENT_API, entityOf } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow } from '../../http/paging.ts';
import { recordCall } from '../records/record-call.ts';
import { requirePermission } from '../records/record-service.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { contentVisits, isShareable, publicContent, recordContact, recordOpen, recordRead, revokeShare, sharedFile, shareRecord } from './shares.ts';

/** Calls a minute per address on the public pages: a reader opens one, a script is stopped. */
const PUBLIC_PER_MINUTE = 30;
/**
 * A page's files by address: its cover, its attachments, and a PDF or a video fetched in parts
 * (a long video asks for a part every few seconds of playing).
 */
const PUBLIC_FILE_PER_MINUTE = 240;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const key = { type: 'string', minLength: 10, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** Sharing content and its visits (issue 20, CONTENT_API): the staff's links, and the public pages' calls by a link's key. */
export default async function contentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const publicCall = { access: 'public', perMinute: PUBLIC_PER_MINUTE } as const;

  app.post(
    CONTENT_API.share,
    { schema: { body: { type: 'object', required: ['apiName', 'id'], additionalProperties: false, properties: { apiName: text(64), id: text(64) } } } },
    async (request) => {
      const { apiName, id } = request.body;
      if (!isShareable(apiName)) throw notFound();
      const call = await recordCall(app, request);
      await requirePermission(call, entityOf(apiName), 'view');
      return ok(request.lang, await shareRecord(call, apiName, id));
    },
  );

  app.post(
    CONTENT_API.revoke,
    { schema: { body: { type: 'object', required: ['key'], additionalProperties: false, properties: { key } } } },
    async (request) => {
      await revokeShare(await recordCall(app, request), request.body.key);
      return ok(request.lang, null);
    },
  );

  app.get(CONTENT_API.visits, { schema: { querystring: { type: 'object', properties: pageQueryProperties } } }, async (request) => {
    return ok(request.lang, await contentVisits(await recordCall(app, request), pageWindow(request.query)));
  });

  app.get(
    CONTENT_API.publicView,
    { config: publicCall, schema: { querystring: { type: 'object', required: ['key'], properties: { key } } } },
    async (request) => ok(request.lang, await publicContent(app.db, request.lang, request.query.key)),
  );

  app.get(
    CONTENT_API.publicFile,
    {
      config: { access: 'public', perMinute: PUBLIC_FILE_PER_MINUTE, unsigned: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['key', 'path'],
          properties: { key, path: text(500), download: { type: 'string', enum: ['0', '1'] } },
        },
      },
    },
    async (request, reply) => {
      const { tenantId, path } = await sharedFile(app.db, request.lang, request.query.key, request.query.path);
      return sendStoredFile(app.db, request, reply, {
        filesDir: app.config.filesDir,
        tenantId,
        path,
        kind: request.query.download === '1' ? 'attachment' : 'inline',
        // Anyone with the link may read it, but a revoked link must stop opening it: no shared caches.
        cacheControl: 'private, no-cache',
      });
    },
  );

  app.post(
    CONTENT_API.publicOpened,
    {
      config: publicCall,
      schema: { body: { type: 'object', required: ['key', 'openId'], additionalProperties: false, properties: { key, openId: text(64) } } },
    },
    async (request) =>
      ok(request.lang, { visitId: await recordOpen(app.db, request.lang, request.body.key, request.body.openId, request.headers['user-agent']) }),
  );

  app.post(
    CONTENT_API.publicRead,
    {
      config: publicCall,
      schema: {
        body: {
          type: 'object',
          required: ['key', 'visitId', 'seconds'],
          additionalProperties: false,
          properties: { key, visitId: text(64), seconds: { type: 'number', minimum: 0, maximum: 1e9 } },
        },
      },
    },
    async (request) => {
      await recordRead(app.db, request.lang, request.body.key, request.body.visitId, request.body.seconds);
      return ok(request.lang, null);
    },
  );

  app.post(
    CONTENT_API.publicContact,
    {
      config: { access: 'public', perMinute: 10 },
      schema: {
        body: {
          type: 'object',
          required: ['key', 'visitId'],
          additionalProperties: false,
          properties: { key, visitId: text(64), name: { type: ['string', 'null'], maxLength: 50 }, phone: { type: ['string', 'null'], maxLength: 30 } },
        },
      },
    },
    async (request) => {
      const { name, phone } = request.body;
      await recordContact(app.db, request.lang, request.body.key, request.body.visitId, { name: name?.trim() || null, phone: phone?.trim() || null });
      return ok(request.lang, null, 'contentContactThanks');
    },
  );
}
