import { MESSAGE_TYPES } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { notificationSettings, saveNotificationSettings } from './repository.ts';

const saveSchema = {
  body: {
    type: 'object',
    required: ['settings'],
    properties: {
      settings: {
        type: 'array',
        maxItems: MESSAGE_TYPES.length,
        items: {
          type: 'object',
          required: ['type', 'enabled'],
          properties: { type: { type: 'string', enum: [...MESSAGE_TYPES] }, enabled: { type: 'boolean' } },
        },
      },
    },
  },
} as const;

/** /account/msgSetting: which kinds of message the user receives. */
export default async function notificationSettingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/sys/user/msgSetting', async (request) => {
    const { tenantId, userId } = caller(request);
    return ok(request.lang, await notificationSettings(app.db, tenantId, userId));
  });

  app.put('/sys/user/msgSetting', { schema: saveSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    await saveNotificationSettings(app.db, tenantId, userId, request.body.settings);
    return ok(request.lang, await notificationSettings(app.db, tenantId, userId));
  });
}
