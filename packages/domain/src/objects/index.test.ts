import { describe, expect, it } from 'vitest';
import { LANGS } from '../api/contract.ts';
import { LOCALES } from '../i18n/index.ts';
import { columnOf, entityRoutes, fieldOf } from '../entities/entity-def.ts';
import { actionLabel, actionPermission, actionsOf } from '../entities/actions.ts';
import { linesFieldsOf } from '../entities/lines.ts';
import { appPermissionCodes } from '../menu/app-permissions.ts';
import { CATALOGUE } from '../menu/catalogue.ts';
import type { EntityDef } from '../entities/types.ts';
import { FIELD_TYPES, SYSTEM_FIELDS } from '../entities/types.ts';
import { ALL_OBJECTS, findEntity, OBJECT_FOLDERS, objectDictionaries, objectLocale } from './index.ts';

/** System columns a list may show, sort, search or filter on besides the object's own fields. */
const LISTABLE_SYSTEM_FIELDS = ['createTime', 'updateTime', 'ownerId', 'departId', 'createBy', 'lockStatus', 'auditStatus', 'tags'];
const NUMERIC_TYPES = ['number', 'money', 'percent', 'formula'];

function names(entity: EntityDef): string[] {
  return entity.fields.map((field) => field.name);
}

/** Whether `name` is a field of the entity or a system column it may use in lists. */
function listable(entity: EntityDef, name: string): boolean {
  return names(entity).includes(name) || LISTABLE_SYSTEM_FIELDS.includes(name);
}

