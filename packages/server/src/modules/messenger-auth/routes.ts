import { MESSENGER_NOT_BOUND, MESSENGER_PROVIDERS, translate, type Lang, type MessengerAuthorizeUrl, type MessengerProvider } from '@crm/domain';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { randomBytes } from 'node:crypto';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { signIn } from '../session/sign-in.ts';
import { resolveAccount } from './account-resolution.ts';
import { MessengerFailure } from './messenger-failure.ts';
import { PROTOCOLS } from './providers/protocols.ts';
import {
  appIdOwner,
  bindingTaken,
  consumeState,
  credentialsOf,
  deleteBinding,
  findEnabledApp,
  hasApp,
  insertBinding,
  listApps,
  listBindings,
  openState,
  saveApp,
  STATE_TTL_MS,
  userOfTenant,
} from './repository.ts';

const provider = { type: 'string', enum: [...MESSENGER_PROVIDERS] } as const;
const shortText = { type: 'string', minLength: 1, maxLength: 128 } as const;

const providerName = (lang: Lang, of: MessengerProvider) => translate(lang, `server.messenger.provider.${of}`);

/** A failure at the provider, in the caller's language; 502 only when the provider itself failed. */
function providerError(lang: Lang, failure: MessengerFailure): HttpError {
  const vars = { provider: providerName(lang, failure.provider), detail: failure.detail };
  return new HttpError(failure.code === 'providerUnavailable' ? 502 : 400, `messenger.${failure.code}`, vars);
}

/**
 * This deployment's own origin: the configured public address (PUBLIC_URL) when there is one,
 * else the origin the request was made to (its Host, or X-Forwarded-Host and -Proto behind a
 * trusted proxy).
 */
