import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badRequest, HttpError } from '../../http/http-error.ts';

/**
 * An xlsx is a zip archive, and a zip can promise far more than it holds: 100 KB that inflate
 * to 100 MB, sizes in the directory that the data does not keep, entries that only a reader
 * going from the front sees. Before a workbook is parsed, its central directory is checked
 * against the limits below, every part is inflated once and thrown away to prove it keeps to
 * its declared size, and the spreadsheet reader then gets an archive rebuilt from the checked
 * parts alone.
 */

const MB = 1024 * 1024;

/**
 * An import of the most rows allowed (5,000 rows of 30 columns of company names and remarks)
 * unpacks to about 14 MB, a 5.3 MB sheet and 8.1 MB of shared strings: the limits leave room
 * for three times that, and keep what parsing may cost bounded.
 */
export const WORKBOOK_MAX_UNPACKED_BYTES = 40 * MB;
export const WORKBOOK_MAX_PART_BYTES = 32 * MB;
/**
 * exceljs builds the cell formats of the styles part in one go once it is read (1.7 million of
 * them in 30 MB held the event loop for 0.4 s); Excel itself allows 64,000, about 8 MB.
 */
export const WORKBOOK_MAX_STYLES_BYTES = 8 * MB;
/** A workbook of a few dozen sheets with pictures and comments has a few hundred parts. */
export const WORKBOOK_MAX_PARTS = 1_000;

const STORED = 0;
const DEFLATED = 8;

/** The parts exceljs's streaming reader looks for by name, besides the worksheets. */
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const LEADING_PARTS = [WORKBOOK_RELATIONSHIPS, WORKBOOK, SHARED_STRINGS, STYLES];

/** A checked part: what its central directory entry says, and its compressed bytes in the upload. */
interface WorkbookPart {
  name: string;
  method: number;
  crc32: number;
  uncompressedSize: number;
  data: Buffer;
}

const damaged = () => badRequest('importWorkbookDamaged');
const tooLarge = (bytes: number) => badRequest('importWorkbookTooLarge', { size: `${bytes / MB} MB` });

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** The entries of the central directory, refused as soon as one breaks a limit, before anything is inflated. */
async function listedEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > WORKBOOK_MAX_PARTS) throw badRequest('importWorkbookTooManyParts', { max: WORKBOOK_MAX_PARTS });
  const entries: Entry[] = [];
  const names = new Set<string>();
  let unpacked = 0;
  for await (const entry of zip.eachEntry()) {
    const limit = entry.fileName === STYLES ? WORKBOOK_MAX_STYLES_BYTES : WORKBOOK_MAX_PART_BYTES;
    if (entry.uncompressedSize > limit) throw tooLarge(limit);
    unpacked += entry.uncompressedSize;
    if (unpacked > WORKBOOK_MAX_UNPACKED_BYTES) throw tooLarge(WORKBOOK_MAX_UNPACKED_BYTES);
    if (entry.isEncrypted() || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)) throw damaged();
    // A package names each of its parts once; a second part of the same name is not a workbook's.
    if (names.has(entry.fileName)) throw damaged();
    names.add(entry.fileName);
    entries.push(entry);
  }
  return entries;
}

/**
 * Inflates each entry into nothing: yauzl (validateEntrySizes) fails a stream the moment it
 * yields a byte more than declared, so this costs time in proportion to the checked limits and
 * no memory. Answers the parts with their compressed bytes, which are what gets parsed later.
 */
async function provenParts(zip: ZipFile, content: Buffer, entries: Entry[]): Promise<WorkbookPart[]> {
  const parts: WorkbookPart[] = [];
  for (const entry of entries) {
    await pipeline(await zip.openReadStreamPromise(entry), discard());
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    parts.push({
      name: entry.fileName,
      method: entry.compressionMethod,
      crc32: entry.crc32,
      uncompressedSize: entry.uncompressedSize,
      data: content.subarray(fileDataStart, fileDataStart + entry.compressedSize),
    });
  }
  return parts;
}

function storedPart(name: string, text: string): WorkbookPart {
  const data = Buffer.from(text);
  return { name, method: STORED, crc32: crc32(data), uncompressedSize: data.length, data };
}

/** The number of a worksheet part, matched as exceljs matches it (anywhere in the name); 0 for other parts. */
function sheetNumber(name: string): number {
  const match = /xl\/worksheets\/sheet(\d+)[.]xml/.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * exceljs's streaming reader parks a worksheet in a temporary file when the worksheet comes
 * before the workbook's relationships and shared strings (Excel and exceljs both write it
 * before them), and leaves that file behind when the import stops at the row limit. So the
 * workbook's own parts go first, the worksheets last in their number order, and a workbook
 * without shared strings gets an empty table of them.
 */
function readingOrder(parts: WorkbookPart[]): WorkbookPart[] {
  const names = new Set(parts.map((p) => p.name));
  if (!names.has(WORKBOOK) || !names.has(WORKBOOK_RELATIONSHIPS)) throw damaged();
  const all = names.has(SHARED_STRINGS) ? [...parts] : [...parts, storedPart(SHARED_STRINGS, '<sst/>')];
  const rank = (part: WorkbookPart) => {
    const leading = LEADING_PARTS.indexOf(part.name);
    if (leading >= 0) return leading;
    const sheet = sheetNumber(part.name);
    return sheet > 0 ? LEADING_PARTS.length + 1 + sheet : LEADING_PARTS.length;
  };
  return all.sort((a, b) => rank(a) - rank(b));
}

const UTF8_NAMES = 0x0800;

function localHeader(part: WorkbookPart): Buffer {
  const name = Buffer.from(part.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(part.method, 8);
  header.writeUInt32LE(part.crc32, 14);
  header.writeUInt32LE(part.data.length, 18);
  header.writeUInt32LE(part.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** The end record a sequential reader stops at; it reads no central directory, so none is written. */
function endRecord(count: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(offset, 16);
  return record;
}

/**
 * The checked parts as a zip for a reader that goes from the front (exceljs's streaming reader
 * uses unzipper): one local header per part, with the sizes of the central directory and no
 * data descriptor, then its proven bytes. Such a reader sees exactly the listed parts, whatever
 * else the upload held between or around them. The bytes are views of the upload, not copies.
 */
function* sequentialArchive(parts: WorkbookPart[]): Generator<Buffer> {
  let offset = 0;
  for (const part of parts) {
    const header = localHeader(part);
    yield header;
    yield part.data;
    offset += header.length + part.data.length;
  }
  yield endRecord(parts.length, offset);
}

/** The uploaded workbook, checked, as the stream its parts are read from; 400 for an archive that breaks a limit or is not one. */
export async function checkedWorkbook(content: Buffer): Promise<Readable> {
  let zip: ZipFile | null = null;
  try {
    zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, validateEntrySizes: true });
    const parts = await provenParts(zip, content, await listedEntries(zip));
    return Readable.from(sequentialArchive(readingOrder(parts)), { objectMode: false });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw damaged();
  } finally {
    zip?.close();
  }
}
