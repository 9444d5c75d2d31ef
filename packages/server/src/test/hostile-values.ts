import { acceptsInput, findEntity, type EntityDef, type FieldDef } from '@crm/domain';
import fc from 'fast-check';
import type { ApiRoute, ObjectSchema, PropertySchema } from './api-routes.ts';

/**
 * What an attacker or a broken client sends, and the requests built from it for one API route.
 * Every request a write route gets is wrong in at least one way (its `flaws`), so the server must
 * refuse it and leave the database as it was; the rest of the request carries the hostile
 * values along, so they reach as deep into the handlers as the flaw lets them.
 */

export const SQL_FRAGMENTS = [
  "' or 1=1 --",
  '" or ""="',
  "'; drop table users; --",
  '1; delete from sessions',
  "admin'--",
  '%',
  '_',
  '%_%',
  '\\',
  "\\'; select 1; --",
  '\u2019 or \u20181\u2019=\u20181',
  '\uff07 or 1=1 --',
  "1' union select password from users --",
  '$1',
  '?',
  "'||(select pg_sleep(0))||'",
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
];

/** Ids that name nothing in this tenant, in the shapes attackers try. */
export const UNKNOWN_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  'not-a-uuid',
  '0',
  '-1',
  '1.5',
  'null',
  'undefined',
  '[object Object]',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  'a/b',
  '%00',
  "1' or '1'='1",
  '%',
  '_',
  '*',
  'T2:3f1c',
  'tenant-2/00000000-0000-0000-0000-000000000001',
  ' ',
];

/** Empty, absurdly long and otherwise impossible ids: refused by a route's id rules before any look-up. */
export const MALFORMED_IDS = ['', 'x'.repeat(65), '9'.repeat(5000), `${'../'.repeat(100)}etc/passwd`];

export const BAD_PAGE_NUMBERS = ['0', '-1', '1e9', '1e20', 'NaN', 'abc', '1.5', '', '9007199254740993', '0x10', 'Infinity', '-Infinity'];
export const BAD_PAGE_SIZES = ['0', '-1', '1000000', '1e6', 'NaN', 'abc', '1001', '2.5', '', '-0', 'Infinity'];
export const BAD_SORT_FIELDS = [
  'password',
  'tenant_id',
  'id; drop table users',
  "name' --",
  '__proto__',
  '1',
  '(select 1)',
  'createTime desc, (select password from users)',
  'x'.repeat(64),
];
export const BAD_SORT_ORDERS = ['ASC', 'descending', 'desc; drop table users', '', '1', 'asc nulls first', 'desc--'];

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

const HUGE_LENGTH = 100_000;
export const HUGE_STRINGS = ['x'.repeat(HUGE_LENGTH), "'".repeat(HUGE_LENGTH), '<script>'.repeat(HUGE_LENGTH / 8), '中'.repeat(HUGE_LENGTH)];

/** `filters` that are JSON but no list of conditions: elements that are not condition objects, half conditions, no array at all. */
export const MALFORMED_FILTERS = [
  '[null]',
  '[1]',
  '["name"]',
  '[[]]',
  '[true]',
  '[{}]',
  '[{"field":null,"op":"eq"}]',
  '[{"field":"name"}]',
  '[{"op":"eq","value":"x"}]',
  '[{"field":"name","op":"eq","value":{"$ne":null}}]',
  '[{"field":"name","op":"in","value":[[1]]}]',
  '[{"field":"createTime","op":"withinDays","value":"1e400"}]',
  '{"field":"name","op":"eq"}',
  'null',
  '[{"field":"name","op":"eq"},null]',
];

const BOUNDARY = 'hostile-boundary';
const FILE_PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="hostile.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;

/**
 * Multipart bodies that are broken, each in its own way, none of them a complete file under the
 * field name a route reads (which would be a legitimate upload): the part cut off before its
 * closing boundary, no boundary in the header, another boundary in the body, the wrong field,
 * nothing at all, a second part cut off, a part header without its blank line, headers without end.
 */
