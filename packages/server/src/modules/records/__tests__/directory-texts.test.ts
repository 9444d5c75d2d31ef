import { entityOf, RECORD_API, type Page, type RecordRow } from '@crm/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';
import { DIRECTORY } from '../directory-texts.ts';
import { addDisplayTexts } from '../display-texts.ts';
import { loose, modelOf, type Db } from '../record-model.ts';

/**
 * Lists show users', departments' and dictionary items' texts that each instance remembers
 * (issue 25): a change must show on the next list, whether made through the API or by another
 * instance. Other instances are stood in for by plain SQL through the database, outside the
 * server's code: only the database's triggers tell this instance of such a change.
 */
let t: TestApp;
let admin: Actor, sales: Actor;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
  for (const [who, name] of [
    [admin, '名录客户甲'],
    [sales, '名录客户乙'],
  ] as const) {
    const added = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name, level: 'A' }, who.token);
    expect(added.statusCode, added.body).toBe(200);
  }
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', sales.userId).executeTakeFirstOrThrow()).tenant_id;
});
afterAll(() => t.close());

/** The customer of that name as `who` sees it in the list. */
async function listed(who: Actor, name: string, lang = 'zh-CN'): Promise<RecordRow> {
  const response = await t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { pageNo: 1, pageSize: 50 }, who.token, { 'Accept-Language': lang });
  expect(response.statusCode, response.body).toBe(200);
  const record = envelope<Page<RecordRow>>(response).result.records.find((r) => r.name === name);
  expect(record, name).toBeDefined();
  return record!;
}

describe('display texts after a change', () => {
  it('shows a user’s new name as soon as they rename themselves', async () => {
    expect((await listed(admin, '名录客户甲')).ownerId_dictText).toBe('张志强');
    const renamed = await t.put('/sys/user/editSelf', { realname: '张志强（新）' }, admin.token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed(admin, '名录客户甲')).ownerId_dictText).toBe('张志强（新）');
  });

  it('shows a user’s name changed by another instance', async () => {
    expect((await listed(sales, '名录客户乙')).ownerId_dictText).toBe('李销售');
    await t.app.db.updateTable('users').set({ realname: '李销售（新）' }).where('id', '=', sales.userId).execute();
    expect((await listed(sales, '名录客户乙')).ownerId_dictText).toBe('李销售（新）');
  });

  it('shows a department’s name changed by another instance', async () => {
    const before = await listed(sales, '名录客户乙');
    expect(before.departId).toBe(sales.departId);
    expect(before.departId_dictText).not.toBe('');
    await t.app.db.updateTable('departments').set({ name: '华东销售部' }).where('id', '=', sales.departId!).execute();
    expect((await listed(sales, '名录客户乙')).departId_dictText).toBe('华东销售部');
  });

  it('shows a dictionary item’s text changed by another instance, in every language', async () => {
    expect((await listed(sales, '名录客户乙')).level_dictText).toBe('重点客户');
    expect((await listed(sales, '名录客户乙', 'en')).level_dictText).toBe('Key customer');
    const dict = await t.app.db
      .selectFrom('dicts')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('dict_code', '=', 'customer_level')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('dict_items')
      .set({ item_text: '核心客户', i18n: JSON.stringify({ en: 'Core customer', 'zh-TW': '核心客戶' }) })
      .where('dict_id', '=', dict.id)
      .where('item_value', '=', 'A')
      .execute();
    expect((await listed(sales, '名录客户乙')).level_dictText).toBe('核心客户');
    expect((await listed(sales, '名录客户乙', 'en')).level_dictText).toBe('Core customer');
  });
});

describe('related records’ titles', () => {
  it('come with the page that lists them, and show a related record’s new name at once', async () => {
    const customer = await listed(sales, '名录客户乙');
    const added = await t.signedPost(RECORD_API.add('crm', 'crmContacter'), { name: '名录联系人', customerId: customer.id }, sales.token);
    expect(added.statusCode, added.body).toBe(200);
    const contact = async () => {
      const response = await t.signedGet(RECORD_API.list('crm', 'crmContacter'), { pageNo: 1, pageSize: 50 }, sales.token);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<Page<RecordRow>>(response).result.records.find((r) => r.name === '名录联系人')!;
    };
    expect(await contact()).toMatchObject({ customerId: customer.id, customerId_dictText: '名录客户乙' });
    await loose(t.app.db).updateTable('crm_customer').set({ name: '名录客户乙（改）' }).where('id', '=', customer.id).execute();
    expect((await contact()).customerId_dictText).toBe('名录客户乙（改）');
    await loose(t.app.db).updateTable('crm_customer').set({ name: '名录客户乙' }).where('id', '=', customer.id).execute();
  });
});

