import { findEntity, RECORD_API, type ImportResult, type Page, type RecordRow } from '@crm/domain';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
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

/** Every sheet of a workbook in its order: its name and its rows as text, each row as wide as the header (empty cells ''). */
async function sheetsOf(buffer: Buffer): Promise<{ name: string; rows: string[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const width = sheet.getRow(1).cellCount;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
    return { name: sheet.name, rows };
  });
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
    const sheets = await sheetsOf(response.rawPayload);
    // Customers have no lines: one sheet.
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Customer']);
    const rows = sheets[0]!.rows;
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

describe('export of records with lines', () => {
  type Api = 'crmQuote' | 'crmOrder' | 'crmProduct' | 'crmCustomer';
  const exportOf = (apiName: Api, query: Record<string, string>) => `/api${RECORD_API.exportXls('crm', apiName)}?${new URLSearchParams(query)}`;
  const download = async (who: Actor, apiName: Api, query: Record<string, string>, lang: string) => {
    const response = await t.app.inject({ method: 'GET', url: exportOf(apiName, query), headers: { 'X-Access-Token': who.token, 'Accept-Language': lang } });
    expect(response.statusCode, response.body).toBe(200);
    return sheetsOf(response.rawPayload);
  };
  async function add(who: Actor, apiName: Api, values: Record<string, unknown>): Promise<RecordRow> {
    const response = await t.signedPost(RECORD_API.add('crm', apiName), values, who.token);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<RecordRow>(response).result;
  }

  // Two products (units: set, unit), the salesperson's two quotes with several lines, and the
  // administrator's quote with the same words in its remark, which the salesperson does not see.
  let boards: RecordRow, cables: RecordRow;
  let first: RecordRow, second: RecordRow, others: RecordRow, order: RecordRow;
  beforeAll(async () => {
    boards = await add(admin, 'crmProduct', { name: '导出明细主板', code: 'XL-1', unit: '1', standardPrice: 100, costPrice: 60 });
    cables = await add(admin, 'crmProduct', { name: '导出明细线缆', code: 'XL-2', unit: '2', standardPrice: 2.5, costPrice: 1.2 });
    const buyer = await add(sales, 'crmCustomer', { name: '导出明细客户' });
    first = await add(sales, 'crmQuote', {
      customerId: buyer.id,
      remark: '导出明细报价 甲',
      details: [
        { productId: boards.id, unit: '1', price: 100, quantity: 3, discount: 50 },
        { productId: cables.id, unit: '2', price: 2.5, quantity: 4, remark: '加急' },
        { productId: boards.id, unit: '1', price: 90, quantity: 1 },
      ],
    });
    second = await add(sales, 'crmQuote', {
      customerId: buyer.id,
      remark: '导出明细报价 乙',
      details: [
        { productId: cables.id, unit: '2', price: 3, quantity: 10 },
        { productId: boards.id, unit: '1', price: 100, quantity: 2 },
      ],
    });
    others = await add(admin, 'crmQuote', {
      customerId: buyer.id,
      remark: '导出明细报价 丙',
      details: [{ productId: cables.id, unit: '2', price: 2, quantity: 7 }],
    });
    order = await add(sales, 'crmOrder', {
      customerId: buyer.id,
      remark: '导出明细订单',
      details: [
        { productId: cables.id, unit: '2', price: 2.5, quantity: 8 },
        { productId: boards.id, unit: '1', price: 95, quantity: 2, discount: 90 },
      ],
    });
  });

  const quoteLines = {
    en: ['Quotation', 'Product', 'Product name', 'Unit', 'Unit price', 'Quantity', 'Discount (%)', 'Amount', 'Cost price', 'Cost amount', 'Remark'],
    'zh-CN': ['报价单', '产品', '产品名称', '单位', '单价', '数量', '折扣（%）', '金额', '成本价', '成本金额', '备注'],
  };
  /** A quote's lines as the sheet shows them in English. */
  const linesOfQuote = (quote: RecordRow): string[][] => {
    const no = String(quote.quoteNo);
    if (quote.id === first.id)
      return [
        [no, '导出明细主板', '导出明细主板', 'set', '100', '3', '50', '150', '60', '180', ''],
        [no, '导出明细线缆', '导出明细线缆', 'unit', '2.5', '4', '100', '10', '1.2', '4.8', '加急'],
        [no, '导出明细主板', '导出明细主板', 'set', '90', '1', '100', '90', '60', '60', ''],
      ];
    if (quote.id === second.id)
      return [
        [no, '导出明细线缆', '导出明细线缆', 'unit', '3', '10', '100', '30', '1.2', '12', ''],
        [no, '导出明细主板', '导出明细主板', 'set', '100', '2', '100', '200', '60', '120', ''],
      ];
    return [[no, '导出明细线缆', '导出明细线缆', 'unit', '2', '7', '100', '14', '1.2', '8.4', '']];
  };

  it('writes the lines of the exported quotes on a second sheet, under their quote numbers, in the records’ order', async () => {
    // Newest number first: the second quote's lines come before the first's, each in its own order.
    const sheets = await download(sales, 'crmQuote', { keyword: '导出明细报价', fields: 'quoteNo,remark', sortField: 'quoteNo', sortOrder: 'desc' }, 'en');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Quotation', 'Details']);
    const [records, lines] = [sheets[0]!, sheets[1]!];
    expect(records.rows).toEqual([
      ['Quotation number', 'Remark'],
      [second.quoteNo, '导出明细报价 乙'],
      [first.quoteNo, '导出明细报价 甲'],
    ]);
    // Not the administrator's quote, nor its line: the salesperson does not see it.
    expect(lines.rows).toEqual([quoteLines.en, ...linesOfQuote(second), ...linesOfQuote(first)]);
    expect(lines.rows.some((row) => row[0] === others.quoteNo)).toBe(false);

    // The administrator sees all three, ascending this time.
    const all = await download(admin, 'crmQuote', { keyword: '导出明细报价', sortField: 'quoteNo', sortOrder: 'asc' }, 'en');
    expect(all[1]!.rows.slice(1)).toEqual([first, second, others].flatMap(linesOfQuote));
  });

  it('writes only the lines of the records the filter exports', async () => {
    const sheets = await download(sales, 'crmQuote', { keyword: '导出明细报价 甲' }, 'en');
    expect(sheets[0]!.rows).toHaveLength(2);
    expect(sheets[1]!.rows.slice(1)).toEqual(linesOfQuote(first));

    const byStatus = JSON.stringify([{ field: 'status', op: 'eq', value: '4' }]);
    const none = await download(sales, 'crmQuote', { keyword: '导出明细报价', filters: byStatus }, 'en');
    expect(none.map((sheet) => sheet.rows)).toEqual([[expect.arrayContaining(['Quotation number'])], [quoteLines.en]]);
  });

  it('names the sheet and its columns, and shows dictionary texts, in the caller’s language', async () => {
    const sheets = await download(sales, 'crmQuote', { keyword: '导出明细报价 甲' }, 'zh-CN');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['报价单', '产品明细']);
    expect(sheets[1]!.rows[0]).toEqual(quoteLines['zh-CN']);
    expect(sheets[1]!.rows.slice(1).map((row) => [row[0], row[3]])).toEqual([
      [first.quoteNo, '套'],
      [first.quoteNo, '台'],
      [first.quoteNo, '套'],
    ]);
  });

  it('writes an order’s lines the same way', async () => {
    const sheets = await download(sales, 'crmOrder', { keyword: '导出明细订单' }, 'en');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Order', 'Details']);
    expect(sheets[1]!.rows).toEqual([
      ['Order', 'Product', 'Product name', 'Unit', 'Unit price', 'Quantity', 'Discount (%)', 'Amount', 'Remark'],
      [order.orderNo, '导出明细线缆', '导出明细线缆', 'unit', '2.5', '8', '100', '20', ''],
      [order.orderNo, '导出明细主板', '导出明细主板', 'set', '95', '2', '90', '171', ''],
    ]);
  });

  it('refuses when the exported records have more lines than a sheet may hold', async () => {
    const line = findEntity('crmQuote')!.fields.find((field) => field.name === 'details')!.lines!.object;
    const db = t.app.db as unknown as Kysely<any>;
    const quote = await add(sales, 'crmQuote', {
      customerId: first.customerId,
      remark: '导出明细很多行',
      details: [{ productId: cables.id, unit: '2', price: 1, quantity: 1 }],
    });
    const sample = await db.selectFrom(line.table).selectAll().where('quote_id', '=', quote.id).executeTakeFirstOrThrow();
    const copies = Array.from({ length: 10_000 }, (_, i) => ({ ...sample, id: randomUUID(), sort_order: i + 1 }));
    for (let i = 0; i < copies.length; i += 500)
      await db
        .insertInto(line.table)
        .values(copies.slice(i, i + 500))
        .execute();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: exportOf('crmQuote', { keyword: '导出明细很多行' }),
        headers: { 'X-Access-Token': sales.token, 'Accept-Language': 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('At most 10000 rows can be exported at once, please narrow the filter');
    } finally {
      await db.deleteFrom(line.table).where('quote_id', '=', quote.id).where('id', '!=', sample.id).execute();
    }
  });

  it('imports the first sheet only: the lines sheet of an exported file is left alone', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: exportOf('crmQuote', { keyword: '导出明细报价', fields: 'quoteDate,customerId,remark' }),
      headers: { 'X-Access-Token': admin.token, 'Accept-Language': 'en' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 7]);
    // New remarks, so what the import adds is told apart from the quotes above.
    workbook.worksheets[0]!.eachRow((row, number) => {
      if (number > 1) row.getCell(3).value = `导入-${String(row.getCell(3).value)}`;
    });
    const { payload, contentType } = multipart('file', 'quotes.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const path = RECORD_API.importExcel('crm', 'crmQuote');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload,
      headers: { 'Content-Type': contentType, 'X-Access-Token': admin.token, 'Accept-Language': 'en', ...signedHeaders(path, {}) },
    });
    // The three quotes' rows are read; the lines sheet's headers ("Product", "Unit price"), which
    // are no quote field's, would have refused the file, and its six rows are not quotes.
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<ImportResult>(response).result;
    expect(result.imported + result.failed).toBe(3);
    expect(result.errors.every((error) => [2, 3, 4].includes(error.row))).toBe(true);
  });
});
