import { z } from 'zod';
import { EMAIL_PATTERN, isBlank, isHttpUrl } from '../format/values.ts';
import type { FieldDef, FieldType } from './types.ts';
import { MAX_LINES, SYSTEM_FIELDS } from './types.ts';
import { acceptsInput, currencyFieldOf, decimalsOf, isShown, MAX_IMAGES, MAX_RELATED_RECORDS, normalisedPhone, phoneRuleBroken } from './field-rules.ts';

/**
 * Record input validation derived from an object's fields, shared by the server (which also
 * checks what needs the database: dictionary items, relation targets, uniqueness) and the
 * client's forms. Issues carry a rule and its limit, not text: each side words them in the
 * user's language (server: `server.validation.<rule>`).
 */

export type FieldRule =
  | 'required'
  | 'maxLength'
  /** A phone field that takes a mobile or a landline got neither. */
  | 'phone'
  /** A mobile field got something other than a mobile number (11 digits in mainland China). */
  | 'mobile'
  /** A landline field got something other than a landline number. */
  | 'landline'
  | 'email'
  | 'url'
  | 'number'
  | 'decimals'
  /** A number of a `positive` field that is zero or less. */
  | 'positive'
  | 'date'
  | 'datetime'
  | 'option'
  | 'maxItems'
  | 'minItems'
  | 'invalid'
  | 'unknownField'
  // Checked by the server, which has the database: dictionary items, related records, users,
  // departments, uploaded files, uniqueness and status moves.
  | 'dictValue'
  | 'relation'
  | 'user'
  /** A frozen user newly chosen for a user field (issue 22): an owner, an assignee must be able to work. */
  | 'userFrozen'
  | 'department'
  | 'file'
  | 'picture'
  | 'unique'
  | 'statusTransition'
  /** A day before the one it follows (a term ending before it starts); `vars.other` names that field. */
  | 'notBefore'
  /** A related record (a quote, an opportunity) of another customer than the record's. */
  | 'otherCustomer'
  /** A relation that does not go with the record's type (a market member's contact on a lead member); `vars.type` names the type. */
  | 'notForType'
  /** A field the caller's roles let them read only, or not see (field permissions, spec section 6). */
  | 'notEditable'
  /** A pool's rule (days, a cap) that is not a whole number of at least 1. */
  | 'poolRuleWhole'
  /** An address that needs the phone's position (a visit's sign-in) came without coordinates. */
  | 'position'
  /** A number below or above what the object allows (`limit`): a call's duration. */
  | 'minimum'
  | 'maximum'
  /** Neither this field nor the other one (`vars.other` names it) was given, and the record needs one of them. */
  | 'eitherRequired'
  /** Another sales target has this year, type and person or department. */
  | 'objectiveTaken'
  /** Another sales forecast has this salesperson and period. */
  | 'forecastTaken'
  /** A user who is not a service engineer where a work order needs one (assigned or transferred to). */
  | 'notEngineer'
  /** A work order transferred to the engineer who already has it. */
  | 'sameEngineer'
  /** A work order not completed where only a completed one may be chosen (an appraisal's). */
  | 'notCompleted'
  /** A unique relation whose chosen record already has one (a work order's appraisal). */
  | 'uniqueRelation'
  /** A field an edit may not change (an appraisal's work order). */
  | 'fixed';

export interface FieldIssue {
  field: string;
  rule: FieldRule;
  limit?: string | number;
}

/** Largest absolute number a numeric field holds (exact as scaled integers on both databases). */
export const MAX_NUMBER = 1e13;

const DEFAULT_MAX_LENGTH: Partial<Record<FieldType, number>> = {
  text: 255,
  textarea: 2000,
  phone: 30,
  email: 100,
  url: 500,
  richText: 100_000,
  autoNumber: 64,
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

function fail(ctx: z.RefinementCtx, rule: FieldRule, limit?: string | number): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: rule, params: { rule, limit } });
  return z.NEVER;
}

const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

function textSchema(field: FieldDef) {
  const max = field.maxLength ?? DEFAULT_MAX_LENGTH[field.type] ?? 255;
  return z.unknown().transform((raw, ctx) => {
    const value = blankToNull(typeof raw === 'string' ? raw.trim() : raw);
    if (value === null) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return fail(ctx, 'invalid');
    const text = String(value);
    if (text.length > max) return fail(ctx, 'maxLength', max);
    if (field.type === 'phone') {
      const broken = phoneRuleBroken(field, text);
      return broken ? fail(ctx, broken) : normalisedPhone(text);
    }
    if (field.type === 'email' && !EMAIL_PATTERN.test(text)) return fail(ctx, 'email');
    if (field.type === 'url' && !isHttpUrl(text)) return fail(ctx, 'url');
    return text;
  });
}

