import { RECORD_API, type ImportResult, type Page, type RecordRow } from '@crm/domain';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../../test/app.ts';
import { actor, multipart, type Actor } from '../../../test/records.ts';
import { IMPORT_FILE_BYTES } from '../import-file.ts';
import { IMPORT_ROW_LIMIT } from '../spreadsheets.ts';
import { WORKBOOK_MAX_PARTS } from '../xlsx-archive.ts';

/**
 * Imports of hostile workbooks: each is refused with a short message in the user's language,
 * before it costs more than the limits allow. The workbooks are written by hand (a zip of a few
 * XML parts) so that they can lie the way an attacker's would.
 */

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

const importPath = RECORD_API.importExcel('crm', 'crmCustomer');

function importRequest(payload: Buffer | Readable, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${importPath}`,
    payload,
    headers: { 'Content-Type': contentType, 'X-Access-Token': admin.token, 'Accept-Language': 'en', ...signedHeaders(importPath, {}) },
  });
}

function importFile(content: Buffer, fileName = 'customers.xlsx') {
  const { payload, contentType } = multipart('file', fileName, content);
  return importRequest(payload, contentType);
}

interface ZipPart {
  name: string;
  content: Buffer | string;
  /** The uncompressed size the archive claims (in both headers), when it should lie. */
  declaredSize?: number;
  /** false: only a local header, absent from the central directory. */
  listed?: boolean;
}

/** A zip archive, deflated, written the plain way (sizes in the local headers, no data descriptors). */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.from(part.content);
    const data = deflateRawSync(raw);
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    if (part.listed !== false) {
      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE(20, 4);
      entry.writeUInt16LE(20, 6);
      entry.writeUInt16LE(0x0800, 8);
      entry.writeUInt16LE(8, 10);
      entry.writeUInt32LE(crc32(raw), 16);
      entry.writeUInt32LE(data.length, 20);
      entry.writeUInt32LE(size, 24);
      entry.writeUInt16LE(name.length, 28);
      entry.writeUInt32LE(offset, 42);
      central.push(entry, name);
    }
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cellXml = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
/** A row of texts in columns A, B, C…; these tests use fewer than 27 columns. */
const rowXml = (number: number, texts: string[]) =>
  `<row r="${number}">${texts.map((text, n) => cellXml(`${String.fromCharCode(65 + n)}${number}`, text)).join('')}</row>`;
const sheetXml = (rows: string) => `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** The parts every workbook has, around its one sheet. */
function workbookParts(sheet: Buffer | string): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
    {
      name: 'xl/workbook.xml',
      content: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
  ];
}

const workbookOf = (rows: string) => zipOf(workbookParts(sheetXml(rows)));

/** Rows of one cell, the names of customers `prefix-<row number>`, from row `first` on. */
function customerRows(prefix: string, count: number, first = 2): string {
  let rows = '';
  for (let n = 0; n < count; n++) rows += rowXml(first + n, [`${prefix}-${first + n}`]);
  return rows;
}

async function customersNamed(prefix: string): Promise<number> {
  const response = await t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { keyword: prefix, pageSize: 1 }, admin.token);
  return envelope<Page<RecordRow>>(response).result.total;
}

function expectShortRefusal(response: Awaited<ReturnType<typeof importFile>>, status: number, message: string | RegExp) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.body.length).toBeLessThan(300);
  expect(response.json().message).toMatch(message);
}

