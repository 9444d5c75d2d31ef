import type { FastifyInstance } from 'fastify';
import type { ActionHandler } from './record-actions.ts';
import type { RecordHooks } from './record-hooks.ts';

/**
 * What an object's server folder gives the engine: hooks on the generic path, the handlers of
 * the actions it declares with `handler: true`, and older wire routes of its own that enter the
 * engine (a spec path kept for clients). The engine owns this registry and imports no object:
 * each object registers itself at start (src/objects/index.ts, called by buildApp).
 */
export interface ObjectServer {
  hooks?: RecordHooks;
  actions?: Readonly<Record<string, ActionHandler>>;
  routes?: (app: FastifyInstance) => Promise<void>;
}

const registered = new Map<string, ObjectServer>();

export function registerObject(apiName: string, server: ObjectServer): void {
  registered.set(apiName, server);
}

/** An object's hooks, or none. */
export function hooksOf(apiName: string): RecordHooks {
  return registered.get(apiName)?.hooks ?? {};
}

/** The object's own handler of one of its actions, if it registered one. */
export function actionHandlerOf(apiName: string, action: string): ActionHandler | undefined {
  const handlers = registered.get(apiName)?.actions;
  return handlers && Object.hasOwn(handlers, action) ? handlers[action] : undefined;
}

/** The objects' own routes, for the engine to register beside its generic ones. */
export function routesOfObjects(): ((app: FastifyInstance) => Promise<void>)[] {
  return [...registered.values()].flatMap((server) => (server.routes ? [server.routes] : []));
}
