import { isBlank, isComputed, isNumericField, lineDefaults, type EntityDef, type FieldDef, type FieldType } from '@crm/domain';

/**
 * A record's lines on the phone (ENGINE-II section 1), what the form and the detail screen share
 * without computing anything: the rows as the form holds them (each a line's values with their
 * `_dictText` companions, `id` when stored), what a row's card shows, and what a new row starts
 * with. The row formulas and totals are in line-totals.ts; the rules themselves in the domain's
 * lines.ts (the rows' checks, with zod, are line-validation.ts, loaded with the form's checks).
 */

export type LineRow = Record<string, unknown>;

const NO_ROWS: readonly LineRow[] = [];

/** A lines field's value as rows; anything else is none. */
export function lineRowsOf(value: unknown): readonly LineRow[] {
  return Array.isArray(value) ? (value as LineRow[]) : NO_ROWS;
}

/** Kinds of value a new line may depend on: ids and short values (the server takes at most 5000 characters of context). */
const CONTEXT_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'relation',
  'user',
  'department',
  'dict',
  'date',
  'datetime',
  'number',
  'money',
  'percent',
  'boolean',
]);

/** The record's values new lines are priced by (its customer, its date), for GET lineDraft's `context`. */
export function lineDraftContext(def: EntityDef, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (const field of def.fields) {
    const value = values[field.name];
    if (!CONTEXT_TYPES.has(field.type) || isComputed(field) || isBlank(value) || typeof value === 'object') continue;
    context[field.name] = value;
  }
  return context;
}

/**
 * A line's field the user types in a row: not computed, not set by the server from the picked
 * record (`editable: false`), not the link to the record (which the engine sets).
 */
export function isLineInput(field: FieldDef): boolean {
  return !isComputed(field) && field.editable !== false && !field.hideOnAdd;
}

/** Short values that fit on one line of a card beside others. */
const isShort = (field: FieldDef) => isNumericField(field) || ['dict', 'date', 'datetime', 'boolean'].includes(field.type);

/** What a row's card shows: its title, the amount beside it and the fields under it. */
export interface LineCardLayout {
  title: FieldDef | undefined;
  amount: FieldDef | undefined;
  details: FieldDef[];
  /** Fields the title already shows. */
  hidden: ReadonlySet<string>;
}

/**
 * The card of a row, from the line object's metadata: the title field; as its amount the last
 * formula among the subtitle fields (else the line's first formula); under it the subtitle fields
 * and the short values the user types (`full`: every field the row has a value of, which leaves out
 * the link to the record, never answered), in the line's order. `hidden`: fields the title already
 * shows (the picked product's name kept on the row).
 */
export function lineCardLayout(line: EntityDef, full: boolean, hidden: ReadonlySet<string> = new Set()): LineCardLayout {
  const fields = line.fields.filter((field) => field.name !== line.parent?.via);
  const title = fields.find((field) => field.name === line.titleField);
  const formulas = fields.filter((field) => field.type === 'formula');
  const amount = formulas.filter((field) => line.subtitleFields.includes(field.name)).at(-1) ?? formulas[0];
  const details = fields.filter(
    (field) =>
      field !== title &&
      field !== amount &&
      !hidden.has(field.name) &&
      (full || line.subtitleFields.includes(field.name) || (isLineInput(field) && isShort(field))),
  );
  return { title, amount, details, hidden };
}

/** The row's fields the server fills from the picked record's title (a product's name kept as quoted): the row's title shows it already. */
export function copiesOfTitle(pick: FieldDef | undefined, target: EntityDef | undefined): Set<string> {
  if (!pick?.copies || !target) return new Set();
  return new Set(Object.entries(pick.copies).flatMap(([own, source]) => (source === target.titleField ? [own] : [])));
}

/** A row the user adds by hand (a line without a picker): the line's literal defaults (quantity 1, no discount). */
export function newLineRow(line: EntityDef): LineRow {
  const defaults = lineDefaults(line);
  return Object.fromEntries(line.fields.filter((field) => isLineInput(field) && field.name in defaults).map((field) => [field.name, defaults[field.name]]));
}