function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string | null {
  try {
    return new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The redirect page must be ours: this deployment's origin and its redirect page for the
 * provider (/mobile/feishuRedirect, ...). Any other address would have the provider deliver the
 * user's code, with a live state, to whoever wrote the link.
 */
function isOwnRedirectPage(uri: string, of: MessengerProvider, origin: string | null): boolean {
  try {
    const url = new URL(uri);
    return origin !== null && url.origin === origin && url.pathname.endsWith(`/${of}Redirect`) && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The browser a sign-in starts in gets a random key in an HttpOnly cookie, and the state is
 * issued to that key: a state (and code) carried into another browser, as a login-CSRF link
 * would, is refused there. One key per browser, so sign-ins in two tabs both work.
 */
const BROWSER_COOKIE = 'crm_messenger_browser';

/** The browser's key, reused when it has one; the cookie goes only to the messenger routes (`path`). */
function browserKeyOf(request: FastifyRequest, reply: FastifyReply, path: string): string {
  const current = request.cookies[BROWSER_COOKIE];
  const key = current && /^[A-Za-z0-9_-]{43}$/.test(current) ? current : randomBytes(32).toString('base64url');
  reply.setCookie(BROWSER_COOKIE, key, {
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: STATE_TTL_MS / 1000,
  });
  return key;
}

export default async function messengerAuthRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  await app.register(cookie);
  app.get(
    '/sys/messenger/authorizeUrl',
    {
      config: { access: 'public', perMinute: 120 },
      schema: {
        querystring: {
          type: 'object',
          required: ['provider', 'appid', 'redirectUri'],
          properties: { provider, appid: shortText, redirectUri: { type: 'string', minLength: 1, maxLength: 1000 } },
        },
      },
    },
    async (request, reply) => {
      const { provider: of, appid, redirectUri } = request.query;
      if (!isOwnRedirectPage(redirectUri, of, ownOrigin(request, app.config.publicUrl))) throw badRequest('messenger.redirectInvalid');
      const messengerApp = await findEnabledApp(app.db, of, appid);
      if (!messengerApp) throw new HttpError(404, 'messenger.appNotConfigured', { provider: providerName(request.lang, of) });
      const state = await openState(app.db, messengerApp.id, { redirectUri, browserKey: browserKeyOf(request, reply, `${app.prefix}/sys/messenger`) });
      const result: MessengerAuthorizeUrl = { url: PROTOCOLS[of].authorizeUrl(messengerApp, redirectUri, state), state };
      return ok(request.lang, result);
    },
  );

  app.post(
    '/sys/messenger/login',
    {
      config: { access: 'public', perMinute: 120 },
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'code', 'state', 'appid'],
          properties: { provider, code: { type: 'string', minLength: 1, maxLength: 512 }, state: shortText, appid: shortText },
        },
      },
    },
    async (request) => {
      const { provider: of, code, state, appid } = request.body;
      const lang = request.lang;
      const messengerApp = await findEnabledApp(app.db, of, appid);
      if (!messengerApp) throw new HttpError(404, 'messenger.appNotConfigured', { provider: providerName(lang, of) });
      // The state is used up before the provider is asked: a replayed or forged redirect, or one
      // carried into another browser, stops here; and the code must come back to the deployment
      // whose redirect page the state was issued with.
      const issued = await consumeState(app.db, messengerApp.id, state, request.cookies[BROWSER_COOKIE]);
      if (!issued || new URL(issued.redirectUri).origin !== ownOrigin(request, app.config.publicUrl)) {
        throw badRequest('messenger.stateInvalid', { provider: providerName(lang, of) });
      }
      let identity;
      try {
        identity = await PROTOCOLS[of].identify(credentialsOf(messengerApp), code);
      } catch (error) {
        if (error instanceof MessengerFailure) {
          request.log.warn({ provider: of, failure: error.code, detail: error.detail }, 'messenger sign-in refused at the provider');
          throw providerError(lang, error);
        }
        throw error;
      }

      const { tenantId } = messengerApp;
      const account = await resolveAccount(app.db, tenantId, of, identity);
      if (!account) throw new HttpError(403, 'messenger.notBound', { provider: providerName(lang, of) }, { reason: MESSENGER_NOT_BOUND });
      // The same session and answer as every other way in (a frozen user is refused there).
      return signIn(app, request, account);
    },
  );

  app.get('/sys/messenger/app/list', async (request) => {
    const { tenantId } = requireAdmin(request);
    return ok(request.lang, await listApps(app.db, tenantId));
  });

  app.post(
    '/sys/messenger/app/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'appId', 'enabled'],
          properties: {
            provider,
            appId: shortText,
            agentId: { type: ['string', 'null'], maxLength: 64 },
            secret: { type: 'string', maxLength: 256 },
            enabled: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const { tenantId } = requireAdmin(request);
      const body = request.body;
      const owner = await appIdOwner(app.db, body.provider, body.appId);
      if (owner && owner !== tenantId) throw conflict('messenger.appIdTaken');
      if (!body.secret && !(await hasApp(app.db, tenantId, body.provider))) throw badRequest('messenger.secretRequired');
      await saveApp(app.db, tenantId, {
        provider: body.provider,
        appId: body.appId,
        agentId: body.agentId || null,
        secret: body.secret,
        enabled: body.enabled,
      });
      return ok(request.lang, await listApps(app.db, tenantId));
    },
  );

  app.get('/sys/messenger/binding/list', { schema: { querystring: { type: 'object', properties: { provider } } } }, async (request) => {
    const { tenantId } = requireAdmin(request);
    return ok(request.lang, await listBindings(app.db, tenantId, request.query.provider));
  });

  app.post(
    '/sys/messenger/binding/add',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'providerUserId', 'userId'],
          properties: { provider, providerUserId: shortText, userId: shortText },
        },
      },
    },
    async (request) => {
      const { tenantId } = requireAdmin(request);
      const { provider: of, providerUserId, userId } = request.body;
      // Only users of the administrator's own tenant can be bound, whatever id is sent.
      if (!(await userOfTenant(app.db, tenantId, userId))) throw new HttpError(404, 'messenger.userNotFound');
      if (await bindingTaken(app.db, tenantId, of, providerUserId, userId)) {
        throw conflict('messenger.alreadyBound', { provider: providerName(request.lang, of) });
      }
      await insertBinding(app.db, { tenantId, provider: of, providerUserId, userId, boundBy: 'admin' });
      return ok(request.lang, await listBindings(app.db, tenantId, of));
    },
  );

  app.delete(
    '/sys/messenger/binding/delete',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: shortText } } } },
    async (request) => {
      const { tenantId } = requireAdmin(request);
      if (!(await deleteBinding(app.db, tenantId, request.query.id))) throw notFound();
      return ok(request.lang, null);
    },
  );
}