describe('import of a workbook that inflates without bound', () => {
  it('imports a workbook written by hand, with only the parts the central directory lists', async () => {
    // A second, hidden sheet of too many rows sits in front, where a reader going from the front would find it first.
    const hidden = { name: 'xl/worksheets/sheet1.xml', content: sheetXml(rowXml(1, ['name']) + customerRows('隐藏', IMPORT_ROW_LIMIT + 10)), listed: false };
    const content = zipOf([hidden, ...workbookParts(sheetXml(rowXml(1, ['name']) + customerRows('手写', 2)))]);
    const response = await importFile(content);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<ImportResult>(response).result).toMatchObject({ imported: 2, failed: 0 });
    expect(await customersNamed('手写-')).toBe(2);
    expect(await customersNamed('隐藏-')).toBe(0);
  });

  it('refuses a small file whose header cell unpacks to 60 MB, and answers other requests meanwhile', async () => {
    const sheet = Buffer.concat([
      Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`),
      Buffer.alloc(60 * 1024 * 1024, 'A'),
      Buffer.from('</t></is></c></row></sheetData></worksheet>'),
    ]);
    const content = zipOf(workbookParts(sheet));
    expect(content.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const [refused, other] = await Promise.all([importFile(content), t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { pageSize: 1 }, admin.token)]);
    expectShortRefusal(refused, 400, 'The workbook unpacks to more than 32 MB; please split it into smaller files');
    expect(other.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('quotes at most a short excerpt of an unknown header', async () => {
    const response = await importFile(workbookOf(rowXml(1, ['name', 'B'.repeat(1024 * 1024)])));
    expectShortRefusal(response, 400, /^Unknown column header: B{40}…$/);
  });

  it('refuses a cell longer than a spreadsheet cell can be', async () => {
    const response = await importFile(workbookOf(rowXml(1, ['name']) + rowXml(2, ['C'.repeat(40_000)])));
    expectShortRefusal(response, 400, 'Row 2, column "Customer name": a cell holds more than 32767 characters');
  });

  it('refuses an archive of too many entries', async () => {
    const filler = Array.from({ length: WORKBOOK_MAX_PARTS }, (_, n) => ({ name: `xl/media/filler${n}.xml`, content: '<x/>' }));
    const response = await importFile(zipOf([...workbookParts(sheetXml(rowXml(1, ['name']))), ...filler]));
    expectShortRefusal(response, 400, `The workbook has more than ${WORKBOOK_MAX_PARTS} parts and cannot be imported`);
  });

  it('refuses an entry that inflates to more than it declares', async () => {
    const parts = workbookParts(sheetXml(rowXml(1, ['name']) + customerRows('谎称', 3)));
    const lying = parts.map((part) => (part.name === 'xl/worksheets/sheet1.xml' ? { ...part, declaredSize: 100 } : part));
    const response = await importFile(zipOf(lying));
    expectShortRefusal(response, 400, 'The file is not a valid .xlsx workbook; it may be damaged');
    expect(await customersNamed('谎称-')).toBe(0);
  });

  it('stops reading at the first row past the limit', async () => {
    // Past the limit the sheet goes on, and then breaks: reading it to the end would fail on the break.
    const brokenRow = '<row r="999999"><c r="A999999" t="inlineStr"><is><t>broken</is></c>';
    const response = await importFile(workbookOf(rowXml(1, ['name']) + customerRows('过多', IMPORT_ROW_LIMIT + 2_000) + brokenRow));
    expectShortRefusal(response, 400, `At most ${IMPORT_ROW_LIMIT} rows can be imported at once`);
    expect(await customersNamed('过多-')).toBe(0);
    // The same break within the limit is read, and refused.
    const broken = await importFile(workbookOf(rowXml(1, ['name']) + customerRows('过多', 10) + brokenRow));
    expectShortRefusal(broken, 400, 'The file is not a valid .xlsx workbook; it may be damaged');
  });
});

describe('the import upload', () => {
  const overSize = () => Buffer.alloc(IMPORT_FILE_BYTES + 1024, 'x');

  it('refuses a file over the import limit with 413, from its declared length', async () => {
    const response = await importFile(overSize());
    expectShortRefusal(response, 413, 'The import file must not be larger than 10 MB');
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a file over the import limit with 413 as soon as it is counted, without reading the rest', async () => {
    const { payload: envelopeOnly, contentType } = multipart('file', 'big.xlsx', Buffer.alloc(0));
    const closing = Buffer.from(`\r\n--${contentType.split('boundary=')[1]}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    // No Content-Length, and a file four times the limit: the server must stop taking it after about one.
    const body = Readable.from(
      (function* () {
        yield envelopeOnly.subarray(0, envelopeOnly.length - closing.length);
        for (; sent < 4 * IMPORT_FILE_BYTES; sent += chunk.length) yield chunk;
        yield closing;
      })(),
    );
    const response = await importRequest(body, contentType);
    expectShortRefusal(response, 413, 'The import file must not be larger than 10 MB');
    expect(sent).toBeLessThan(2 * IMPORT_FILE_BYTES);
  });

  it('answers 400 promptly to a multipart body that ends inside the file', async () => {
    const { payload, contentType } = multipart('file', 'cut.xlsx', workbookOf(rowXml(1, ['name'])));
    const cut = payload.subarray(0, payload.length - 200);
    const started = Date.now();
    const response = await importRequest(cut, contentType);
    expectShortRefusal(response, 400, 'The import file arrived incomplete or malformed, please choose it again');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 400 to a multipart request without a boundary', async () => {
    const { payload } = multipart('file', 'a.xlsx', workbookOf(rowXml(1, ['name'])));
    const response = await importRequest(payload, 'multipart/form-data');
    expectShortRefusal(response, 400, 'The import file arrived incomplete or malformed, please choose it again');
  });

  it('answers another import normally afterwards', async () => {
    const response = await importFile(workbookOf(rowXml(1, ['name']) + customerRows('之后', 1)));
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<ImportResult>(response).result).toMatchObject({ imported: 1, failed: 0 });
  });
});