export const MALFORMED_MULTIPART: readonly { text: string; contentType: string }[] = [
  { text: `${FILE_PART_HEAD}PK\u0003\u0004 cut off before the closing boundary`, contentType: `multipart/form-data; boundary=${BOUNDARY}` },
  { text: `${FILE_PART_HEAD}content\r\n--${BOUNDARY}--\r\n`, contentType: 'multipart/form-data' },
  { text: `${FILE_PART_HEAD}content\r\n--${BOUNDARY}--\r\n`, contentType: 'multipart/form-data; boundary=another-boundary' },
  {
    text: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="notTheFile"; filename="a.xlsx"\r\n\r\ncontent\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  { text: '', contentType: `multipart/form-data; boundary=${BOUNDARY}` },
  { text: `--${BOUNDARY}--\r\n`, contentType: `multipart/form-data; boundary=${BOUNDARY}` },
  {
    text: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n${FILE_PART_HEAD}half a file`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    text: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\ncontent`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    text: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${'x'.repeat(20_000)}"\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  { text: `${FILE_PART_HEAD}content\r\n--${BOUNDARY}--\r\n`, contentType: `multipart/form-data; boundary="${'b'.repeat(500)}"` },
];

/** A JSON body just over the server's 1 MiB limit. */
export const OVERSIZE_BODY = `{"x":"${'a'.repeat(1024 * 1024)}"}`;

const STRANGE_TEXT = ['', ' ', '\u0000', '\ud800', '\u202eevil', '\ufeff', 'null', 'true', '0', '-0', '1e400', 'NaN', '😀'.repeat(20), '\r\n\r\nX-Injected: 1'];

/** Strings of every kind but huge, which draws far fewer so that the run stays quick. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS), weight: 4 },
  { arbitrary: fc.constantFrom(...UNKNOWN_IDS, ...STRANGE_TEXT), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 0.5, 1e9, -1e9, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));

/** Keys of hostile objects: ordinary, SQL-ish, operator-like and (rarely) the prototype-polluting ones. */
const hostileKey = fc.oneof(
  { arbitrary: fc.constantFrom('id', 'tenantId', 'tenant_id', 'isAdmin', 'password', '$where', '$ne', 'name; drop table users', 'a.b', ''), weight: 4 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 4 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 1 },
);

/** An object made with own properties only, so a `__proto__` key stays a key (as JSON.parse makes it). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  return Object.fromEntries(entries);
}

/** Any JSON value, a few levels deep, with hostile strings, numbers and keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectOf),
  ),
})).value;

/** Arrays or objects nested far deeper than any form: a stack or recursion limit is the target. */
export const deepValue: fc.Arbitrary<unknown> = fc.tuple(fc.constantFrom(20, 64, 2000), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof({ arbitrary: hostileJson, weight: 6 }, { arbitrary: deepValue, weight: 1 });

// ---------------------------------------------------------------------------------------------
// Flaws: one sure reason for the server to refuse a request.

type Place = 'query' | 'body' | 'params';

export type Flaw =
  | { kind: 'missing'; at: Place; name: string }
  /** A value no coercion turns into the declared type, or one outside the declared rules. */
  | { kind: 'wrongValue'; at: Place; name: string; rule: string; value: unknown }
  /** An id that passes the id rules but names nothing in the caller's tenant. */
  | { kind: 'unknownId'; at: Place; name: string; value: unknown }
  /** A field the business object does not have (the record engine refuses unknown fields). */
  | { kind: 'unknownField'; name: string; value: unknown }
  | { kind: 'bodyNotObject'; value: unknown }
  | { kind: 'anonymous' }
  | { kind: 'bogusToken'; token: string }
  | { kind: 'badSignature'; how: 'missing' | 'stale' | 'wrong' | 'otherBody' }
  | { kind: 'oversizeBody' }
  /** A body nested far deeper than JSON.stringify or any recursive walk can follow; its one key is no field of the route. */
  | { kind: 'deepBody'; depth: number }
  | { kind: 'malformedBody'; text: string; contentType: string };

/** Names of inputs that point at stored things: an unknown value must be refused, never create or match anything. */
const ID_NAMES =
  /^(id|ids|dataId|userId|ownerId|memberId|departId|relatedId|sceneId|tableId|tableName|dictCode|configCode|companyCode|appid|state|pollToken|\*)$/;

const typesOf = (schema: PropertySchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Values that Fastify's validator (coerceTypes 'array') cannot turn into the declared type. */
function wrongTypeValues(schema: PropertySchema, at: Place): unknown[] {
  const types = typesOf(schema);
  if (at !== 'body') {
    // Query and path values are strings: a repeated key (an array of two) or a non-number.
    return types.includes('integer') || types.includes('number') ? ['abc', '1.5x', 'NaN', '[]'] : [['a', 'b']];
  }
  if (types.includes('array')) return [{ length: 1 }, objectOf([['0', 'a']])];
  if (types.includes('object')) return ['not an object', 42, [1, 2]];
  if (types.includes('boolean')) return [{ $ne: null }, 'maybe', [true, false]];
  if (types.includes('integer') || types.includes('number')) return [{ $gt: 0 }, 'abc', [1, 2]];
  return [{ $ne: null }, [SQL_FRAGMENTS[0], SQL_FRAGMENTS[1]], objectOf([['toString', 'x']])];
}

function ruleBreakers(name: string, schema: PropertySchema, at: Place): fc.Arbitrary<Flaw>[] {
  const flaw = (rule: string, values: unknown[]) => fc.constantFrom(...values).map((value): Flaw => ({ kind: 'wrongValue', at, name, rule, value }));
  const out = [flaw('type', wrongTypeValues(schema, at))];
  if (schema.maxLength !== undefined)
    out.push(flaw('maxLength', [`${"' or 1=1 --".repeat(schema.maxLength)}x`.slice(0, schema.maxLength + 1), HUGE_STRINGS[0]!]));
  if (schema.minLength !== undefined && schema.minLength > 0) out.push(flaw('minLength', ['x'.repeat(schema.minLength - 1)]));
  if (schema.enum) out.push(flaw('enum', ["x' or 1=1 --", '<script>', 'ALL', '*']));
  if (schema.minimum !== undefined)
    out.push(
      flaw(
        'minimum',
        [schema.minimum - 1, -1e9].map((n) => (at === 'body' ? n : String(n))),
      ),
    );
  if (schema.maximum !== undefined)
    out.push(
      flaw(
        'maximum',
        [schema.maximum + 1, 1e6].map((n) => (at === 'body' ? n : String(n))),
      ),
    );
  if (schema.maxItems !== undefined) out.push(flaw('maxItems', [Array.from({ length: schema.maxItems + 1 }, () => 'x')]));
  if (schema.minItems !== undefined && schema.minItems > 0) out.push(flaw('minItems', [[]]));
  if (schema.format === 'date-time') out.push(flaw('format', ['yesterday', '2026-13-45T99:99:99Z', "2026-01-01' or 1=1 --"]));
  return out;
}

/** An unknown id that satisfies the id's own rules, so that the handler has to look it up. */
function unknownIdOf(schema: PropertySchema, at: Place): fc.Arbitrary<unknown> {
  const fits = (id: string) =>
    id.length >= (schema.minLength ?? 0) && id.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern).test(id));
  const ids = fc.oneof(fc.constantFrom(...UNKNOWN_IDS.filter(fits)), fc.uuid().filter(fits));
  if (typesOf(schema).includes('array')) return fc.array(ids, { minLength: Math.max(1, schema.minItems ?? 0), maxLength: 3 });
  return at === 'query' && schema.maxLength !== undefined && schema.maxLength > 1000
    ? fc.array(ids, { minLength: 1, maxLength: 3 }).map((list) => list.join(','))
    : ids;
}

function fieldFlaws(schema: ObjectSchema | undefined, at: Place): fc.Arbitrary<Flaw>[] {
  if (!schema?.properties) return [];
  const out: fc.Arbitrary<Flaw>[] = [];
  for (const name of schema.required ?? []) out.push(fc.constant<Flaw>({ kind: 'missing', at, name }));
  for (const [name, property] of Object.entries(schema.properties)) {
    out.push(...ruleBreakers(name, property, at));
    if (ID_NAMES.test(name) && unknownIdOf(property, at)) {
      out.push(unknownIdOf(property, at).map((value): Flaw => ({ kind: 'unknownId', at, name, value })));
    }
  }
  return out;
}

/** The business object a generic record route serves (`/api/crm/crmCustomer/add` serves crmCustomer). */
export function entityOfRoute(route: ApiRoute): EntityDef | undefined {
  const parts = route.url.split('/');
  return findEntity(parts.at(-2) ?? '');
}

/** A record engine route: its body schema takes any fields, and the entity says which. */
const takesRecordFields = (route: ApiRoute) => route.body !== undefined && route.body.properties === undefined && entityOfRoute(route) !== undefined;

/** Flaws in a record's fields: a field the object does not have, an object where a scalar belongs, an unknown record to edit. */
function recordFlaws(route: ApiRoute, entity: EntityDef): fc.Arbitrary<Flaw>[] {
  const mode = route.method === 'PUT' ? 'edit' : 'add';
  const scalarFields = entity.fields
    .filter((f) => acceptsInput(f, mode) && !['address', 'images', 'files', 'dictMulti', 'tags'].includes(f.type) && !f.multiple)
    .map((f) => f.name);
  const out = [
    fc
      .tuple(fc.constantFrom('notAField', 'name; drop table users', 'tenantName', 'constructor', '<b>x</b>'), anyValue)
      .map(([name, value]): Flaw => ({ kind: 'unknownField', name, value })),
  ];
  if (scalarFields.length > 0) {
    out.push(
      fc
        .tuple(fc.constantFrom(...scalarFields), fc.constantFrom<unknown>({ $ne: null }, objectOf([['toString', SQL_FRAGMENTS[0]]])))
        .map(([name, value]): Flaw => ({ kind: 'wrongValue', at: 'body', name, rule: 'type', value })),
    );
  }
  if (mode === 'edit') out.push(fc.constantFrom(...UNKNOWN_IDS).map((value): Flaw => ({ kind: 'unknownId', at: 'body', name: 'id', value })));
  return out;
}

/**
 * Every sure way to make a request to this route wrong: mostly in its values (which reach the
 * validators and handlers), less often at the door (token, signature, body framing), which
 * refuses before anything else is read.
 */
export function flawsOf(route: ApiRoute): fc.WeightedArbitrary<Flaw>[] {
  const inValues = [...fieldFlaws(route.querystring, 'query'), ...fieldFlaws(route.body, 'body'), ...fieldFlaws(route.params, 'params')];
  const entity = takesRecordFields(route) ? entityOfRoute(route) : undefined;
  if (entity) inValues.push(...recordFlaws(route, entity));
  if (route.body?.type !== undefined)
    inValues.push(fc.constantFrom<unknown>([], ['a'], 'text', 7, true).map((value): Flaw => ({ kind: 'bodyNotObject', value })));
  // A route that reads a file is sent broken multipart bodies as often as anything else; the rest
  // now and then, at the door (a JSON route must refuse a multipart body too).
  const brokenMultipart = fc.constantFrom(...MALFORMED_MULTIPART).map(({ text, contentType }): Flaw => ({ kind: 'malformedBody', text, contentType }));
  if (route.multipart) inValues.push(brokenMultipart);
  const atTheDoor: fc.Arbitrary<Flaw>[] = [];
  if (route.access === 'token') {
    atTheDoor.push(fc.constant<Flaw>({ kind: 'anonymous' }));
    atTheDoor.push(fc.constantFrom('x', "' or 1=1 --", '0'.repeat(64), 'x'.repeat(5000)).map((token): Flaw => ({ kind: 'bogusToken', token })));
  }
  if (route.signed) atTheDoor.push(fc.constantFrom('missing', 'stale', 'wrong', 'otherBody' as const).map((how): Flaw => ({ kind: 'badSignature', how })));
  if (route.method === 'POST' || route.method === 'PUT') {
    atTheDoor.push(fc.constant<Flaw>({ kind: 'oversizeBody' }));
    if ((route.body?.required ?? []).length > 0 || entity) atTheDoor.push(fc.constantFrom(10_000, 100_000).map((depth): Flaw => ({ kind: 'deepBody', depth })));
    atTheDoor.push(
      fc
        .constantFrom(
          { text: '{"a":', contentType: 'application/json' },
          { text: '', contentType: 'application/json' },
          { text: "{'a': 1}", contentType: 'application/json' },
          { text: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
          { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
          { text: "' or 1=1 --", contentType: 'text/plain' },
          { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
          { text: '<x/>', contentType: 'application/xml' },
        )
        .map(({ text, contentType }): Flaw => ({ kind: 'malformedBody', text, contentType })),
    );
    if (!route.multipart) atTheDoor.push(brokenMultipart);
  }
  return [...inValues.map((arbitrary) => ({ arbitrary, weight: 4 })), ...atTheDoor.map((arbitrary) => ({ arbitrary, weight: 1 }))];
}

// ---------------------------------------------------------------------------------------------
// Values carried along: sometimes plausible (so the request goes deep), mostly hostile.

function plausible(schema: PropertySchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('integer')) {
    // Small numbers from the least allowed (a year starts at 1900).
    const min = schema.minimum ?? 1;
    return fc.integer({ min, max: Math.min(schema.maximum ?? min + 49, min + 49) });
  }
  if (types.includes('array')) return fc.array(schema.items ? plausible(schema.items) : hostileText, { minLength: schema.minItems ?? 0, maxLength: 3 });
  if (types.includes('object')) return hostileJson;
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  return hostileText.map((text) => text.slice(0, max).padEnd(min, 'x'));
}

function queryText(name: string, schema: PropertySchema): fc.Arbitrary<string> {
  if (name === 'pageNo') return fc.oneof(fc.constant('1'), fc.constantFrom(...BAD_PAGE_NUMBERS));
  if (name === 'pageSize') return fc.oneof(fc.constant('10'), fc.constantFrom(...BAD_PAGE_SIZES));
  if (name === 'sortField') return fc.constantFrom(...BAD_SORT_FIELDS, 'createTime');
  if (name === 'sortOrder') return fc.constantFrom(...BAD_SORT_ORDERS, 'asc', 'desc');
  if (name === 'filters') {
    const condition = fc.record({
      field: fc.constantFrom('customerName', 'id', 'tenant_id', '__proto__', "x' --"),
      op: fc.constantFrom('eq', 'like', 'in', 'gt', 'drop', 'withinDays'),
      value: hostileJson,
    });
    return fc.oneof(
      fc.array(condition, { maxLength: 3 }).map((c) => JSON.stringify(c)),
      fc.constantFrom(...MALFORMED_FILTERS),
      hostileJson.map((v) => JSON.stringify(v) ?? ''),
      hostileText,
    );
  }
  if (ID_NAMES.test(name)) return fc.constantFrom(...UNKNOWN_IDS, ...MALFORMED_IDS);
  return fc.oneof(plausible(schema).map(String), hostileText);
}

function bodyValue(schema: PropertySchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema), weight: 2 }, { arbitrary: anyValue, weight: 1 });
}

/** A value of the kind a record field takes, or anything at all. */
function recordFieldValue(field: FieldDef): fc.Arbitrary<unknown> {
  const kind: fc.Arbitrary<unknown> = (() => {
    switch (field.type) {
      case 'number':
      case 'money':
      case 'percent':
        return hostileNumber;
      case 'boolean':
        return fc.boolean();
      case 'dictMulti':
      case 'tags':
        return fc.array(hostileText, { maxLength: 3 });
      case 'images':
      case 'files':
        return fc.array(fc.record({ path: fc.constantFrom(...UNKNOWN_IDS), name: hostileText, size: hostileNumber }), { maxLength: 2 });
      case 'address':
        return fc.record({ text: hostileText, lat: hostileNumber, lng: hostileNumber });
      case 'relation':
        return field.multiple ? fc.array(fc.constantFrom(...UNKNOWN_IDS), { maxLength: 3 }) : fc.constantFrom(...UNKNOWN_IDS);
      case 'user':
        return field.multiple ? fc.array(fc.constantFrom(...UNKNOWN_IDS), { maxLength: 3 }) : fc.constantFrom(...UNKNOWN_IDS);
      case 'department':
        return fc.constantFrom(...UNKNOWN_IDS);
      default:
        return hostileText.map((text) => text.slice(0, field.maxLength ?? 255));
    }
  })();
  // Plain hostile JSON rather than deep values: an object has dozens of fields, and one deep value would refuse nearly every body.
  return fc.oneof({ arbitrary: kind, weight: 3 }, { arbitrary: hostileJson, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** Accept-Language headers a phone or a bot sends, and the language the answer must be in. */
export const LANGUAGE_HEADERS: readonly { header?: string; lang: 'zh-CN' | 'en' | 'zh-TW' }[] = [
  { lang: 'zh-CN' },
  { header: 'zh-CN,zh;q=0.9', lang: 'zh-CN' },
  { header: 'en-US,en;q=0.9', lang: 'en' },
  { header: 'zh-TW', lang: 'zh-TW' },
  { header: 'zh-Hant-HK', lang: 'zh-TW' },
  { header: 'fr-FR', lang: 'zh-CN' },
  { header: "en;q=abc, ' or 1=1 --", lang: 'en' },
];

export type Caller = 'user' | 'anonymous';

/** One generated request, before it is signed and sent; `flaws` say why a write must be refused. */
export interface HostileCase {
  route: ApiRoute;
  caller: Caller;
  language: (typeof LANGUAGE_HEADERS)[number];
  params: Record<string, string>;
  query: [string, string][];
  /** A JSON value, or raw text with its content type; absent for GET and DELETE. */
  body?: { json: unknown } | { text: string; contentType: string };
  flaws: Flaw[];
}

const pathParams = (route: ApiRoute) => [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

function queryOf(route: ApiRoute): fc.Arbitrary<[string, string][]> {
  const properties = Object.entries(route.querystring?.properties ?? {});
  const known = properties.map(([name, schema]) =>
    fc.option(
      queryText(name, schema).map((value): [string, string] => [name, value]),
      { nil: undefined, freq: 3 },
    ),
  );
  const unknown = fc.array(
    fc.tuple(
      fc.oneof(hostileKey, fc.constantFrom('a[b]', 'pageNo[]', 'x')),
      hostileText.map((v) => v.slice(0, 2000)),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...known), unknown).map(([given, extra]) => [...given.filter((p): p is [string, string] => p !== undefined), ...extra]);
}

function bodyOf(route: ApiRoute): fc.Arbitrary<Record<string, unknown>> {
  const entity = takesRecordFields(route) ? entityOfRoute(route) : undefined;
  const mode = route.method === 'PUT' ? 'edit' : 'add';
  const fields: [string, fc.Arbitrary<unknown>][] = entity
    ? entity.fields.filter((f) => acceptsInput(f, mode)).map((f) => [f.name, recordFieldValue(f)])
    : Object.entries(route.body?.properties ?? {}).map(([name, schema]) => [name, bodyValue(schema)]);
  if (entity && mode === 'edit') fields.push(['id', fc.constantFrom(...UNKNOWN_IDS)]);
  const given = fields.map(([name, value]) =>
    fc.option(
      value.map((v): [string, unknown] => [name, v]),
      { nil: undefined, freq: 3 },
    ),
  );
  // Unknown keys ride along only where they are not themselves a refusal (the record engine's).
  const extra = entity ? fc.constant([]) : fc.array(fc.tuple(hostileKey, anyValue), { maxLength: 2 });
  return fc.tuple(fc.tuple(...given), extra).map(([known, more]) => objectOf([...known.filter((e): e is [string, unknown] => e !== undefined), ...more]));
}

/** Requests for one route: hostile values everywhere, and at least one flaw unless the route only reads. */
export function hostileCase(route: ApiRoute): fc.Arbitrary<HostileCase> {
  const flaws = flawsOf(route);
  const reads = route.method === 'GET';
  const flawList = flaws.length === 0 ? fc.constant<Flaw[]>([]) : fc.array(fc.oneof(...flaws), { minLength: reads ? 0 : 1, maxLength: 2 });
  const params = fc
    .tuple(
      ...pathParams(route).map((name) => fc.constantFrom(...UNKNOWN_IDS, ...MALFORMED_IDS.slice(1), ...SQL_FRAGMENTS).map((v): [string, string] => [name, v])),
    )
    .map((entries) => Object.fromEntries(entries));
  const takesBody = route.method === 'POST' || route.method === 'PUT';
  return fc
    .record({
      caller: route.access === 'token' ? fc.constant<Caller>('user') : fc.constantFrom<Caller>('user', 'user', 'anonymous'),
      language: fc.constantFrom(...LANGUAGE_HEADERS),
      params,
      query: queryOf(route),
      body: takesBody ? bodyOf(route).map((json) => ({ json })) : fc.constant(undefined),
      flaws: flawList,
    })
    .map((generated) => withFlaws({ route, ...generated, body: generated.body }, generated.flaws));
}

/** Applies the flaws that live in the request's values; the rest (caller, signature, raw body) apply when it is sent. */
function withFlaws(base: HostileCase, flaws: Flaw[]): HostileCase {
  const request: HostileCase = { ...base, query: [...base.query], params: { ...base.params }, flaws };
  let json = request.body && 'json' in request.body ? objectOf(Object.entries(request.body.json as object)) : undefined;
  for (const flaw of flaws) {
    if (flaw.kind === 'missing' || flaw.kind === 'wrongValue' || flaw.kind === 'unknownId') {
      const value = flaw.kind === 'missing' ? undefined : flaw.value;
      if (flaw.at === 'query') {
        request.query = request.query.filter(([key]) => key !== flaw.name);
        if (flaw.kind !== 'missing') {
          const values = Array.isArray(value) && flaw.kind === 'wrongValue' && flaw.rule === 'type' ? value : [value];
          for (const v of values) request.query.push([flaw.name, String(v)]);
        }
      } else if (flaw.at === 'params') {
        request.params[flaw.name] = value === undefined ? '' : String(value);
      } else if (json) {
        if (value === undefined) delete json[flaw.name];
        else json = objectOf([...Object.entries(json).filter(([key]) => key !== flaw.name), [flaw.name, value]]);
      }
    } else if (flaw.kind === 'unknownField' && json) {
      json = objectOf([...Object.entries(json), [flaw.name, flaw.value]]);
    } else if (flaw.kind === 'bodyNotObject') {
      json = undefined;
      request.body = { json: flaw.value };
    } else if (flaw.kind === 'oversizeBody') {
      json = undefined;
      request.body = { text: OVERSIZE_BODY, contentType: 'application/json' };
    } else if (flaw.kind === 'deepBody') {
      json = undefined;
      request.body = { text: `${'{"a":'.repeat(flaw.depth)}1${'}'.repeat(flaw.depth)}`, contentType: 'application/json' };
    } else if (flaw.kind === 'malformedBody') {
      json = undefined;
      request.body = { text: flaw.text, contentType: flaw.contentType };
    }
  }
  if (json) request.body = { json };
  return request;
}

/** Long strings, long arrays and deep nesting shortened, so that a counterexample stays readable in a failure report. */
export function shortened(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 6) return '…(nested deeper)';
  if (Array.isArray(value)) {
    const items = value.slice(0, 8).map((v) => shortened(v, depth + 1));
    return value.length > 8 ? [...items, `…(${value.length} items)`] : items;
  }
  return objectOf(Object.entries(value).map(([k, v]) => [k, shortened(v, depth + 1)]));
}
