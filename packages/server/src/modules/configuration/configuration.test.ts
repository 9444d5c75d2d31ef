import type { AccountInfo, BizType, CurrentApp, Currency, DataShare, Page, RichText, SysConfig, TableMade, Tag } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

let t: TestApp;
let sales: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = (await t.login('sales')).token;
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

describe('company and account', () => {
  it('GET /sys/sysAccount/getSysAccountInfo answers the tenant account', async () => {
    const info = envelope<AccountInfo>(await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, sales)).result;
    expect(info).toMatchObject({ name: '北京华信云创科技有限公司', status: '0', tenantType: '1', watermark: 1 });
    const daysLeft = (new Date(info.endTime!).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(360);
  });

  it('records a violation by PUT and by POST, with or without a token', async () => {
    const put = await t.put('/sys/sysAccount/violation', { reason: 'companyInfo failed', page: '/index' }, sales, { 'User-Agent': 'test-agent' });
    expect(put.statusCode).toBe(200);
    expect(envelope(put).success).toBe(true);
    const post = await t.signedPost('/sys/sysAccount/violation', { reason: 'no token' });
    expect(post.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('violations').selectAll().orderBy('created_at').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ user_agent: 'test-agent', ip: '127.0.0.1' });
    expect(rows[0]!.tenant_id).toEqual(expect.any(String));
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ reason: 'companyInfo failed', page: '/index' });
    expect(rows[1]).toMatchObject({ tenant_id: null, user_id: null });
  });
});