function numberSchema(field: FieldDef) {
  const decimals = decimalsOf(field);
  return z.unknown().transform((raw, ctx) => {
    const value = blankToNull(typeof raw === 'string' ? raw.trim() : raw);
    if (value === null) return null;
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(number) || Math.abs(number) >= MAX_NUMBER) return fail(ctx, 'number');
    const fraction = String(value).split('.')[1] ?? '';
    if (fraction.replace(/0+$/, '').length > decimals) return fail(ctx, 'decimals', decimals);
    if (field.positive && number <= 0) return fail(ctx, 'positive');
    return number;
  });
}

function optionValues(field: FieldDef): Set<string> | null {
  return field.options ? new Set(field.options.map((o) => o.value)) : null;
}

function choiceSchema(field: FieldDef) {
  const options = optionValues(field);
  return z.unknown().transform((raw, ctx) => {
    const value = blankToNull(raw);
    if (value === null) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return fail(ctx, 'invalid');
    const text = String(value);
    if (options && !options.has(text)) return fail(ctx, 'option');
    if (text.length > 64) return fail(ctx, 'maxLength', 64);
    return text;
  });
}

function listOf(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  return null;
}

function multiChoiceSchema(field: FieldDef) {
  const options = optionValues(field);
  return z.unknown().transform((raw, ctx) => {
    if (isBlank(raw)) return null;
    const list = listOf(raw);
    if (!list || list.some((v) => typeof v !== 'string' || v.length > 64)) return fail(ctx, 'invalid');
    const values = [...new Set(list as string[])];
    if (options && values.some((v) => !options.has(v))) return fail(ctx, 'option');
    if (values.length > 100) return fail(ctx, 'maxItems', 100);
    return values.length === 0 ? null : values;
  });
}

function idSchema() {
  return z.unknown().transform((raw, ctx) => {
    const value = blankToNull(raw);
    if (value === null) return null;
    if (typeof value !== 'string' || value.length > 64) return fail(ctx, 'invalid');
    return value;
  });
}

/** A relation to several records or a user field naming several people: ids (a list, or text separated by commas), each once, at most MAX_RELATED_RECORDS; none is null. */
function idListSchema() {
  return z.unknown().transform((raw, ctx) => {
    if (isBlank(raw)) return null;
    const list = listOf(raw);
    if (!list || list.some((v) => typeof v !== 'string' || v.trim() === '' || v.length > 64)) return fail(ctx, 'invalid');
    const ids = [...new Set(list as string[])];
    if (ids.length > MAX_RELATED_RECORDS) return fail(ctx, 'maxItems', MAX_RELATED_RECORDS);
    return ids.length === 0 ? null : ids;
  });
}

function dateSchema(field: FieldDef) {
  return z.unknown().transform((raw, ctx) => {
    const value = blankToNull(raw);
    if (value === null) return null;
    if (typeof value !== 'string') return fail(ctx, field.type === 'date' ? 'date' : 'datetime');
    const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
    if (Number.isNaN(time)) return fail(ctx, field.type === 'date' ? 'date' : 'datetime');
    if (field.type === 'date') return DATE_PATTERN.test(value) ? value : new Date(time).toISOString().slice(0, 10);
    return new Date(time).toISOString();
  });
}

function addressSchema() {
  return z.unknown().transform((raw, ctx) => {
    if (isBlank(raw)) return null;
    if (typeof raw === 'string') return raw.length > 500 ? fail(ctx, 'maxLength', 500) : { text: raw.trim(), lat: null, lng: null };
    const parsed = z
      .object({ text: z.string().max(500), lat: z.number().min(-90).max(90).nullable().optional(), lng: z.number().min(-180).max(180).nullable().optional() })
      .safeParse(raw);
    if (!parsed.success) return fail(ctx, 'invalid');
    return { text: parsed.data.text.trim(), lat: parsed.data.lat ?? null, lng: parsed.data.lng ?? null };
  });
}

const fileRef = z.object({ path: z.string().min(1).max(500), name: z.string().max(255), size: z.number().int().min(0) });

function filesSchema(field: FieldDef) {
  const max = field.type === 'images' ? Math.min(field.maxCount ?? MAX_IMAGES, MAX_IMAGES) : (field.maxCount ?? 20);
  return z.unknown().transform((raw, ctx) => {
    if (isBlank(raw)) return null;
    const parsed = z.array(fileRef).safeParse(raw);
    if (!parsed.success) return fail(ctx, 'invalid');
    if (parsed.data.length > max) return fail(ctx, 'maxItems', max);
    return parsed.data.length === 0 ? null : parsed.data;
  });
}

function booleanSchema() {
  return z.unknown().transform((raw, ctx) => {
    if (raw === null || raw === undefined || raw === '') return null;
    if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
    if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
    return fail(ctx, 'invalid');
  });
}

function tagsSchema() {
  return z.unknown().transform((raw, ctx) => {
    if (isBlank(raw)) return [];
    const list = listOf(raw);
    if (!list || list.some((v) => typeof v !== 'string' || v.length > 64) || list.length > 50) return fail(ctx, 'invalid');
    return [...new Set(list as string[])];
  });
}

