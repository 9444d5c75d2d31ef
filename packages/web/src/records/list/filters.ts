import type { EntityDef, FieldDef, SceneCondition } from '@crm/domain';
import { fieldOf, zonedParts } from '@crm/domain';

/**
 * The filter sheet's state and how it becomes the list's `filters` (JSON of SceneCondition[]).
 * Kept pure so the rules (what each choice sends) are tested without rendering the sheet.
 */
export type DatePreset = 'today' | 'thisWeek' | 'thisMonth' | 'within7' | 'within30' | 'older7' | 'older15' | 'older30' | 'custom';

export const DATE_PRESETS: readonly DatePreset[] = ['today', 'thisWeek', 'thisMonth', 'within7', 'within30', 'older7', 'older15', 'older30', 'custom'];

export type FilterValue =
  | { kind: 'options'; values: string[] }
  | { kind: 'date'; preset: DatePreset; from?: string; to?: string }
  | { kind: 'range'; min?: string; max?: string }
  | { kind: 'users'; ids: string[]; names: string[] };

/** Field name → chosen value; fields without a choice are absent. */
export type FilterState = Record<string, FilterValue>;

/** The owner filter every object with an owner gets, beside its metadata's filter fields. */
export const OWNER_FIELD = 'ownerId';

export type FilterKind = 'options' | 'date' | 'range' | 'users';

export function filterKindOf(field: Pick<FieldDef, 'type'>): FilterKind | null {
  switch (field.type) {
    case 'dict':
    case 'dictMulti':
      return 'options';
    case 'date':
    case 'datetime':
      return 'date';
    case 'number':
    case 'money':
    case 'percent':
      return 'range';
    case 'user':
      return 'users';
    default:
      return null;
  }
}

const SYSTEM_DATE_FIELDS: Record<string, FieldDef> = {
  createTime: { name: 'createTime', type: 'datetime', label: 'web.record.createTime' },
  updateTime: { name: 'updateTime', type: 'datetime', label: 'web.record.updateTime' },
};

/** The fields the sheet offers, in metadata order, each with the control it gets. */
export function filterFieldsOf(def: EntityDef): Array<{ field: FieldDef; kind: FilterKind }> {
  const out: Array<{ field: FieldDef; kind: FilterKind }> = [];
  for (const name of def.filterFields) {
    const field = fieldOf(def, name) ?? SYSTEM_DATE_FIELDS[name];
    const kind = field ? filterKindOf(field) : null;
    if (field && kind) out.push({ field, kind });
  }
  if (def.features.owner && !out.some((f) => f.field.name === OWNER_FIELD)) {
    out.push({ field: { name: OWNER_FIELD, type: 'user', label: 'web.list.owner' }, kind: 'users' });
  }
  return out;
}

/** Midnight of the calendar day `date` falls on in `timeZone`, as an instant. */
export function startOfDayIn(date: Date, timeZone: string): Date {
  const p = zonedParts(date, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offset = wallAsUtc - Math.floor(date.getTime() / 1000) * 1000;
  return new Date(Date.UTC(p.year, p.month - 1, p.day) - offset);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` (a custom range's end of day) → the instant the next day starts, in `timeZone`. */
function dayBoundary(day: string, timeZone: string, nextDay: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Noon UTC of that day lies on the same calendar day in every zone from -11 to +11.
  const noon = new Date(Date.UTC(y, m - 1, d + (nextDay ? 1 : 0), 12));
  return startOfDayIn(noon, timeZone).toISOString();
}

function dateConditions(field: string, value: Extract<FilterValue, { kind: 'date' }>, now: Date, timeZone: string): SceneCondition[] {
  const today = startOfDayIn(now, timeZone);
  switch (value.preset) {
    case 'today':
      return [
        { field, op: 'ge', value: today.toISOString() },
        { field, op: 'lt', value: new Date(today.getTime() + DAY_MS).toISOString() },
      ];
    case 'thisWeek': {
      // Weeks start on Monday. The weekday is read in the zone, so the Sunday before midnight stays Sunday.
      const weekday = new Date(today.getTime() + 12 * 60 * 60 * 1000).getUTCDay();
      const monday = startOfDayIn(new Date(today.getTime() - ((weekday + 6) % 7) * DAY_MS + 12 * 60 * 60 * 1000), timeZone);
      return [{ field, op: 'ge', value: monday.toISOString() }];
    }
    case 'thisMonth': {
      const { day } = zonedParts(now, timeZone);
      const first = startOfDayIn(new Date(today.getTime() - (day - 1) * DAY_MS + 12 * 60 * 60 * 1000), timeZone);
      return [{ field, op: 'ge', value: first.toISOString() }];
    }
    case 'within7':
      return [{ field, op: 'withinDays', value: 7 }];
    case 'within30':
      return [{ field, op: 'withinDays', value: 30 }];
    case 'older7':
      return [{ field, op: 'olderThanDays', value: 7 }];
    case 'older15':
      return [{ field, op: 'olderThanDays', value: 15 }];
    case 'older30':
      return [{ field, op: 'olderThanDays', value: 30 }];
    case 'custom': {
      const out: SceneCondition[] = [];
      if (value.from) out.push({ field, op: 'ge', value: dayBoundary(value.from, timeZone, false) });
      if (value.to) out.push({ field, op: 'lt', value: dayBoundary(value.to, timeZone, true) });
      return out;
    }
  }
}

/** A choice that cannot become a condition yet (a custom range or a min/max with nothing entered). */
export function isIncomplete(value: FilterValue): boolean {
  if (value.kind === 'date') return value.preset === 'custom' && !value.from && !value.to;
  if (value.kind === 'range') return !value.min && !value.max;
  if (value.kind === 'options') return value.values.length === 0;
  return value.ids.length === 0;
}

export function conditionsOf(state: FilterState, now: Date, timeZone: string): SceneCondition[] {
  const out: SceneCondition[] = [];
  for (const [field, value] of Object.entries(state)) {
    if (isIncomplete(value)) continue;
    switch (value.kind) {
      case 'options':
        out.push(value.values.length === 1 ? { field, op: 'eq', value: value.values[0]! } : { field, op: 'in', value: value.values });
        break;
      case 'users':
        out.push(value.ids.length === 1 ? { field, op: 'eq', value: value.ids[0]! } : { field, op: 'in', value: value.ids });
        break;
      case 'range':
        if (value.min) out.push({ field, op: 'ge', value: Number(value.min) });
        if (value.max) out.push({ field, op: 'le', value: Number(value.max) });
        break;
      case 'date':
        out.push(...dateConditions(field, value, now, timeZone));
        break;
    }
  }
  return out;
}

/**
 * The choices a list's address makes (`?status=1` or `?status=1,5`): the options of its filter
 * fields named there, as if chosen in the sheet (a board's count opens the records it counts).
 */
export function filtersFromQuery(def: EntityDef, params: URLSearchParams): FilterState {
  const state: FilterState = {};
  for (const { field, kind } of filterFieldsOf(def)) {
    const values = params.get(field.name)?.split(',').filter(Boolean) ?? [];
    if (kind === 'options' && values.length > 0) state[field.name] = { kind, values };
  }
  return state;
}

/** The list's `filters` parameter: undefined when nothing is chosen. */
export function filtersParam(state: FilterState, now: Date, timeZone: string): string | undefined {
  const conditions = conditionsOf(state, now, timeZone);
  return conditions.length > 0 ? JSON.stringify(conditions) : undefined;
}

export function countChosen(state: FilterState): number {
  return Object.values(state).filter((v) => !isIncomplete(v)).length;
}
