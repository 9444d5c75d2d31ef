import { AjvCompiler } from '@fastify/ajv-compiler';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_TIMEOUTS, type AppOptions } from './config.ts';
import { refreshPlannerStatistics } from './db/dialect.ts';
import answerCompression from './plugins/answer-compression.ts';
import accountRoutes from './modules/account/routes.ts';
import activityRoutes from './modules/activity/routes.ts';
import browsingRoutes from './modules/browsing/routes.ts';
import starRoutes from './modules/stars/routes.ts';
import apiDocsRoutes, { openApiDocument } from './modules/api-docs/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import agentRoutes from './modules/agent/routes.ts';
import casRoutes from './modules/cas/routes.ts';
import memberKeyRoutes from './modules/member-keys/routes.ts';
import registrationRoutes from './modules/registration/routes.ts';
import verificationRoutes from './modules/verification/routes.ts';
import configurationRoutes from './modules/configuration/routes.ts';
import dataShareRoutes from './modules/data-shares/routes.ts';
import dictionaryRoutes from './modules/dictionaries/routes.ts';
import deviceLoginRoutes from './modules/device-login/routes.ts';
import duplicateCheckRoutes from './modules/duplicate-check/routes.ts';
import smartSearchRoutes from './modules/smart-search/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import paymentLinkRoutes from './modules/payment-link/routes.ts';
import mailRoutes from './modules/mail/routes.ts';
import fileRoutes from './modules/files/routes.ts';
import scheduledJobs from './modules/jobs/scheduled-jobs.ts';
import groupRoutes from './modules/group/routes.ts';
import messageRoutes from './modules/messages/routes.ts';
import messengerAuthRoutes from './modules/messenger-auth/routes.ts';
import notificationSettingRoutes from './modules/notification-settings/routes.ts';
import organisationRoutes from './modules/organisation/routes.ts';
import platformRoutes from './modules/platform/routes.ts';
import { syncPermissionCatalogue } from './modules/permissions/catalogue.ts';
import { syncBuiltInRoleGrants } from './seed/role-grants.ts';
import permissionRoutes from './modules/permissions/routes.ts';
import recordRoutes from './modules/records/record-routes.ts';
import { syncRecordTables } from './modules/records/table-sync.ts';
import reminderRoutes from './modules/reminders/routes.ts';
import roleRoutes from './modules/roles/routes.ts';
import fieldPermissionRoutes from './modules/field-permissions/routes.ts';
import figureRoutes from './modules/figures/routes.ts';
import sessionRoutes from './modules/session/routes.ts';
import tableRoutes from './modules/tables/routes.ts';
import terminalRoutes from './modules/terminal/routes.ts';
import tagRoutes from './modules/tags/routes.ts';
import userRoutes from './modules/users/routes.ts';
import employeeRoutes from './modules/users/employee-routes.ts';
import permissionLogRoutes from './modules/permission-log/routes.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import errors, { answerClientError, answerRouterError } from './plugins/errors.ts';
import i18n from './plugins/i18n.ts';
import requestShape from './plugins/request-shape.ts';
import requestLimits from './plugins/request-limits.ts';
import signing from './plugins/signing.ts';
import slowClients from './plugins/slow-clients.ts';
import staticWeb from './plugins/static-web.ts';
import { registerObjects } from './objects/index.ts';
import { seedDemo } from './seed/demo.ts';

export type { AppOptions } from './config.ts';

export const API_PREFIX = '/api';
/** The server package's version, which the OpenAPI document carries. */
const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const JSON_BODY_LIMIT = 1024 * 1024;

/** The API: signature check, then session, then the business modules. */
async function api(app: FastifyInstance, options: { signSecret: string }): Promise<void> {
  await app.register(requestLimits);
  await app.register(signing, { secret: options.signSecret, prefix: API_PREFIX });
  await app.register(auth);
  for (const routes of [
    apiDocsRoutes,
    sessionRoutes,
    messengerAuthRoutes,
    verificationRoutes,
    registrationRoutes,
    memberKeyRoutes,
    casRoutes,
    userRoutes,
    employeeRoutes,
    organisationRoutes,
    permissionRoutes,
    roleRoutes,
    fieldPermissionRoutes,
    permissionLogRoutes,
    dictionaryRoutes,
    duplicateCheckRoutes,
    smartSearchRoutes,
    contentRoutes,
    paymentLinkRoutes,
    mailRoutes,
    accountRoutes,
    tagRoutes,
    configurationRoutes,
    tableRoutes,
    dataShareRoutes,
    reminderRoutes,
    activityRoutes,
    browsingRoutes,
    starRoutes,
    figureRoutes,
    messageRoutes,
    fileRoutes,
    recordRoutes,
    auditRoutes,
    agentRoutes,
    terminalRoutes,
    platformRoutes,
    groupRoutes,
    notificationSettingRoutes,
    deviceLoginRoutes,
  ]) {
    await app.register(routes);
  }
}

/**
 * The routes' request validators, compiled once per process: the same schemas compile to the
 * same functions in every app a process builds (the API tests build one per file). Fastify's own
 * compiler pool lives and dies with each app.
 */
const sharedValidators = AjvCompiler();

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = options.clientTimeouts ?? CLIENT_TIMEOUTS;
  const app = Fastify({
    schemaController: { compilersFactory: { buildValidator: sharedValidators } },
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Node checks the headers and request time-outs only this often (30 s by default).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(5_000, timeouts.headersMs / 4) },
  });
  app.decorate('config', options);

  // First, so that a request refused by a later hook is still watched while its body arrives.
  await app.register(slowClients, { minBytesPerSecond: timeouts.minBodyBytesPerSecond, windowMs: timeouts.bodyRateWindowMs });
  await app.register(i18n);
  await app.register(errors);
  await app.register(requestShape);
  await app.register(answerCompression);
  await app.register(database, { databaseUrl: options.databaseUrl });
  // The objects' server sides join the engine before anything reads them (table sync reads their indexes).
  registerObjects();
  await syncPermissionCatalogue(app.db);
  await syncBuiltInRoleGrants(app.db);
  await syncRecordTables(app.db);
  if (options.seed) await seedDemo(app.db, { crmData: options.seedCrmData ?? true });
  // The planner's statistics before the first request; the scheduled job keeps them current.
  await refreshPlannerStatistics(app.db);
  if (options.scheduledJobs) await app.register(scheduledJobs);

  await app.register(openApiDocument, { version: SERVER_VERSION });
  await app.register(api, { prefix: API_PREFIX, signSecret: options.signSecret });

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    await app.register(staticWeb, {
      webDist: options.webDist,
      apiBase: API_PREFIX,
      signSecret: options.signSecret,
      mapTiles: options.mapTiles,
      businessInfo: Boolean(options.businessInfo),
      videoHosts: options.videoHosts,
      officeViewer: options.officeViewer,
    });
  }
  return app;
}
