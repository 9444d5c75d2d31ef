import {
  columnOf,
  compileFormula,
  FIELD_TYPES,
  findEntity,
  isNumericField,
  SYSTEM_FIELDS,
  translate,
  type EntityDef,
  type FieldDef,
  type Lang,
  type TableMade,
  type TableFields,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { nowText } from '../../db/dialect.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { isSystemField } from './field-storage.ts';
import { markTableChanged } from './list-totals.ts';
import { customFieldsOf, fieldsVersionName, type Db } from './record-model.ts';

/**
 * Custom fields (spec section 3 "form field"): an administrator adds a field to an object's form
 * at run time; it is stored as metadata (form_fields) and its values in the records' `ext`
 * column, merged with the registry on every request.
 */

const NAME_PATTERN = /^[a-z][A-Za-z0-9]{1,39}$/;

const fieldSchema = z.object({
  name: z.string(),
  type: z.enum(FIELD_TYPES),
  label: z.string().trim().min(1).max(50),
  placeholder: z.string().max(100).optional(),
  required: z.boolean().optional(),
  unique: z.boolean().optional(),
  maxLength: z.number().int().min(1).max(100_000).optional(),
  defaultValue: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
  dict: z.string().max(64).optional(),
  options: z
    .array(z.object({ value: z.string().min(1).max(64), label: z.string().min(1).max(50), color: z.string().max(20).optional() }))
    .max(200)
    .optional(),
  relation: z.string().max(64).optional(),
  multiple: z.boolean().optional(),
  decimals: z.number().int().min(0).max(6).optional(),
  autoNumber: z.object({ prefix: z.string().max(10), digits: z.number().int().min(1).max(12) }).optional(),
  formula: z.string().max(500).optional(),
  editable: z.boolean().optional(),
  width: z.enum(['full', 'half']).optional(),
  hideOnAdd: z.boolean().optional(),
  maxCount: z.number().int().min(1).max(50).optional(),
});

function invalid(detail: string): HttpError {
  return new HttpError(422, 'customFieldInvalid', { detail });
}

/** A checked custom field definition for an object whose current fields are `existing`. */
export async function checkedField(db: Db, tenantId: string, existing: readonly FieldDef[], input: unknown): Promise<FieldDef> {
  const parsed = fieldSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'name') throw new HttpError(422, 'customFieldName');
    throw invalid(issue.path.join('.') || 'field');
  }
  const field = parsed.data as FieldDef;
  if (!NAME_PATTERN.test(field.name)) throw new HttpError(422, 'customFieldName');
  if ((SYSTEM_FIELDS as readonly string[]).includes(field.name) || isSystemField(field.name) || columnOf(field.name) === 'tenant_id')
    throw new HttpError(422, 'customFieldExists');
  if ((field.type === 'dict' || field.type === 'dictMulti') && !field.options?.length) {
    if (!field.dict) throw invalid('dict');
    const dict = await db.selectFrom('dicts').select('id').where('tenant_id', '=', tenantId).where('dict_code', '=', field.dict).executeTakeFirst();
    if (!dict) throw invalid('dict');
  }
  if (field.type === 'relation' && !(field.relation && findEntity(field.relation))) throw invalid('relation');
  if (field.multiple && field.type !== 'relation') throw invalid('multiple');
  if (field.type === 'autoNumber' && !field.autoNumber) throw invalid('autoNumber');
  if (field.type === 'formula') {
    if (!field.formula) throw invalid('formula');
    try {
      const numeric = new Set(existing.filter(isNumericField).map((f) => f.name));
      if (compileFormula(field.formula).inputs.some((name) => !numeric.has(name))) throw invalid('formula');
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw invalid('formula');
    }
  }
  return { ...field, custom: true };
}

export async function tableFields(db: Db, tenantId: string, lang: Lang, entity: EntityDef): Promise<TableFields> {
  const row = await db
    .selectFrom('table_mades')
    .select(['table_id as tableId', 'name', 'table_name as tableName', 'package_name as packageName', 'api_name as apiName', 'status', 'has_child as hasChild'])
    .where('tenant_id', '=', tenantId)
    .where('table_name', '=', entity.table)
    .executeTakeFirst();
  const table: TableMade = row ?? {
    tableId: entity.table,
    name: translate(lang, entity.label),
    tableName: entity.table,
    packageName: entity.module,
    apiName: entity.apiName,
    status: '0',
    hasChild: '0',
  };
  return { table, fields: await customFieldsOf(db, tenantId, entity.table) };
}

export async function addCustomField(db: Db, tenantId: string, entity: EntityDef, input: unknown): Promise<FieldDef> {
  const current = await customFieldsOf(db, tenantId, entity.table);
  const field = await checkedField(db, tenantId, [...entity.fields, ...current], input);
  if ([...entity.fields, ...current].some((f) => f.name === field.name || columnOf(f.name) === columnOf(field.name)))
    throw new HttpError(422, 'customFieldExists');
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('form_fields')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        table_name: entity.table,
        name: field.name,
        definition: JSON.stringify(field),
        sort: current.length,
        created_at: nowText(),
      })
      .execute();
    await markTableChanged(trx, tenantId, fieldsVersionName(entity.table));
  });
  return field;
}

/** Changes a custom field's properties; its name and type stay, so stored values keep their meaning. */
export async function editCustomField(db: Db, tenantId: string, entity: EntityDef, input: unknown): Promise<FieldDef> {
  const current = await customFieldsOf(db, tenantId, entity.table);
  const name = (input as { name?: unknown } | null)?.name;
  const before = current.find((f) => f.name === name);
  if (!before) throw notFound();
  const field = await checkedField(db, tenantId, [...entity.fields, ...current.filter((f) => f.name !== before.name)], input);
  if (field.type !== before.type) throw invalid('type');
  // One id or a list of them: stored values keep their meaning only as they were.
  if (Boolean(field.multiple) !== Boolean(before.multiple)) throw invalid('multiple');
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('form_fields')
      .set({ definition: JSON.stringify(field) })
      .where('tenant_id', '=', tenantId)
      .where('table_name', '=', entity.table)
      .where('name', '=', before.name)
      .execute();
    await markTableChanged(trx, tenantId, fieldsVersionName(entity.table));
  });
  return field;
}

export async function deleteCustomField(db: Db, tenantId: string, entity: EntityDef, name: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom('form_fields')
      .where('tenant_id', '=', tenantId)
      .where('table_name', '=', entity.table)
      .where('name', '=', name)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
    await markTableChanged(trx, tenantId, fieldsVersionName(entity.table));
  });
}

/**
 * A custom-field change and the raise of the fields' version commit together: every instance's
 * remembered model (record-model.ts) stays correct.
 */
async function inTransaction(db: Db, work: (trx: Db) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  await db.transaction().execute(work);
}
