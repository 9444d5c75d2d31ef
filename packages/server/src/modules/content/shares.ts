import {
  CONTENT_READ_MAX_SECONDS,
  entityOf,
  SHAREABLE_PAGES,
  type ContentShare,
  type ContentVisit,
  type FileRef,
  type Page,
  type PublicContent,
  type RecordRow,
  type ShareableObject,
} from '@crm/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { PageWindow } from '../../http/paging.ts';
import { loadModel, loose } from '../records/record-model.ts';
import { addRecordIn, recordById, type RecordCall } from '../records/record-service.ts';
import { callOnBehalf } from '../terminal/acting.ts';

/**
 * Links to content and who opened them (issue 20, CONTENT_API): the key of a link names its
 * tenant, record and sharer, so the public calls take no token and read nothing else; a revoked
 * key, a record gone, or an article taken back to draft opens nothing (404, none told apart).
 */

/** An article's and a smart form's published status: a draft is not shared. */
const PUBLISHED = '1';

export const isShareable = (apiName: string): apiName is ShareableObject => Object.hasOwn(SHAREABLE_PAGES, apiName);

const pathOf = (apiName: ShareableObject, key: string) => `${SHAREABLE_PAGES[apiName]}?key=${key}`;

const filesOf = (record: RecordRow, field: string): FileRef[] => (Array.isArray(record[field]) ? (record[field] as FileRef[]) : []);

/** A video's film (its `video` field's one file), or null. */
const videoOf = (record: RecordRow): FileRef | null => filesOf(record, 'video')[0] ?? null;

/**
 * Why a record may not be shared now (a server message's key), or null: an article until it is
 * published, a video without its film, a file box without a file. A link opens nothing while so.
 */
function refusalToShare(apiName: ShareableObject, record: RecordRow): string | null {
  if (apiName === 'cmsArticle' && record.status !== PUBLISHED) return 'contentNotPublished';
  if (apiName === 'cmsVideo' && !videoOf(record)) return 'contentVideoMissing';
  if (apiName === 'cmsFile' && filesOf(record, 'files').length === 0) return 'contentFilesMissing';
  if (apiName === 'cmsSmartForm' && record.status !== PUBLISHED) return 'smartFormNotPublished';
  if (apiName === 'cmsSmartForm' && !(Array.isArray(record.questions) && record.questions.length > 0)) return 'smartFormNoQuestions';
  return null;
}

/**
 * The caller's link to a record they may read (its object's view right and scope, as its detail
 * screen): the one they made before while it stands, else a new one.
 */