/**
 * A lines field's rows, as to their shape: a list of objects, within the field's bounds. Each
 * row's values are checked against the line object's fields by validateLines (line-validation.ts).
 */
function linesSchema(field: FieldDef) {
  const min = field.lines?.minItems ?? 0;
  const max = Math.min(field.lines?.maxItems ?? MAX_LINES, MAX_LINES);
  return z.unknown().transform((raw, ctx) => {
    if (raw === null || raw === undefined || raw === '') return min > 0 ? fail(ctx, 'minItems', min) : [];
    if (!Array.isArray(raw) || raw.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) return fail(ctx, 'invalid');
    if (raw.length > max) return fail(ctx, 'maxItems', max);
    if (raw.length < min) return fail(ctx, 'minItems', min);
    return raw as Record<string, unknown>[];
  });
}

/** The schema of one field's value: it normalises (trims, parses numbers and dates) and refuses bad values. */
export function fieldValueSchema(field: FieldDef): z.ZodType<unknown> {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'phone':
    case 'email':
    case 'url':
    case 'richText':
    case 'autoNumber':
      return textSchema(field);
    case 'number':
    case 'money':
    case 'percent':
    case 'formula':
      return numberSchema(field);
    case 'dict':
      return choiceSchema(field);
    case 'dictMulti':
      return multiChoiceSchema(field);
    case 'relation':
      return field.multiple ? idListSchema() : idSchema();
    case 'user':
      return field.multiple ? idListSchema() : idSchema();
    case 'department':
      return idSchema();
    case 'date':
    case 'datetime':
      return dateSchema(field);
    case 'address':
      return addressSchema();
    case 'images':
    case 'files':
      return filesSchema(field);
    case 'boolean':
      return booleanSchema();
    case 'tags':
      return tagsSchema();
    case 'lines':
      return linesSchema(field);
  }
}

const SYSTEM = new Set<string>(SYSTEM_FIELDS);
/** Read-only companions the client may send back unchanged with a record it loaded. */
const ECHOED = /(_dictText|_access)$/;

export interface ValidatedInput {
  /** Normalised values of the fields the request may set and did give. */
  values: Record<string, unknown>;
  issues: FieldIssue[];
}

/**
 * Validates a record's input against its fields: unknown names are refused; system fields and
 * fields the mode does not accept are ignored (clients send loaded records back whole); on add,
 * required fields without a default must be given; on edit only the given fields are checked.
 */
export function validateRecordInput(fields: readonly FieldDef[], input: Readonly<Record<string, unknown>>, mode: 'add' | 'edit'): ValidatedInput {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const currencies = new Map(fields.filter((f) => f.type === 'money').map((f) => [currencyFieldOf(f), f]));
  const values: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];

  for (const [name, raw] of Object.entries(input)) {
    // A system name is the engine's, unless the fields declare it (an action's input: transfer's ownerId).
    if ((SYSTEM.has(name) && !byName.has(name)) || ECHOED.test(name)) continue;
    const currencyOf = currencies.get(name);
    if (currencyOf) {
      if (!acceptsInput(currencyOf, mode) || isBlank(raw)) continue;
      if (typeof raw !== 'string' || !CURRENCY_PATTERN.test(raw)) issues.push({ field: currencyOf.name, rule: 'invalid' });
      else values[name] = raw;
      continue;
    }
    const field = byName.get(name);
    if (!field) {
      issues.push({ field: name, rule: 'unknownField' });
      continue;
    }
    if (!acceptsInput(field, mode)) continue;
    const parsed = fieldValueSchema(field).safeParse(raw);
    if (!parsed.success) {
      const params = (parsed.error.issues[0] as { params?: { rule?: FieldRule; limit?: string | number } } | undefined)?.params;
      issues.push({ field: name, rule: params?.rule ?? 'invalid', ...(params?.limit !== undefined ? { limit: params.limit } : {}) });
      continue;
    }
    values[name] = parsed.data;
  }

  // What decides whether a field shows: the values given, and on add the defaults of those not given.
  const shownBy = (given: Record<string, unknown>) =>
    mode === 'add' ? { ...Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, f.defaultValue])), ...given } : given;
  for (const field of fields) {
    // A field shown only for some values of another (shownWhen): cleared when given for another,
    // and required only where it is shown (on edit, where the values given say whether it is).
    if (field.shownWhen && (mode === 'add' || field.shownWhen.field in values) && !isShown(field, shownBy(values))) {
      if (field.name in values) values[field.name] = null;
      continue;
    }
    if (!field.required || issues.some((i) => i.field === field.name)) continue;
    const given = field.name in values;
    const blank = given && (values[field.name] === null || (Array.isArray(values[field.name]) && (values[field.name] as unknown[]).length === 0));
    if (blank || (mode === 'add' && !given && field.defaultValue === undefined && acceptsInput(field, 'add'))) {
      issues.push({ field: field.name, rule: 'required' });
    }
  }
  return { values, issues };
}
