import { acceptsInput, ENTITIES, RECORD_API, type FieldErrors, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, sampleInput, type Actor } from '../../../test/records.ts';

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

/** Every registered object goes through add, list, view, edit and delete: a new object is tested by registering it. */
describe.each(ENTITIES.map((entity) => [entity.apiName, entity] as const))('%s over the generic API', (_, entity) => {
  const api = (name: keyof typeof RECORD_API) => (RECORD_API[name] as (m: string, a: string) => string)(entity.module, entity.apiName);

  it('adds, lists, finds, edits and deletes a record', async () => {
    const input = await sampleInput(t, admin, entity);
    const added = await t.signedPost(api('add'), input, admin.token);
    expect(added.statusCode, added.body).toBe(200);
    const record = envelope<RecordRow>(added).result;
    expect(record.version).toBe(1);
    expect(record.ownerId).toBe(admin.userId);
    expect(record.ownerId_dictText).toBe('张志强');
    for (const [name, value] of Object.entries(input)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) expect(record[name]).toMatchObject(value);
      else expect(record[name], name).toEqual(value);
    }

    const list = await t.signedGet(api('list'), { pageNo: 1, pageSize: 50 }, admin.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(envelope<Page<RecordRow>>(list).result.records.map((r) => r.id)).toContain(record.id);

    const found = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: record.id }, admin.token)).result;
    expect(found.id).toBe(record.id);
    expect(found._access).toMatchObject({ canEdit: true, canDelete: true, locked: false });

    const editable = entity.fields.find((f) => acceptsInput(f, 'edit') && (f.type === 'text' || f.type === 'textarea'));
    const changes = editable ? { [editable.name]: `${String(input[editable.name] ?? '')} 改`.slice(0, editable.maxLength ?? 255) } : {};
    const edited = await t.put(api('edit'), { id: record.id, version: 1, ...changes }, admin.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<RecordRow>(edited).result).toMatchObject({ version: 2, ...changes });

    const deleted = await t.del(api('delete'), { id: record.id }, admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.signedGet(api('queryById'), { id: record.id }, admin.token)).statusCode).toBe(404);
  });

  it('refuses a record without its required fields, naming them', async () => {
    const required = entity.fields.filter((f) => f.required && f.defaultValue === undefined && acceptsInput(f, 'add'));
    const response = await t.signedPost(api('add'), {}, admin.token, { 'Accept-Language': 'en' });
    if (required.length === 0) return expect(response.statusCode).toBe(200);
    expect(response.statusCode).toBe(422);
    const body = envelope<FieldErrors>(response);
    expect(Object.keys(body.result.fields).sort()).toEqual(required.map((f) => f.name).sort());
    expect(body.message).toMatch(/is required$/);
  });
});
