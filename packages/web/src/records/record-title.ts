import type { EntityDef, RecordRow } from '@crm/domain';

/**
 * A record's title as people read it: its title field's display text where the server gives one
 * (a stock record's title is its product, by name), else the value itself; '' when it has none.
 */
export function recordTitle(def: EntityDef, record: RecordRow): string {
  const title = record[`${def.titleField}_dictText`] ?? record[def.titleField];
  return title === null || title === undefined ? '' : String(title);
}
