import { accountBlock, type AccountBlock } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPostgres } from '../db/dialect.ts';
import { forbidden, HttpError, notLoggedIn } from '../http/http-error.ts';
import { widestDataScope } from '../modules/roles/repository.ts';
import type { DataScope, UserType } from '@crm/domain';
import { findActiveSession, type AssumedVersions, type SessionCompanion } from '../modules/session/repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'token' (default): a live session is required; 'optional': used when present; 'public': not read. */
    access?: 'token' | 'optional' | 'public';
    /** Usable by a disabled or expired tenant, which must still learn its status and renew. */
    allowBlockedTenant?: boolean;
    /** The token may come as a `token` query parameter (plain <img src> links). */
    tokenInQuery?: boolean;
    /** Which kinds of user may call (default staff only): partner and customer doors stay apart. */
    userTypes?: readonly UserType[];
    /** What the route reads beside the session, in its statement (AuthContext.companion). */
    sessionCompanion?: SessionCompanion;
    /**
     * The route reads a remembered session's versions again in the statement of its answer and
     * compares them before answering (AuthContext.assumed), so on PostgreSQL the versions this
     * instance last read stand in for a round trip of their own.
     */
    checksVersionsWithAnswer?: boolean;
  }
  interface FastifyRequest {
    /** Who is calling; null on public routes or when an optional token is absent. */
    auth: AuthContext | null;
  }
}

/** The caller, always derived from the token: X-Tenant-Id and ids in the request never change it. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  tenantId: string;
  companyCode: string;
  isAdmin: boolean;
  roleCodes: string[];
  roleIds: string[];
  dataScope: DataScope;
  departId: string | null;
  /** One of the roles may change records of others that the data scope shows (roles.rw_others 'rw'). */
  rwOthers: boolean;
  /** Staff, channel partner or self-service customer: decides which routes the token opens. */
  userType: UserType;
  /** The columns the route's sessionCompanion read with the session; absent when it has none. */
  companion?: Record<string, unknown>;
  /** Versions assumed, not read (checksVersionsWithAnswer): the route must compare them before answering. */
  assumed?: AssumedVersions;
}

/**
 * Session routes every kind of user needs (the guard loads permissions on every navigation, and
 * logging out must always work); every other route opens only to the user types it names.
 */
const ROUTES_FOR_EVERY_USER_TYPE = new Set(['/api/sys/logout', '/api/sys/queryLoginUserInfo', '/api/sys/permission/getUserPermissionByToken']);

function userTypeAllowed(request: FastifyRequest, userType: UserType): boolean {
  if (ROUTES_FOR_EVERY_USER_TYPE.has(request.routeOptions.url ?? '')) return true;
  return (request.routeOptions.config.userTypes ?? ['staff']).includes(userType);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  if (request.routeOptions.config.tokenInQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token !== '') return token;
  }
  return undefined;
}

const BLOCK_MESSAGES: Record<AccountBlock, string> = {
  disabled: 'accountDisabled',
  underReview: 'accountUnderReview',
  expired: 'accountExpired',
};

/** The caller of a route that requires a token (the hook has already refused anonymous calls). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = caller(request);
  if (!auth.isAdmin && !auth.roleCodes.includes('admin')) throw forbidden();
  return auth;
}

/**
 * Resolves the caller of `request` from X-Access-Token into request.auth, refusing as the route
 * asks. `assume`: versions last read may stand in for reading them (the route checks them).
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, assume: boolean): Promise<void> {
  const { access = 'token', allowBlockedTenant = false, sessionCompanion } = request.routeOptions.config;
  request.auth = null;
  if (request.is404 || access === 'public') return;
  const token = tokenOf(request);
  if (!token) {
    if (access === 'optional') return;
    throw new HttpError(401, 'notLoggedIn');
  }
  const session = await findActiveSession(app.db, token, sessionCompanion, { assume });
  if (!session) {
    if (access === 'optional') return;
    throw new HttpError(401, 'tokenInvalid');
  }
  const block = allowBlockedTenant ? null : accountBlock({ status: session.tenantStatus, endTime: session.tenantEndTime }, new Date());
  if (block) throw forbidden(BLOCK_MESSAGES[block]);
  if (!userTypeAllowed(request, session.userType)) throw forbidden('wrongUserType');
  const { roles } = session;
  request.auth = {
    sessionId: session.sessionId,
    userId: session.userId,
    tenantId: session.tenantId,
    companyCode: session.companyCode,
    isAdmin: session.isAdmin,
    roleCodes: roles.map((r) => r.roleCode),
    roleIds: roles.map((r) => r.id),
    dataScope: widestDataScope(roles.map((r) => r.dataScope)),
    departId: session.departId,
    rwOthers: roles.some((r) => r.rwOthers === 'rw'),
    userType: session.userType,
    ...(sessionCompanion ? { companion: session.companion } : {}),
    ...(session.assumed ? { assumed: session.assumed } : {}),
  };
}

/** Resolves the session of X-Access-Token after the signature check (preValidation, registered later). */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    // On PostgreSQL only: there the versions cost a round trip, and the page's statement reads them
    // once (an uncorrelated subquery is an initial plan). SQLite would read them again for every
    // row of the page, where its commit stamp (db/table-versions.ts) already answers for 3 µs.
    const assumes = isPostgres(app.db);
    app.addHook('preValidation', (request) => authenticate(app, request, assumes && request.routeOptions.config.checksVersionsWithAnswer === true));
  },
  { name: 'auth', dependencies: ['database'] },
);
