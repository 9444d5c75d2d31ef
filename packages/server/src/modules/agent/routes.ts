import { AGENT_API, CART_MAX_QUANTITY, formatDate, type AgentAccountInput, type AgentHome } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, HttpError, notFound, notLoggedIn } from '../../http/http-error.ts';
import { pageQueryProperties } from '../../http/paging.ts';
import { caller } from '../../plugins/auth.ts';
import { dictionaryOptions } from '../dictionaries/repository.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { passwordLoginSchema, passwordLoginAt } from '../session/doors.ts';
import { loadUserInfo } from '../users/repository.ts';
import { ACCOUNT_INPUT, ACCOUNT_STATUS } from './account-schemas.ts';
import { addPartnerAccount, partnerAccounts, setPartnerAccountStatus } from './accounts.ts';
import { agentCredit, cartOf, cartQuantities, placeOrder, setCartLine } from './cart.ts';
import { agentOrder, agentOrders, openOrderCounts } from './orders.ts';
import { partnerCall, partnerNames, servedPartner, type ServedPartner } from './partner.ts';
import { addAgentReport, agentReport, agentReports, protectingReports } from './reports.ts';
import { shopCategories, shopPage } from './shop.ts';

/** Partner accounts only: a staff token is refused here as a partner token is on staff routes (plugins/auth.ts). */
const partnerOnly = { userTypes: ['agent'] } as const;

