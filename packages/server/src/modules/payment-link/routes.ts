import { entityOf, PAYMENT_LINK_API } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { recordCall } from '../records/record-call.ts';
import { requirePermission } from '../records/record-service.ts';
import { createPaymentLink, currentPaymentLink, PAID_OBJECT, publicPayment, revokePaymentLink } from './payment-links.ts';

/** Calls a minute per address on the customer's page: a customer opens it, a script is stopped. */
const PUBLIC_PER_MINUTE = 30;

const orderId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const key = { type: 'string', minLength: 10, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const orderBody = { body: { type: 'object', required: ['orderId'], additionalProperties: false, properties: { orderId } } } as const;

/** Payment links of orders (issue 20, PAYMENT_LINK_API): staff with the order's view right and scope make and revoke them; the customer's page reads by key. */
export default async function paymentLinkRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  /** The caller's call on the order's object, once their view right is known (403 without it). */
  async function orderCall(request: FastifyRequest) {
    const call = await recordCall(app, request);
    await requirePermission(call, entityOf(PAID_OBJECT), 'view');
    return call;
  }

  app.get(PAYMENT_LINK_API.current, { schema: { querystring: { type: 'object', required: ['orderId'], properties: { orderId } } } }, async (request) =>
    ok(request.lang, await currentPaymentLink(await orderCall(request), request.query.orderId)),
  );

  app.post(PAYMENT_LINK_API.create, { schema: orderBody }, async (request) =>
    ok(request.lang, await createPaymentLink(await orderCall(request), request.body.orderId)),
  );

  app.post(PAYMENT_LINK_API.revoke, { schema: orderBody }, async (request) => {
    await revokePaymentLink(await orderCall(request), request.body.orderId);
    return ok(request.lang, null);
  });

  app.get(
    PAYMENT_LINK_API.publicView,
    { config: { access: 'public', perMinute: PUBLIC_PER_MINUTE }, schema: { querystring: { type: 'object', required: ['key'], properties: { key } } } },
    async (request) => ok(request.lang, await publicPayment(app.db, app.config.filesDir, request.lang, request.query.key)),
  );
}
