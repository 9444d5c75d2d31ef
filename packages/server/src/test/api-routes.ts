import { isSignedMethod, type UserType } from '@crm/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import diagnostics from 'node:diagnostics_channel';

/** The JSON-schema words the hostile-input generator reads from a route's schema. */
export interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  items?: PropertySchema;
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

export interface ObjectSchema {
  type?: string | string[];
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

/** One API route as a client sees it: where it is, who may call it, whether it is signed, what it takes. */
export interface ApiRoute {
  method: string;
  /** Full path with its parameters, e.g. `/api/sys/dict/getDictItems/:dictCode`. */
  url: string;
  access: 'token' | 'optional' | 'public';
  signed: boolean;
  userTypes: readonly UserType[];
  /** Calls a minute per address (public routes) or per user (token routes), when limited. */
  perMinute?: number;
  /** Reads a multipart body with a file (upload, import). */
  multipart: boolean;
  querystring?: ObjectSchema;
  body?: ObjectSchema;
  params?: ObjectSchema;
}

/**
 * Records every route a server registers, as it registers them: Fastify publishes each new
 * instance on the `fastify.initialization` diagnostics channel, before any plugin runs, so an
 * onRoute hook added there sees the whole API without buildApp having to offer a way in.
 * Call before buildApp/createTestApp; `stop()` once the app is built.
 */
export function recordRoutes(): { routes: RouteOptions[]; stop(): void } {
  const routes: RouteOptions[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return { routes, stop: () => diagnostics.unsubscribe('fastify.initialization', onInit) };
}

/** The API routes among the recorded ones, one per method and path. */
export function apiRoutes(recorded: readonly RouteOptions[], prefix: string): ApiRoute[] {
  const out: ApiRoute[] = [];
  for (const route of recorded) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!route.url.startsWith(`${prefix}/`)) continue;
      const config = (route.config ?? {}) as {
        access?: ApiRoute['access'];
        unsigned?: boolean;
        userTypes?: readonly UserType[];
        perMinute?: number;
        multipart?: boolean;
      };
      const schema = (route.schema ?? {}) as { querystring?: ObjectSchema; body?: ObjectSchema; params?: ObjectSchema };
      out.push({
        method,
        url: route.url,
        access: config.access ?? 'token',
        signed: isSignedMethod(method) && !config.unsigned,
        userTypes: config.userTypes ?? ['staff'],
        perMinute: config.perMinute,
        multipart: config.multipart ?? false,
        querystring: schema.querystring,
        body: schema.body,
        params: schema.params,
      });
    }
  }
  return out;
}