/** The text at a dotted key of a locale tree, without the fallback `translate` applies. */
function lookup(tree: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Every i18n key an entity uses: its label, field labels and placeholders, options, groups, related-list and scene labels, and its lines'. */
function labelKeys(entity: EntityDef): string[] {
  return [
    entity.label,
    ...entity.fields.flatMap((field) => [
      field.label,
      ...(field.placeholder ? [field.placeholder] : []),
      ...(field.group ? [field.group] : []),
      ...(field.options ?? []).map((option) => option.label),
      ...(field.lines ? labelKeys(field.lines.object) : []),
    ]),
    ...entity.relatedLists.flatMap((list) => (list.label ? [list.label] : [])),
    ...entity.presetScenes.map((scene) => scene.label),
  ];
}

describe.each(ALL_OBJECTS.map((entity) => [entity.apiName, entity] as const))('business object %s', (_, entity) => {
  it('names its table and permission after its API name', () => {
    expect(entity.table).toBe(columnOf(entity.apiName));
    expect(entity.permissionPrefix).toBe(`${entity.module}:${entity.apiName}`);
  });

  it('has uniquely named fields of known types that do not collide with system columns', () => {
    const fieldNames = names(entity);
    expect(new Set(fieldNames).size).toBe(fieldNames.length);
    expect(fieldNames.filter((name) => (SYSTEM_FIELDS as readonly string[]).includes(name))).toEqual([]);
    expect(fieldNames.filter((name) => !/^[a-z][A-Za-z0-9]*$/.test(name))).toEqual([]);
    expect(entity.fields.filter((field) => !FIELD_TYPES.includes(field.type)).map((field) => field.name)).toEqual([]);
  });

  it('lists, searches, filters and sorts on fields it has', () => {
    const used = [entity.titleField, ...entity.subtitleFields, ...entity.searchFields, ...entity.filterFields, entity.defaultSort.field];
    expect(used.filter((name) => !listable(entity, name))).toEqual([]);
    expect(fieldOf(entity, entity.titleField)).toBeDefined();
    for (const scene of entity.presetScenes) {
      expect(scene.conditions.filter((condition) => !listable(entity, condition.field)).map((c) => c.field)).toEqual([]);
    }
    const keys = entity.presetScenes.map((scene) => scene.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points relations at registered objects', () => {
    for (const field of entity.fields.filter((f) => f.type === 'relation')) {
      expect([field.name, field.relation && findEntity(field.relation)?.apiName]).toEqual([field.name, field.relation]);
    }
  });

  it('starts a new record from a chosen record only with fields both have, of the same type, and that the user may give', () => {
    for (const field of entity.fields.filter((f) => f.type === 'relation' && f.copies)) {
      const source = findEntity(field.relation!)!;
      for (const [to, from] of Object.entries(field.copies!)) {
        const own = fieldOf(entity, to);
        const theirs = fieldOf(source, from);
        const kind = (f: typeof own) => (f?.type === 'formula' && f.shows === 'money' ? 'money' : f?.type);
        expect([field.name, to, own?.editable !== false && !own?.hideOnAdd, kind(own), own?.relation]).toEqual([
          field.name,
          to,
          true,
          kind(theirs),
          theirs?.relation,
        ]);
      }
    }
  });

  it('gives every choice field a dictionary or its own options', () => {
    for (const field of entity.fields.filter((f) => f.type === 'dict' || f.type === 'dictMulti')) {
      expect([field.name, Boolean(field.dict) !== Boolean(field.options?.length)]).toEqual([field.name, true]);
      const values = (field.options ?? []).map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      if (field.options && field.defaultValue !== undefined) expect(values).toContain(field.defaultValue);
    }
  });

  it('moves statuses only between the options of its status field', () => {
    if (!entity.status) return;
    const field = fieldOf(entity, entity.status.field);
    expect(field?.type).toBe('dict');
    const values = (field?.options ?? []).map((option) => option.value);
    expect(values.length).toBeGreaterThan(0);
    expect(values).toContain(entity.status.initial);
    for (const [from, to] of Object.entries(entity.status.transitions)) {
      expect(values).toContain(from);
      for (const value of to) expect(values).toContain(value);
    }
  });

  it('configures auto-numbers, formulas and attachment limits', () => {
    for (const field of entity.fields) {
      if (field.type === 'autoNumber') {
        expect(field.autoNumber?.prefix).toMatch(/^\S+$/);
        expect(field.autoNumber?.digits).toBeGreaterThan(0);
      }
      if (field.type === 'formula') {
        const operands = (field.formula ?? '').match(/[A-Za-z_]\w*/g) ?? [];
        expect(operands.length).toBeGreaterThan(0);
        const notNumeric = operands.filter((operand) => !NUMERIC_TYPES.includes(fieldOf(entity, operand)?.type ?? ''));
        expect([field.name, notNumeric]).toEqual([field.name, []]);
      }
      if (field.type === 'images') expect(field.maxCount ?? 6).toBeLessThanOrEqual(6);
    }
  });

  it('shows related lists over relation fields of the related object that point here', () => {
    for (const list of entity.relatedLists) {
      const related = findEntity(list.entity);
      expect(related).toBeDefined();
      const field = related && fieldOf(related, list.field);
      expect([list.entity, list.field, field?.type, field?.relation]).toEqual([list.entity, list.field, 'relation', entity.apiName]);
    }
  });

  it('rolls up fields of its own lines, or of registered objects pointing here, that exist', () => {
    for (const field of entity.fields.filter((f) => f.rollup)) {
      const { op, of, from } = field.rollup!;
      expect([field.name, field.type]).toEqual([field.name, expect.stringMatching(/^(number|money|percent|date|datetime)$/)]);
      const lines = typeof from === 'string' ? fieldOf(entity, from) : undefined;
      const source = typeof from === 'string' ? lines?.lines?.object : findEntity(from.object);
      expect([field.name, source?.apiName]).toEqual([field.name, expect.any(String)]);
      if (typeof from !== 'string') {
        expect([field.name, fieldOf(source!, from.via)?.relation]).toEqual([field.name, entity.apiName]);
        for (const condition of from.where ?? []) expect([field.name, fieldOf(source!, condition.field)?.name]).toEqual([field.name, condition.field]);
      }
      if (op === 'count') expect(of).toBeUndefined();
      else expect([field.name, of && fieldOf(source!, of)?.name]).toEqual([field.name, of]);
    }
  });

  it('has its labels and dictionaries registered beside it', () => {
    expect(objectLocale(entity.apiName)).toBeDefined();
  });

  it.each([...LANGS])('has every label in %s', (lang) => {
    const missing = labelKeys(entity).filter((key) => {
      if (!key.startsWith('entity.')) return true;
      const text = lookup(LOCALES[lang], key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});

describe.each(ALL_OBJECTS.flatMap((entity) => linesFieldsOf(entity).map((field) => [`${entity.apiName}.${field.name}`, entity, field] as const)))(
  'the line object of %s',
  (_, entity, linesField) => {
    const line = linesField.lines!.object;

    it('belongs to its record through a relation field the engine sets, and is no object of its own', () => {
      expect(line.parent?.object).toBe(entity.apiName);
      expect(fieldOf(line, line.parent!.via)).toMatchObject({ type: 'relation', relation: entity.apiName, editable: false, hideOnAdd: true });
      expect(Object.values(line.features).some(Boolean)).toBe(false);
      expect(findEntity(line.apiName)).toBeUndefined();
      expect(line.table).toBe(columnOf(line.apiName));
    });

    it('points relations at registered objects, and copies from a picked record only fields both have', () => {
      for (const field of line.fields.filter((f) => f.type === 'relation')) {
        const target = findEntity(field.relation!);
        expect([field.name, target?.apiName]).toEqual([field.name, field.relation]);
        for (const [to, from] of Object.entries(field.copies ?? {})) {
          expect([to, fieldOf(line, to)?.name, fieldOf(target!, from)?.name]).toEqual([to, to, from]);
        }
      }
      const pick = linesField.lines!.pick;
      if (pick) expect(fieldOf(line, pick)?.type).toBe('relation');
    });

    it('starts, when it says so, from the lines of the record a relation field of its record points to, sharing fields with them', () => {
      const from = linesField.lines!.startFrom;
      if (!from) return;
      const via = fieldOf(entity, from.via);
      expect(via?.type).toBe('relation');
      const source = fieldOf(findEntity(via!.relation!)!, from.lines)?.lines?.object;
      expect(source, `${from.via} → ${from.lines}`).toBeDefined();
      const shared = line.fields.filter((f) => f.editable !== false && fieldOf(source!, f.name)).map((f) => f.name);
      expect(shared).toContain(linesField.lines!.pick);
    });

    it('computes its formulas from numeric fields declared before them', () => {
      line.fields.forEach((field, index) => {
        if (field.type !== 'formula') return;
        const operands = (field.formula ?? '').match(/[A-Za-z_]\w*/g) ?? [];
        const before = line.fields.slice(0, index);
        const wrong = operands.filter((operand) => !before.some((f) => f.name === operand && NUMERIC_TYPES.includes(f.type)));
        expect([field.name, wrong]).toEqual([field.name, []]);
      });
    });

    it("keeps its labels under its record's", () => {
      expect(labelKeys(line).filter((key) => !key.startsWith(`entity.${entity.apiName}.`))).toEqual([]);
    });
  },
);

describe.each(ALL_OBJECTS.filter((entity) => Object.keys(actionsOf(entity)).length > 0).map((entity) => [entity.apiName, entity] as const))(
  'the actions of %s',
  (_, entity) => {
    it.each([...LANGS])('have their buttons, questions, inputs and refusals in %s', (lang) => {
      const keys = Object.entries(actionsOf(entity)).flatMap(([name, action]) => [
        actionLabel(entity, name, action),
        ...(action.confirm ? [action.confirm] : []),
        ...(action.input ?? []).map((field) => field.label),
        ...Object.values(action.when?.statusMessages ?? {}),
      ]);
      expect(keys.filter((key) => typeof lookup(LOCALES[lang], key) !== 'string')).toEqual([]);
    });

    it('set only fields it has, or system columns', () => {
      for (const [name, action] of Object.entries(actionsOf(entity))) {
        const unknown = Object.keys(action.sets ?? {}).filter((field) => !fieldOf(entity, field) && !(SYSTEM_FIELDS as readonly string[]).includes(field));
        expect([name, unknown]).toEqual([name, []]);
      }
    });
  },
);

describe('the menu catalogue', () => {
  const recordApps = CATALOGUE.flatMap((area) => area.apps.filter((app) => app.object));

  it.each(ALL_OBJECTS.filter((entity) => recordApps.some((app) => app.object === entity.apiName)).map((entity) => [entity.apiName, entity] as const))(
    'lists %s once, with the prefix and path of its definition and a button for each of its actions',
    (_, entity) => {
      const [app, ...more] = recordApps.filter((app) => app.object === entity.apiName);
      expect(more).toEqual([]);
      expect([app!.name, app!.permissionPrefix, app!.path]).toEqual([`${entity.apiName}List`, entity.permissionPrefix, entityRoutes(entity).list]);
      const codes = appPermissionCodes(app!);
      expect(codes.slice(0, 7)).toEqual(['list', 'view', 'add', 'edit', 'delete', 'export', 'import'].map((b) => `${entity.permissionPrefix}:${b}`));
      for (const [name, action] of Object.entries(actionsOf(entity))) expect(codes).toContain(actionPermission(entity, name, action));
      expect(new Set(codes).size).toBe(codes.length);
    },
  );

  it("takes an object's action codes from its definition, its other buttons from the catalogue", () => {
    const codesOf = (apiName: string) => appPermissionCodes(recordApps.find((app) => app.object === apiName)!).slice(7);
    expect(codesOf('crmClue')).toEqual(['crm:crmClue:transfer', 'crm:crmClue:toPool', 'crm:crmClue:receive', 'crm:crmClue:allocate', 'crm:crmClue:toCustomer']);
    expect(codesOf('crmCustomer')).toEqual([
      'crm:crmCustomer:transfer',
      'crm:crmCustomer:toPool',
      'crm:crmCustomer:receive',
      'crm:crmCustomer:allocate',
      'crm:crmCustomer:team',
    ]);
    // The buttons the catalogue names come after the object's own (the approval's, after its transfer).
    expect(codesOf('oaApprove')).toEqual(['oa:oaApprove:transfer', 'oa:oaApprove:agree', 'oa:oaApprove:reject', 'oa:oaApprove:revoke', 'oa:oaApprove:urge']);
    // An app whose object is not defined yet has its record buttons only.
    expect(codesOf('cmsArticle')).toEqual([]);
  });
});

describe('defineObject', () => {
  it('derives for every registered object what its definition used to spell out', () => {
    for (const entity of ALL_OBJECTS) {
      expect(entity.table).toBe(entity.apiName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      expect(entity.label).toBe(`entity.${entity.apiName}.label`);
      expect(entity.permissionPrefix).toBe(`${entity.module}:${entity.apiName}`);
    }
  });
});

describe('the registry', () => {
  it('registers each API name and table once', () => {
    const apiNames = ALL_OBJECTS.map((entity) => entity.apiName);
    const tables = ALL_OBJECTS.map((entity) => entity.table);
    expect(new Set(apiNames).size).toBe(apiNames.length);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('lists the labels and dictionaries of exactly the registered objects', () => {
    expect(Object.keys(OBJECT_FOLDERS).sort()).toEqual(ALL_OBJECTS.map((entity) => entity.apiName).sort());
  });

  it('lets one object introduce each dictionary', () => {
    const codes = objectDictionaries().map((dict) => dict.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  it('proves the engine on customers, contacts, leads and their follow-up records', () => {
    expect(ALL_OBJECTS.map((entity) => entity.apiName)).toEqual(expect.arrayContaining(['crmCustomer', 'crmContacter', 'crmClue', 'crmRecord']));
  });

  it('offers the "not followed for over 7, 15 and 30 days" scenes on customers, contacts and leads (spec section 9)', () => {
    for (const apiName of ['crmCustomer', 'crmContacter', 'crmClue']) {
      const entity = findEntity(apiName)!;
      expect(fieldOf(entity, 'lastFollowTime')?.editable).toBe(false);
      for (const days of [7, 15, 30]) {
        const scene = entity.presetScenes.find((s) => s.key === `notFollowed${days}`);
        expect(scene?.conditions).toEqual([{ field: 'lastFollowTime', op: 'olderThanDays', value: days }]);
      }
    }
  });

  it('keeps follow-up records for objects that have them', () => {
    const record = findEntity('crmRecord')!;
    expect(fieldOf(record, 'relatedEntity')).toMatchObject({ required: true, editable: false });
    expect(fieldOf(record, 'relatedId')).toMatchObject({ required: true, editable: false });
    expect(ALL_OBJECTS.filter((entity) => entity.features.followUp).map((entity) => entity.apiName)).toEqual(
      expect.arrayContaining(['crmCustomer', 'crmContacter', 'crmClue']),
    );
  });

  it('starts leads waiting for follow-up and never leaves converted', () => {
    const clue = findEntity('crmClue')!;
    expect(clue.status?.initial).toBe('1');
    expect(clue.status?.transitions['3']).toBeUndefined();
    expect(clue.status?.transitions['4']).toEqual(['1']);
  });
});
