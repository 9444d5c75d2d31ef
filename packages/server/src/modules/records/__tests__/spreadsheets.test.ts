import { RECORD_API, type ImportResult, type Page, type RecordRow } from '@crm/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../../test/app.ts';
import { actor, multipart, type Actor } from '../../../test/records.ts';

let t: TestApp;
let admin: Actor, sales: Actor, zhoujie: Actor;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, zhoujie] = await Promise.all([actor(t, 'admin'), actor(t, 'sales'), actor(t, 'zhoujie')]);
});
afterAll(() => t.close());

const exportUrl = (query: Record<string, string>) => `/api${RECORD_API.exportXls('crm', 'crmCustomer')}?${new URLSearchParams(query)}`;

async function rowsOf(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

function importFile(token: string, fileName: string, content: Buffer, lang = 'zh-CN') {
  const { payload, contentType } = multipart('file', fileName, content);
  const path = RECORD_API.importExcel('crm', 'crmCustomer');
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { 'Content-Type': contentType, 'X-Access-Token': token, 'Accept-Language': lang, ...signedHeaders(path, {}) },
  });
}

describe('export and import', () => {
  it('exports what the caller sees with translated headers and display texts, without a signature', async () => {
    const total = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { keyword: '科技', pageSize: 1 }, sales.token)).result
      .total;
    const response = await t.app.inject({
      method: 'GET',
      url: exportUrl({ keyword: '科技', fields: 'name,level,ownerId' }),
      headers: { 'X-Access-Token': sales.token, 'Accept-Language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]).toEqual(['Customer name', 'Customer level']);
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1).every((r) => ['Key customer', 'Regular customer', 'Low-priority customer', ''].includes(r[1] ?? ''))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: exportUrl({}) })).statusCode).toBe(401);
  });

  it('imports the exported rows back, reporting the bad ones by row number', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: exportUrl({ keyword: '科技', fields: 'name,level,industry,phone' }),
      headers: { 'X-Access-Token': zhoujie.token },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const count = sheet.rowCount - 1;
    // New names, so uniqueness lets them in; one row has a bad phone, one a level that does not exist.
    sheet.eachRow((row, number) => {
      if (number > 1) row.getCell(1).value = `导入-${String(row.getCell(1).value)}`;
    });
    sheet.getRow(2).getCell(4).value = 'abc';
    sheet.getRow(3).getCell(2).value = '不存在的级别';
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importFile(zhoujie.token, 'customers.xlsx', content);
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<ImportResult>(response).result;
    expect(result).toMatchObject({ imported: count - 2, failed: 2 });
    expect(result.errors.map((e) => e.row)).toEqual([2, 3]);
    expect(result.errors[0]!.message).toContain('电话');
    const imported = envelope<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { keyword: '导入-', pageSize: 1000 }, zhoujie.token),
    ).result;
    expect(imported.total).toBe(count - 2);
    expect(imported.records.every((r) => r.ownerId === zhoujie.userId)).toBe(true);
  });

  it('refuses without the import permission, without a file or with another format', async () => {
    expect((await importFile(sales.token, 'a.xlsx', Buffer.from('x'))).statusCode).toBe(403);
    const notXlsx = await importFile(admin.token, 'a.csv', Buffer.from('a,b'), 'en');
    expect(notXlsx.json().message).toBe('Only .xlsx files can be imported');
    const path = RECORD_API.importExcel('crm', 'crmCustomer');
    const none = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: {},
      headers: { 'X-Access-Token': admin.token, 'Accept-Language': 'en', ...signedHeaders(path, {}, {}) },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('The import file must be chosen');
  });
});
