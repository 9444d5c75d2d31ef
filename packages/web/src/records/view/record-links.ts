import type { EntityMeta } from '../meta/entity-meta.ts';

/** Client links of a record's screens; an extension table's carry its tableId. */
export function recordViewUrl(meta: Pick<EntityMeta, 'routes' | 'params'>, id: string): string {
  return `${meta.routes.view}?${new URLSearchParams({ ...meta.params, id }).toString()}`;
}

export function recordEditUrl(meta: Pick<EntityMeta, 'routes' | 'params'>, id: string): string {
  return `${meta.routes.edit ?? meta.routes.add}?${new URLSearchParams({ ...meta.params, id }).toString()}`;
}
