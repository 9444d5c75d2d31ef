import { ENTITIES, type EntityDef } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { viewerOf } from './data-scope.ts';
import type { RecordCall } from './record-service.ts';

export async function recordCall(app: FastifyInstance, request: FastifyRequest): Promise<RecordCall> {
  return { db: app.db, viewer: await viewerOf(app.db, caller(request)), lang: request.lang };
}

/** The registered object of a `tableName` parameter (its table, or its API name); 404 for anything else. */
export function entityOfTable(tableName: string): EntityDef {
  const entity = ENTITIES.find((e) => e.table === tableName || e.apiName === tableName);
  if (!entity) throw notFound();
  return entity;
}