const idQuery = { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/**
 * The channel partner's door and portal (issue 19): its home, shop, cart, orders and customer
 * reports, each answering only the partner the account belongs to (and its sub-partners where
 * said). An account the vendor has linked to no partner gets its home, saying so, and 422 elsewhere.
 */
export default async function agentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  /** The caller's partner and a record call on its behalf. */
  async function served(request: FastifyRequest): Promise<{ partner: ServedPartner; userId: string; call: ReturnType<typeof partnerCall> }> {
    const auth = caller(request);
    const partner = await servedPartner(app.db, auth.tenantId, auth.userId);
    if (!partner) throw new HttpError(422, 'agentNotLinked');
    return { partner, userId: auth.userId, call: partnerCall(app.db, request.lang, partner, auth.userId) };
  }
  const todayOf = async (call: ReturnType<typeof partnerCall>) => formatDate(new Date(), await timeZoneOf(app.db, call.viewer));

  app.post('/sys/agentLogin', { schema: passwordLoginSchema, config: { access: 'public', perMinute: 120 } }, (request) =>
    passwordLoginAt(app, request, 'agent', request.body),
  );

  app.get(AGENT_API.my, { config: partnerOnly }, async (request) => {
    const auth = caller(request);
    const profile = await loadUserInfo(app.db, request.lang, auth.tenantId, auth.userId, auth.companyCode);
    if (!profile) throw notLoggedIn();
    const partner = await servedPartner(app.db, auth.tenantId, auth.userId);
    if (!partner) {
      const home: AgentHome = { profile, partner: null, credit: null, openOrders: 0, pendingOrders: 0, activeReports: 0, reportLimit: 0 };
      return ok(request.lang, home);
    }
    const call = partnerCall(app.db, request.lang, partner, auth.userId);
    const today = await todayOf(call);
    const [credit, orders, activeReports, levels, parent] = await Promise.all([
      agentCredit(app.db, partner),
      openOrderCounts(app.db, partner),
      protectingReports(app.db, partner, today),
      dictionaryOptions(app.db, partner.tenantId, 'agent_level', request.lang),
      partner.parentId ? partnerNames(app.db, partner.tenantId, [partner.parentId]) : Promise.resolve(new Map<string, string>()),
    ]);
    const home: AgentHome = {
      profile,
      partner: {
        id: partner.id,
        name: partner.name,
        agentNo: partner.agentNo,
        level_dictText: levels.find((option) => option.value === partner.level)?.text ?? null,
        parentName: partner.parentId ? (parent.get(partner.parentId) ?? null) : null,
        isAdmin: partner.isAdmin,
      },
      credit,
      openOrders: orders.open,
      pendingOrders: orders.pending,
      activeReports,
      reportLimit: partner.reportLimit,
    };
    return ok(request.lang, home);
  });

  app.get(
    AGENT_API.shop,
    {
      config: partnerOnly,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, keyword: { type: 'string', maxLength: 100 }, category: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const { partner, userId, call } = await served(request);
      const { pageNo = 1, pageSize = 20, keyword, category } = request.query as { pageNo?: number; pageSize?: number; keyword?: string; category?: string };
      const inCart = await cartQuantities(app.db, partner.tenantId, userId);
      return ok(request.lang, await shopPage(call, partner, { pageNo, pageSize, keyword: keyword?.trim(), category }, inCart));
    },
  );

  app.get(AGENT_API.shopCategories, { config: partnerOnly }, async (request) => {
    const { partner, call } = await served(request);
    return ok(request.lang, await shopCategories(call, partner));
  });

  app.get(AGENT_API.cart, { config: partnerOnly }, async (request) => {
    const { partner, userId, call } = await served(request);
    return ok(request.lang, await cartOf(call, partner, userId));
  });

  app.post(
    AGENT_API.cartSet,
    {
      config: partnerOnly,
      schema: {
        body: {
          type: 'object',
          required: ['productId', 'quantity'],
          additionalProperties: false,
          properties: { productId: { type: 'string', minLength: 1, maxLength: 64 }, quantity: { type: 'number', minimum: 0, maximum: CART_MAX_QUANTITY } },
        },
      },
    },
    async (request) => {
      const { partner, userId, call } = await served(request);
      const { productId, quantity } = request.body as { productId: string; quantity: number };
      await setCartLine(call, partner, userId, productId, quantity);
      return ok(request.lang, await cartOf(call, partner, userId));
    },
  );

  app.post(
    AGENT_API.placeOrder,
    {
      config: partnerOnly,
      schema: { body: { type: 'object', additionalProperties: false, properties: { remark: optionalText(2000) } } },
    },
    async (request) => {
      const { partner, userId, call } = await served(request);
      const { remark } = (request.body ?? {}) as { remark?: string | null };
      return ok(request.lang, await placeOrder(call, partner, userId, remark?.trim() || null), 'agentOrderPlaced');
    },
  );

  app.get(AGENT_API.orders, { config: partnerOnly, schema: { querystring: { type: 'object', properties: pageQueryProperties } } }, async (request) => {
    const { partner, call } = await served(request);
    const { pageNo = 1, pageSize = 20 } = request.query as { pageNo?: number; pageSize?: number };
    return ok(request.lang, await agentOrders(call, partner, pageNo, pageSize));
  });

  app.get(AGENT_API.orderView, { config: partnerOnly, schema: idQuery }, async (request) => {
    const { partner, call } = await served(request);
    const order = await agentOrder(call, partner, request.query.id);
    if (!order) throw notFound();
    return ok(request.lang, order);
  });

  app.get(
    AGENT_API.reports,
    { config: partnerOnly, schema: { querystring: { type: 'object', properties: { ...pageQueryProperties, keyword: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const { partner, call } = await served(request);
      const { pageNo = 1, pageSize = 20, keyword } = request.query as { pageNo?: number; pageSize?: number; keyword?: string };
      return ok(request.lang, await agentReports(call, partner, { pageNo, pageSize, keyword: keyword?.trim() }, await todayOf(call)));
    },
  );

  app.get(AGENT_API.report, { config: partnerOnly, schema: idQuery }, async (request) => {
    const { partner, call } = await served(request);
    const report = await agentReport(call, partner, request.query.id, await todayOf(call));
    if (!report) throw notFound();
    return ok(request.lang, report);
  });

  app.post(
    AGENT_API.reportAdd,
    {
      config: partnerOnly,
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 100 },
            contactName: optionalText(50),
            phone: optionalText(30),
            taxNumber: optionalText(30),
            industry: optionalText(64),
            address: optionalText(500),
            remark: optionalText(2000),
          },
        },
      },
    },
    async (request) => {
      const { partner, call } = await served(request);
      return ok(request.lang, await addAgentReport(call, partner, request.body as never, await todayOf(call)), 'agentReportAdded');
    },
  );

  /** The caller's partner, when the caller is one of its administrators (403 otherwise). */
  async function administered(request: FastifyRequest): Promise<{ partner: ServedPartner; userId: string }> {
    const { partner, userId } = await served(request);
    if (!partner.isAdmin) throw forbidden();
    return { partner, userId };
  }

  app.get(AGENT_API.staff, { config: partnerOnly }, async (request) => {
    const { partner } = await administered(request);
    return ok(request.lang, await partnerAccounts(app.db, partner));
  });

  app.post(AGENT_API.staffAdd, { config: partnerOnly, schema: { body: ACCOUNT_INPUT } }, async (request) => {
    const { partner } = await administered(request);
    return ok(request.lang, await addPartnerAccount(app.db, partner, request.body as AgentAccountInput));
  });

  app.post(AGENT_API.staffStatus, { config: partnerOnly, schema: { body: ACCOUNT_STATUS } }, async (request) => {
    const { partner, userId } = await administered(request);
    const { id, status } = request.body as { id: string; status: string };
    return ok(request.lang, await setPartnerAccountStatus(app.db, partner, id, status, userId));
  });
}