describe('display texts remembered', () => {
  /** The database, counting the statements run through it. */
  function counting(): { db: Db; statements: () => number } {
    let statements = 0;
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        statements += 1;
        return result;
      },
    };
    return { db: t.app.db.withPlugin(plugin), statements: () => statements };
  }
  const model = () => modelOf(entityOf('crmCustomer'), tenantId, []);
  const directoryVersion = async () =>
    String(
      (
        await t.app.db
          .selectFrom('table_versions')
          .select('version')
          .where('tenant_id', '=', tenantId)
          .where('table_name', '=', DIRECTORY)
          .executeTakeFirstOrThrow()
      ).version,
    );
  /** A page naming a user, a department, a dictionary item, a user who no longer exists and, when given, a parent customer. */
  const page = (parentId: string | null = null): RecordRow[] => [
    {
      id: 'r1',
      ownerId: sales.userId,
      departId: sales.departId,
      level: 'B',
      parentId,
      createBy: 'removed-user',
      createTime: '2026-01-01T00:00:00.000Z',
      updateTime: '2026-01-01T00:00:00.000Z',
      version: 1,
      lockStatus: '0',
      auditStatus: '0',
      bizType: null,
      tags: [],
    },
  ];

  it('shows a page again without reading its texts, a missing user included', async () => {
    // A version no list has read yet: what the page shows is not remembered.
    await t.app.db.updateTable('departments').set({ name: '华南销售部' }).where('id', '=', sales.departId!).execute();
    const version = await directoryVersion();
    const { db, statements } = counting();
    const [first] = await addDisplayTexts(db, 'zh-CN', model(), page(), version);
    expect(statements()).toBe(1);
    const [again] = await addDisplayTexts(db, 'en', model(), page(), version);
    expect(statements()).toBe(1);
    expect(first).toMatchObject({ ownerId_dictText: '李销售（新）', departId_dictText: '华南销售部', level_dictText: '普通客户', createBy_dictText: '' });
    expect(again).toMatchObject({
      ownerId_dictText: '李销售（新）',
      departId_dictText: '华南销售部',
      level_dictText: 'Regular customer',
      createBy_dictText: '',
    });
  });

  it('reads only the version when not given it, and related records’ titles every time', async () => {
    const parent = await listed(admin, '名录客户甲');
    await addDisplayTexts(t.app.db, 'zh-CN', model(), page(parent.id));
    const { db, statements } = counting();
    expect((await addDisplayTexts(db, 'zh-CN', model(), page()))[0]).toMatchObject({ ownerId_dictText: '李销售（新）' });
    expect(statements()).toBe(1);
    expect((await addDisplayTexts(db, 'zh-CN', model(), page(parent.id)))[0]).toMatchObject({ parentId_dictText: '名录客户甲' });
    expect(statements()).toBe(3);
  });

  it('keeps nothing a transaction read that was rolled back', async () => {
    const rolledBack = new Error('rolled back');
    const inTransaction = t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ realname: '未提交' }).where('id', '=', sales.userId).execute();
      expect((await addDisplayTexts(trx, 'zh-CN', model(), page()))[0]).toMatchObject({ ownerId_dictText: '未提交' });
      throw rolledBack;
    });
    await expect(inTransaction).rejects.toBe(rolledBack);
    // Another change now takes the version the rolled-back one had.
    await t.app.db.updateTable('departments').set({ name: '华北销售部' }).where('id', '=', sales.departId!).execute();
    expect((await addDisplayTexts(t.app.db, 'zh-CN', model(), page()))[0]).toMatchObject({ ownerId_dictText: '李销售（新）', departId_dictText: '华北销售部' });
  });
});
