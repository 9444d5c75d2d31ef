import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Two server instances on one database (ARCHITECTURE section 2): what one instance remembers
 * (models with their custom fields, list totals) must follow a change made through the other at
 * once, and a logout on one revokes the token on the other.
 */
let t: TestApp;
let other: FastifyInstance;
let admin: Actor, sales: Actor;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  other = await buildApp({ ...t.app.config, seed: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const list = RECORD_API.list('crm', 'crmCustomer');

async function listOnOther(token: string, query: Record<string, string> = { pageNo: '1', pageSize: '50' }): Promise<Page<RecordRow>> {
  const search = new URLSearchParams(query).toString();
  const response = await other.inject({
    method: 'GET',
    url: `/api${list}?${search}`,
    headers: { 'X-Access-Token': token, 'X-Client-Type': '1', ...signedHeaders(list, query) },
  });
  expect(response.statusCode).toBe(200);
  return envelope<Page<RecordRow>>(response).result;
}

describe('several instances on one database', () => {
  it('shows a custom field added through one instance on the other at once', async () => {
    const before = await listOnOther(sales.token);
    const add = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '双实例客户', level: 'A' }, sales.token);
    expect(add.statusCode).toBe(200);
    const withRecord = await listOnOther(sales.token);
    // The remembered total follows the other instance's add.
    expect(withRecord.total).toBe(before.total + 1);
    expect(withRecord.records[0]).not.toHaveProperty('instanceTwin');

    const field = await t.signedPost(
      RECORD_API.formFieldAdd,
      { tableName: 'crm_customer', field: { name: 'instanceTwin', type: 'text', label: '双实例' } },
      admin.token,
    );
    expect(field.statusCode).toBe(200);
    const after = await listOnOther(sales.token);
    expect(after.records[0]).toHaveProperty('instanceTwin', null);
    // Filtering by the new field works on the other instance too.
    const filtered = await listOnOther(sales.token, { pageNo: '1', pageSize: '50', filters: JSON.stringify([{ field: 'instanceTwin', op: 'empty' }]) });
    expect(filtered.total).toBe(after.total);
  });

  it('refuses a list at once to a token logged out on the other instance, and follows a role change made there', async () => {
    const { token } = await t.login('sales');
    // On PostgreSQL, lists on this instance assume the versions it last read and check them in the page's statement.
    for (let i = 0; i < 3; i += 1) expect((await listOnOther(token)).records.length).toBeGreaterThan(0);
    expect((await t.signedPost('/sys/logout', undefined, token)).statusCode).toBe(200);
    const query = { pageNo: '1', pageSize: '50' };
    const refused = await other.inject({
      method: 'GET',
      url: `/api${list}?${new URLSearchParams(query)}`,
      headers: { 'X-Access-Token': token, 'X-Client-Type': '1', ...signedHeaders(list, query) },
    });
    expect(refused.statusCode).toBe(401);

    // The salesperson sees their own customers; given the company's (data scope 1) through this
    // instance, the other's next list shows them all, and their own again once it is taken back.
    const mine = await listOnOther(sales.token);
    const role = await t.app.db
      .selectFrom('roles')
      .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
      .select(['roles.id', 'roles.data_scope'])
      .where('user_roles.user_id', '=', sales.userId)
      .executeTakeFirstOrThrow();
    const everyone = await listOnOther(admin.token);
    await t.app.db.updateTable('roles').set({ data_scope: '1' }).where('id', '=', role.id).execute();
    try {
      expect((await listOnOther(sales.token)).total).toBe(everyone.total);
    } finally {
      await t.app.db.updateTable('roles').set({ data_scope: role.data_scope }).where('id', '=', role.id).execute();
    }
    expect((await listOnOther(sales.token)).total).toBe(mine.total);
  });

  it('refuses a token on every instance as soon as it is logged out on one', async () => {
    const { token } = await t.login('engineer');
    const info = () =>
      other.inject({
        method: 'GET',
        url: '/api/sys/queryLoginUserInfo',
        headers: { 'X-Access-Token': token, ...signedHeaders('/sys/queryLoginUserInfo', {}) },
      });
    expect((await info()).statusCode).toBe(200);
    expect((await t.signedPost('/sys/logout', undefined, token)).statusCode).toBe(200);
    expect((await info()).statusCode).toBe(401);
  });

  it('lets exactly one of two simultaneous edits of one record through, the other told of the conflict in its language', async () => {
    const edit = RECORD_API.edit('crm', 'crmCustomer');
    const editOnOther = (body: object) =>
      other.inject({
        method: 'PUT',
        url: `/api${edit}`,
        headers: { 'X-Access-Token': sales.token, 'X-Client-Type': '1', 'Accept-Language': 'en' },
        payload: body,
      });
    const add = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: '并发编辑客户', level: 'A' }, sales.token);
    const { id } = envelope<RecordRow>(add).result;
    for (let round = 1; round <= 10; round++) {
      const read = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id }, sales.token)).result;
      const version = Number(read.version);
      const [here, there] = await Promise.all([
        t.put(edit, { id, version, remark: `here ${round}` }, sales.token, { 'Accept-Language': 'zh-TW' }),
        editOnOther({ id, version, remark: `there ${round}` }),
      ]);
      const statuses = [here.statusCode, there.statusCode].sort();
      expect(statuses, `round ${round}: ${here.body} ${there.body}`).toEqual([200, 409]);
      const [winner, loser] = here.statusCode === 200 ? [`here ${round}`, there] : [`there ${round}`, here];
      expect(loser.json().message).toBe(
        loser === here ? '該記錄已被他人修改，請重新整理後重試' : 'The record has been changed by someone else, please reload it and try again',
      );
      const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id }, sales.token)).result;
      expect(stored).toMatchObject({ remark: winner, version: version + 1 });
    }
  });
});
