import { acceptsInput, ALL_OBJECTS, isShown, RECORD_API, translate, type FieldErrors, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, createRecord, sampleInput, type Actor } from '../../../test/records.ts';

let t: TestApp;
let admin: Actor;
/** What the sample records point to (a customer, an order, a product), made once for the whole file. */
const made = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

/** Every registered object goes through add, list, view, edit and delete: a new object is tested by registering it. */
describe.each(ALL_OBJECTS.map((entity) => [entity.apiName, entity] as const))('%s over the generic API', (_, entity) => {
  const api = (name: keyof typeof RECORD_API) => (RECORD_API[name] as (m: string, a: string) => string)(entity.module, entity.apiName);

  it('adds, lists, finds, edits and deletes a record', async () => {
    const input = await sampleInput(t, admin, entity, made);
    const added = await t.signedPost(api('add'), input, admin.token);
    expect(added.statusCode, added.body).toBe(200);
    const record = envelope<RecordRow>(added).result;
    expect(record.version).toBe(1);
    // Records of an object without owners (the product catalogue) belong to the company.
    expect(record.ownerId).toBe(entity.features.owner ? admin.userId : null);
    if (entity.features.owner) expect(record.ownerId_dictText).toBe('张志强');
    for (const [name, value] of Object.entries(input)) {
      // Lines come back with their ids, display texts and computed values besides what was sent.
      const lines = entity.fields.find((f) => f.name === name)?.type === 'lines';
      if (value && typeof value === 'object' && (lines || !Array.isArray(value))) expect(record[name]).toMatchObject(value);
      else expect(record[name], name).toEqual(value);
    }

    const list = await t.signedGet(api('list'), { pageNo: 1, pageSize: 50 }, admin.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(envelope<Page<RecordRow>>(list).result.records.map((r) => r.id)).toContain(record.id);

    const found = envelope<RecordRow>(await t.signedGet(api('queryById'), { id: record.id }, admin.token)).result;
    expect(found.id).toBe(record.id);
    if (entity.writeOnce) {
      // A record made once (a version in a history) is neither offered nor taken for edit or delete.
      expect(found._access).toMatchObject({ canEdit: false, canDelete: false, locked: false });
      const refusals = [await t.put(api('edit'), { id: record.id, version: 1 }, admin.token), await t.del(api('delete'), { id: record.id }, admin.token)];
      for (const refused of refusals) expect([refused.statusCode, envelope(refused).message]).toEqual([422, translate('zh-CN', `server.${entity.writeOnce}`)]);
      expect(envelope<RecordRow>(await t.signedGet(api('queryById'), { id: record.id }, admin.token)).result.version).toBe(1);
      return;
    }
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

  it('deletes several records at once, all or none', async () => {
    const [first, second] = [await createRecord(t, admin, entity, made), await createRecord(t, admin, entity, made)];
    expect((await t.del(api('deleteBatch'), { ids: `${first},no-such-id` }, admin.token)).statusCode).toBe(404);
    expect((await t.signedGet(api('queryById'), { id: first }, admin.token)).statusCode).toBe(200);
    const deleted = await t.del(api('deleteBatch'), { ids: `${first},${second}` }, admin.token);
    expect(deleted.statusCode, deleted.body).toBe(entity.writeOnce ? 422 : 200);
    const left = entity.writeOnce ? 200 : 404;
    for (const id of [first, second]) expect((await t.signedGet(api('queryById'), { id }, admin.token)).statusCode).toBe(left);
  });

  it(entity.features.lock ? 'locks a record against edit and delete until unlocked' : 'has no lock', async () => {
    const id = await createRecord(t, admin, entity, made);
    const lock = (lockStatus: string) => t.put(api('lock'), { ids: [id], lockStatus }, admin.token);
    if (!entity.features.lock) return expect((await lock('1')).statusCode).toBe(400);
    expect((await lock('1')).statusCode).toBe(200);
    const locked = envelope<RecordRow>(await t.signedGet(api('queryById'), { id }, admin.token)).result;
    expect(locked).toMatchObject({ lockStatus: '1', _access: { locked: true, canEdit: false, canDelete: false } });
    expect((await t.put(api('edit'), { id, version: locked.version }, admin.token)).statusCode).toBe(403);
    expect((await t.del(api('deleteBatch'), { ids: id }, admin.token)).statusCode).toBe(403);
    expect((await lock('0')).statusCode).toBe(200);
    expect((await t.del(api('delete'), { id }, admin.token)).statusCode).toBe(200);
  });

  it('refuses a record without its required fields, naming them', async () => {
    // Lines a record needs (an order's) are required too.
    // A field shown for some values of another (shownWhen) is required where the defaults show it.
    const defaults = Object.fromEntries(entity.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, f.defaultValue]));
    const required = entity.fields.filter(
      (f) => (f.required || (f.lines?.minItems ?? 0) > 0) && f.defaultValue === undefined && acceptsInput(f, 'add') && isShown(f, defaults),
    );
    const response = await t.signedPost(api('add'), {}, admin.token, { 'Accept-Language': 'en' });
    if (required.length === 0) return expect(response.statusCode).toBe(200);
    expect(response.statusCode).toBe(422);
    const body = envelope<FieldErrors>(response);
    expect(Object.keys(body.result.fields).sort()).toEqual(required.map((f) => f.name).sort());
    expect(body.message).toMatch(/is required$|at least 1 needed$/);
  });
});