export async function shareRecord(call: RecordCall, apiName: ShareableObject, id: string): Promise<ContentShare> {
  const entity = entityOf(apiName);
  const record = await recordById(call, await loadModel(call.db, call.viewer.tenantId, entity), id);
  const refusal = refusalToShare(apiName, record);
  if (refusal) throw new HttpError(422, refusal);
  const existing = await call.db
    .selectFrom('content_shares')
    .select('share_key')
    .where('tenant_id', '=', call.viewer.tenantId)
    .where('sharer_id', '=', call.viewer.userId)
    .where('object_name', '=', apiName)
    .where('record_id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const key = existing?.share_key ?? randomBytes(16).toString('base64url');
  if (!existing) {
    await call.db
      .insertInto('content_shares')
      .values({
        share_key: key,
        tenant_id: call.viewer.tenantId,
        object_name: apiName,
        record_id: id,
        sharer_id: call.viewer.userId,
        created_at: nowText(),
        revoked_at: null,
      })
      .execute();
  }
  return { key, apiName, recordId: id, path: pathOf(apiName, key) };
}

/** Stops one of the caller's links opening (404 for another's). */
export async function revokeShare(call: RecordCall, key: string): Promise<void> {
  const done = await call.db
    .updateTable('content_shares')
    .set({ revoked_at: nowText() })
    .where('tenant_id', '=', call.viewer.tenantId)
    .where('sharer_id', '=', call.viewer.userId)
    .where('share_key', '=', key)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw notFound();
}

interface OpenShare {
  key: string;
  tenantId: string;
  apiName: ShareableObject;
  recordId: string;
  sharerId: string;
  sharerName: string;
  companyCode: string;
}

/** The link a key opens, with its record as the sharer reads it; 404 for a revoked or unknown key, a record gone or not shareable now. */
export async function openShare(
  db: Kysely<Database>,
  lang: RecordCall['lang'],
  key: string,
): Promise<{ share: OpenShare; record: RecordRow; call: RecordCall }> {
  const row = await db
    .selectFrom('content_shares')
    .innerJoin('users', 'users.id', 'content_shares.sharer_id')
    .innerJoin('tenants', 'tenants.id', 'content_shares.tenant_id')
    .select([
      'content_shares.tenant_id as tenantId',
      'content_shares.object_name as apiName',
      'content_shares.record_id as recordId',
      'content_shares.sharer_id as sharerId',
      'users.realname as sharerName',
      'users.company_code as companyCode',
      'tenants.status as tenantStatus',
    ])
    .where('content_shares.share_key', '=', key)
    .where('content_shares.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.tenantStatus !== '0' || !isShareable(row.apiName)) throw notFound();
  const share: OpenShare = { ...row, apiName: row.apiName as ShareableObject, key };
  const call = callOnBehalf(db, lang, { tenantId: share.tenantId, companyCode: share.companyCode }, share.sharerId);
  const record = await recordById(call, await loadModel(db, share.tenantId, entityOf(share.apiName)), share.recordId).catch(() => null);
  if (!record || refusalToShare(share.apiName, record)) throw notFound();
  return { share, record, call };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The record's attachments (an article's files, a document's file, a file box's files). */
const attachmentsOf = (record: RecordRow): FileRef[] => [...filesOf(record, 'files'), ...filesOf(record, 'file')];

/** The cover picture's path (an uploaded one, or a picture's web address), or null. */
const coverOf = (record: RecordRow): string | null => filesOf(record, 'cover')[0]?.path ?? null;

/**
 * A file a link's key opens: one of its record's own (the cover, an attachment, a video's film),
 * never another of the tenant's; 404 for any other path, none told apart.
 */
export async function sharedFile(db: Kysely<Database>, lang: RecordCall['lang'], key: string, path: string): Promise<{ tenantId: string; path: string }> {
  const { share, record } = await openShare(db, lang, key);
  const own = [coverOf(record), videoOf(record)?.path, ...attachmentsOf(record).map((file) => file.path)];
  if (!own.includes(path)) throw notFound();
  return { tenantId: share.tenantId, path };
}

/** What the public page shows of a link's record. */
export async function publicContent(db: Kysely<Database>, lang: RecordCall['lang'], key: string): Promise<PublicContent> {
  const { share, record } = await openShare(db, lang, key);
  const files = attachmentsOf(record).map(({ path, name, size }) => ({ path, name, size }));
  const video = videoOf(record);
  const company = await db.selectFrom('tenants').select('name').where('id', '=', share.tenantId).executeTakeFirstOrThrow();
  return {
    apiName: share.apiName,
    title: String(record.title ?? ''),
    category_dictText: text(record.category_dictText),
    summary: text(record.summary),
    content: text(record.content),
    description: text(record.description),
    cover: coverOf(record),
    files,
    video: video && { path: video.path, name: video.name, size: video.size },
    duration: text(record.duration),
    companyName: company.name,
    sharerName: share.sharerName,
    updateTime: String(record.updateTime ?? ''),
  };
}

/** What a browser's user agent says the visitor opened the page on. */
export function deviceOf(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const system = /iPhone|iPad/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  const app = /MicroMessenger/.test(agent) ? '微信' : /DingTalk/.test(agent) ? '钉钉' : /wxwork/i.test(agent) ? '企业微信' : '';
  return [system, app].filter(Boolean).join(' · ') || '-';
}

/** One visit per open of the link's page: the same `openId` again is the same visit. */
export async function recordOpen(db: Kysely<Database>, lang: RecordCall['lang'], key: string, openId: string, userAgent: string | undefined): Promise<string> {
  const { share } = await openShare(db, lang, key);
  await db
    .insertInto('content_visits')
    .values({
      id: randomUUID(),
      tenant_id: share.tenantId,
      share_key: key,
      open_id: openId,
      visited_at: nowText(),
      device: deviceOf(userAgent).slice(0, 100),
      seconds: 0,
      visitor_name: null,
      visitor_phone: null,
      lead_id: null,
    })
    .onConflict((oc) => oc.columns(['share_key', 'open_id']).doNothing())
    .execute();
  const visit = await db.selectFrom('content_visits').select('id').where('share_key', '=', key).where('open_id', '=', openId).executeTakeFirstOrThrow();
  return visit.id;
}

/** The visit of a link's open page; 404 for another link's. */
async function visitOf(db: Kysely<Database>, key: string, visitId: string) {
  const visit = await db.selectFrom('content_visits').selectAll().where('share_key', '=', key).where('id', '=', visitId).executeTakeFirst();
  if (!visit) throw notFound();
  return visit;
}

/** How long the page has been read: only ever more, and at most CONTENT_READ_MAX_SECONDS. */
export async function recordRead(db: Kysely<Database>, lang: RecordCall['lang'], key: string, visitId: string, seconds: number): Promise<void> {
  await openShare(db, lang, key);
  const visit = await visitOf(db, key, visitId);
  const read = Math.min(CONTENT_READ_MAX_SECONDS, Math.max(visit.seconds, Math.floor(seconds)));
  await db.updateTable('content_visits').set({ seconds: read }).where('id', '=', visit.id).execute();
}

/**
 * The visitor's name or phone: kept on the visit, and the sharer's new lead (one per visit: a
 * second contact changes what the visit keeps, not the lead).
 */
export async function recordContact(
  db: Kysely<Database>,
  lang: RecordCall['lang'],
  key: string,
  visitId: string,
  contact: { name: string | null; phone: string | null },
): Promise<void> {
  if (!contact.name && !contact.phone) throw new HttpError(422, 'contentContactEmpty');
  const { share, record, call } = await openShare(db, lang, key);
  const visit = await visitOf(db, key, visitId);
  await db.transaction().execute(async (trx) => {
    let leadId = visit.lead_id;
    if (!leadId) {
      const lead = entityOf('crmClue');
      const title = String(record.title ?? '');
      const made = await addRecordIn(
        trx,
        { ...call, db: trx },
        await loadModel(trx, share.tenantId, lead),
        {
          name: (contact.name ?? contact.phone)!.slice(0, 100),
          contactName: contact.name,
          mobile: contact.phone,
          remark: `阅读《${title}》时留下联系方式`,
        },
        { ownerId: share.sharerId },
      );
      leadId = String(made.id);
    }
    await trx
      .updateTable('content_visits')
      .set({ visitor_name: contact.name, visitor_phone: contact.phone, lead_id: leadId })
      .where('id', '=', visit.id)
      .execute();
  });
}

/** The visits of the caller's links (an administrator's: everyone's), newest first. */
export async function contentVisits(call: RecordCall, window: PageWindow): Promise<Page<ContentVisit>> {
  let query = call.db
    .selectFrom('content_visits')
    .innerJoin('content_shares', 'content_shares.share_key', 'content_visits.share_key')
    .innerJoin('users', 'users.id', 'content_shares.sharer_id')
    .where('content_visits.tenant_id', '=', call.viewer.tenantId);
  if (!call.viewer.admin) query = query.where('content_shares.sharer_id', '=', call.viewer.userId);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await query
    .select([
      'content_visits.id',
      'content_shares.object_name as apiName',
      'content_shares.record_id as recordId',
      'users.realname as sharerName',
      'content_visits.visited_at as visitedAt',
      'content_visits.device',
      'content_visits.seconds',
      'content_visits.visitor_name as visitorName',
      'content_visits.visitor_phone as visitorPhone',
      'content_visits.lead_id as leadId',
    ])
    .orderBy('content_visits.visited_at', 'desc')
    .orderBy('content_visits.id', 'desc')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  const titles = await recordTitles(call, rows);
  return {
    records: rows.map((row) => ({ ...row, apiName: row.apiName as ShareableObject, title: titles.get(`${row.apiName}:${row.recordId}`) ?? '' })),
    total,
    size: window.size,
    current: window.current,
    pages: Math.ceil(total / window.size),
  };
}

/** The titles of the visited records, by `apiName:id`. */
async function recordTitles(call: RecordCall, rows: readonly { apiName: string; recordId: string }[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const apiName of new Set(rows.map((row) => row.apiName))) {
    if (!isShareable(apiName)) continue;
    const entity = entityOf(apiName);
    const ids = [...new Set(rows.filter((row) => row.apiName === apiName).map((row) => row.recordId))];
    const found = await loose(call.db)
      .selectFrom(entity.table)
      .select(['id', 'title'])
      .where('tenant_id', '=', call.viewer.tenantId)
      .where('id', 'in', ids)
      .execute();
    for (const row of found) titles.set(`${apiName}:${row.id}`, String(row.title ?? ''));
  }
  return titles;
}