describe('tags, cache, configuration', () => {
  it('GET /crm/crmTag/allList answers the tags with their colours, optionally by table', async () => {
    const tags = envelope<Tag[]>(await t.signedGet('/crm/crmTag/allList', {}, sales)).result;
    expect(tags.map((tag) => tag.bgcolor).sort()).toEqual(['blue', 'blue', 'green', 'orange', 'other', 'red']);
    expect(tags[0]).toEqual({ id: expect.any(String), name: '重要客户', bgcolor: 'red', tableName: 'crm_customer' });
    const clueTags = envelope<Tag[]>(await t.signedGet('/crm/crmTag/allList', { tableName: 'crm_clue' }, sales)).result;
    expect(clueTags.map((tag) => tag.name)).toEqual(['待跟进']);
  });

  it('GET /sys/clearCache answers success', async () => {
    const response = await t.signedGet('/sys/clearCache', {}, admin);
    expect(envelope(response)).toMatchObject({ success: true, code: 200 });
  });

  it('GET /sys/sysConfig/queryByConfigCode answers the value, 404 when absent', async () => {
    const phone = envelope<SysConfig>(await t.signedGet('/sys/sysConfig/queryByConfigCode', { configCode: 'servicePhone' }, sales)).result;
    expect(phone).toEqual({ configCode: 'servicePhone', configValue: '400-820-8820' });
    const email = envelope<SysConfig>(await t.signedGet('/sys/sysConfig/queryByConfigCode', { configCode: 'serviceEmail' }, sales)).result;
    expect(email.configValue).toBe('service@huaxincloud.cn');
    expect((await t.signedGet('/sys/sysConfig/queryByConfigCode', { configCode: 'nothing' }, sales)).statusCode).toBe(404);
    expect((await t.signedGet('/sys/sysConfig/queryByConfigCode', {}, sales)).statusCode).toBe(400);
  });

  it('GET /sys/sysRichText/queryById answers the about-us text in the request language', async () => {
    const config = envelope<SysConfig>(await t.signedGet('/sys/sysConfig/queryByConfigCode', { configCode: 'aboutUsRichTextId' }, sales)).result;
    const zh = envelope<RichText>(await t.signedGet('/sys/sysRichText/queryById', { id: config.configValue }, sales)).result;
    expect(zh.title).toBe('关于我们');
    expect(zh.content).toContain('北京华信云创科技有限公司');
    const en = envelope<RichText>(await t.signedGet('/sys/sysRichText/queryById', { id: config.configValue }, sales, { 'Accept-Language': 'en' })).result;
    expect(en.title).toBe('About us');
    expect(en.content).toContain('Huaxin Cloud');
    const tw = envelope<RichText>(await t.signedGet('/sys/sysRichText/queryById', { id: config.configValue }, sales, { 'Accept-Language': 'zh-TW' })).result;
    expect(tw.title).toBe('關於我們');
    expect((await t.signedGet('/sys/sysRichText/queryById', { id: 'missing' }, sales)).statusCode).toBe(404);
  });

  it('sanitises rich text so that no script can run', async () => {
    const tenantId = envelope<AccountInfo>(await t.signedGet('/sys/sysAccount/getSysAccountInfo', {}, sales)).result.id;
    const id = randomUUID();
    await t.app.db
      .insertInto('rich_texts')
      .values({
        id,
        tenant_id: tenantId,
        title: 'x',
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="javascript:alert(1)" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><img src="https://cdn.example/a.png">',
        created_at: new Date().toISOString(),
      })
      .execute();
    const text = envelope<RichText>(await t.signedGet('/sys/sysRichText/queryById', { id }, sales)).result;
    expect(text.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(text.content).toContain('<p>Hi</p>');
    expect(text.content).toContain('<img src="https://cdn.example/a.png" />');
  });

  it('GET /sys/sysApp/queryCurrentApp and /sys/sysCurrency/queryDefaultCurrency', async () => {
    const app = envelope<CurrentApp>(await t.signedGet('/sys/sysApp/queryCurrentApp', {}, sales)).result;
    expect(app).toEqual({ id: expect.any(String), name: '移动CRM', authMultorg: 1 });
    const currency = envelope<Currency>(await t.signedGet('/sys/sysCurrency/queryDefaultCurrency', {}, sales)).result;
    expect(currency).toEqual({ code: 'CNY', name: '人民币', symbol: '¥', rate: '1', isDefault: 1 });
  });

  it('GET /system/sysDataShare/queryRwList answers the shares to the caller', async () => {
    const shares = envelope<DataShare[]>(await t.signedGet('/system/sysDataShare/queryRwList', {}, sales)).result;
    expect(shares).toEqual([{ id: expect.any(String), tableName: 'crm_customer', fromUserId: expect.any(String), fromUserName: '赵磊', rw: 'r' }]);
    expect(envelope<DataShare[]>(await t.signedGet('/system/sysDataShare/queryRwList', {}, admin)).result).toEqual([]);
  });
});

describe('business tables and types', () => {
  it('GET /system/sysTableMade/list answers the record tables, filterable', async () => {
    const page = envelope<Page<TableMade>>(await t.signedGet('/system/sysTableMade/list', { pageSize: 1000 }, sales)).result;
    expect(page.total).toBeGreaterThan(30);
    expect(page.size).toBe(1000);
    const customer = page.records.find((table) => table.tableName === 'crm_customer')!;
    expect(customer).toEqual({
      tableId: expect.any(String),
      name: '客户',
      tableName: 'crm_customer',
      packageName: 'crm',
      apiName: 'crmCustomer',
      status: '0',
      hasChild: '0',
    });
    const noChildren = envelope<Page<TableMade>>(await t.signedGet('/system/sysTableMade/list', { pageSize: 1000, hasChild: 0, status: 0 }, sales)).result;
    expect(noChildren.records.every((table) => table.hasChild === '0')).toBe(true);
    expect(noChildren.records.some((table) => table.apiName === 'crmOrder')).toBe(false);
    const one = envelope<Page<TableMade>>(await t.signedGet('/system/sysTableMade/list', { tableName: 'crm_order' }, sales)).result;
    expect(one.records.map((table) => [table.apiName, table.hasChild])).toEqual([['crmOrder', '1']]);
    expect((await t.signedGet('/system/sysTableMade/list', { pageSize: 5000 }, sales)).statusCode).toBe(400);
  });

  it('GET /system/sysTableMade/queryByTableId and /sys/sysBizType/queryListByTableId', async () => {
    const page = envelope<Page<TableMade>>(await t.signedGet('/system/sysTableMade/list', { tableName: 'crm_customer' }, sales)).result;
    const { tableId } = page.records[0]!;
    const table = envelope<TableMade>(await t.signedGet('/system/sysTableMade/queryByTableId', { tableId }, sales)).result;
    expect(table.apiName).toBe('crmCustomer');
    expect((await t.signedGet('/system/sysTableMade/queryByTableId', { tableId: 'nope' }, sales)).statusCode).toBe(404);

    const active = envelope<BizType[]>(await t.signedGet('/sys/sysBizType/queryListByTableId', { tableId, status: 0 }, sales)).result;
    expect(active.map((type) => [type.no, type.name])).toEqual([
      ['KH01', '普通客户'],
      ['KH02', '渠道客户'],
      ['KH03', '大客户'],
    ]);
    expect(active[0]).toEqual({ id: expect.any(String), no: 'KH01', name: '普通客户', status: '0', tableId });
    const all = envelope<BizType[]>(await t.signedGet('/sys/sysBizType/queryListByTableId', { tableId }, sales)).result;
    expect(all).toHaveLength(4);
  });
});
