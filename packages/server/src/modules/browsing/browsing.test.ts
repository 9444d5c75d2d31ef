import { ACTIVITY_API, RECORD_API, type BrowseEntry, type Page, type RecordRow, type RecordViewer } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { runSlot } from '../jobs/scheduler.ts';
import { housekeepingJob } from '../jobs/housekeeping.ts';
import { REOPEN_WINDOW_MS, viewRecorderOf, type ViewRecorder } from './record-views.ts';

/** The browse list (issue 14): who opened which record's detail, kept off the detail read's path. */

let t: TestApp;
let sales: Actor, manager: Actor, zhaolei: Actor, sunli: Actor;
let recorder: ViewRecorder;
let clock = Date.now();
let made = 0;

async function addCustomer(who: Actor): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: `浏览客户 ${++made}` }, who.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope<RecordRow>(response).result;
}

/** Opens a record's detail screen as the phone does (browse=1), a minute after the last opening. */
async function open(who: Actor, record: RecordRow, apiName = 'crmCustomer'): Promise<void> {
  clock += 60_000;
  const response = await t.signedGet(RECORD_API.queryById('crm', apiName), { id: record.id, browse: '1' }, who.token);
  expect(response.statusCode, response.body).toBe(200);
}

async function browseList(who: Actor, lang = 'zh-CN'): Promise<Page<BrowseEntry>> {
  const response = await t.signedGet(ACTIVITY_API.browseList, { pageSize: 50 }, who.token, { 'Accept-Language': lang });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<BrowseEntry>>(response).result;
}

async function rowsOf(record: RecordRow) {
  await recorder.flush();
  return t.app.db.selectFrom('record_views').selectAll().where('data_id', '=', record.id).orderBy('user_id').execute();
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
  manager = await actor(t, 'manager');
  zhaolei = await actor(t, 'zhaolei');
  sunli = await actor(t, 'sunli');
  recorder = viewRecorderOf(t.app.db);
  recorder.now = () => clock;
});
afterAll(() => t.close());

describe('opening a record', () => {
  it('is one row per person and record, upserted: reopening within a few minutes counts once, later again', async () => {
    const customer = await addCustomer(sales);
    await open(sales, customer);
    await open(sales, customer);
    let rows = await rowsOf(customer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: sales.userId, table_name: 'crm_customer', views: 1, last_viewed_at: new Date(clock).toISOString() });
    // Once written, a reopening within the window writes nothing at all.
    const written = rows[0]!.last_viewed_at;
    await open(sales, customer);
    expect((await rowsOf(customer))[0]).toMatchObject({ views: 1, last_viewed_at: written });

    clock += REOPEN_WINDOW_MS;
    await open(sales, customer);
    rows = await rowsOf(customer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ views: 2, last_viewed_at: new Date(clock).toISOString() });
  });

  it('is noted only from the detail screen: other reads of a record (a form copying from it) are not openings', async () => {
    const customer = await addCustomer(sales);
    const read = await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: customer.id }, sales.token);
    expect(read.statusCode).toBe(200);
    expect(await rowsOf(customer)).toEqual([]);
    // A record the reader may not see is not theirs to open, and leaves nothing behind.
    const theirs = await addCustomer(sunli);
    const refused = await t.signedGet(RECORD_API.queryById('crm', 'crmCustomer'), { id: theirs.id, browse: '1' }, sales.token);
    expect(refused.statusCode).toBe(404);
    expect(await rowsOf(theirs)).toEqual([]);
  });
});

describe('my browse list', () => {
  it('lists the records I opened, newest first, across objects, each with its object and title', async () => {
    const [first, second] = [await addCustomer(manager), await addCustomer(manager)];
    const contact = envelope<RecordRow>(
      await t.signedPost(RECORD_API.add('crm', 'crmContacter'), { name: '赵敏', customerId: second.id }, manager.token),
    ).result;
    await open(manager, first);
    await open(manager, second);
    await open(manager, contact, 'crmContacter');
    // Back to the first, still within minutes of opening it: one opening, at its latest time.
    await open(manager, first);
    // Nothing written yet: the list writes what the instance holds before it reads.
    const list = await browseList(manager, 'en');
    expect(list.records.slice(0, 3)).toEqual([
      expect.objectContaining({ objectName: 'crmCustomer', objectLabel: 'Customer', recordId: first.id, title: first.name, views: 1 }),
      expect.objectContaining({ objectName: 'crmContacter', objectLabel: 'Contact', recordId: contact.id, title: '赵敏' }),
      expect.objectContaining({ objectName: 'crmCustomer', recordId: second.id, title: second.name }),
    ]);
    expect(list.total).toBe(list.records.length);
  });

  it('lists only records I may still see: one handed to a colleague drops off', async () => {
    const [kept, handed] = [await addCustomer(sales), await addCustomer(sales)];
    await open(sales, kept);
    await open(sales, handed);
    expect((await browseList(sales)).records.map((entry) => entry.recordId).slice(0, 2)).toEqual([handed.id, kept.id]);
    const moved = await t.signedPost(
      RECORD_API.action('crm', 'crmCustomer', 'transfer'),
      { id: handed.id, version: handed.version, ownerId: sunli.userId },
      sales.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await browseList(sales);
    expect(after.records.map((entry) => entry.recordId)).toContain(kept.id);
    expect(after.records.map((entry) => entry.recordId)).not.toContain(handed.id);
    expect(after.total).toBe(after.records.length);
    // Another person's list is their own.
    expect((await browseList(zhaolei)).records.map((entry) => entry.recordId)).not.toContain(kept.id);
  });
});

describe('who viewed a record', () => {
  it('lists a colleague’s opening to whoever may see the record, the latest first, and nothing to anyone else', async () => {
    const customer = await addCustomer(sales);
    await open(sales, customer);
    await open(manager, customer);
    const viewers = async (who: Actor) => t.signedGet(ACTIVITY_API.viewers, { apiName: 'crmCustomer', id: customer.id }, who.token);
    const seen = envelope<RecordViewer[]>(await viewers(sales)).result;
    expect(seen.map((viewer) => [viewer.userName, viewer.views])).toEqual([
      ['王经理', 1],
      ['李销售', 1],
    ]);
    // Zhao Lei sees only his own customers (and those shared with him): not this one.
    expect((await viewers(zhaolei)).statusCode).toBe(404);
    expect((await t.signedGet(ACTIVITY_API.viewers, { apiName: 'crmNothing', id: customer.id }, sales.token)).statusCode).toBe(404);
  });
});

describe('housekeeping', () => {
  it('forgets openings older than the browse list reaches', async () => {
    const customer = await addCustomer(sales);
    await open(sales, customer);
    await recorder.flush();
    const now = new Date(clock + 91 * 86_400_000);
    const { outcome, summary } = await runSlot(t.app.db, housekeepingJob, now, 'test');
    expect(outcome).toBe('succeeded');
    expect((summary as Record<string, number>).recordViews).toBeGreaterThan(0);
    expect(await rowsOf(customer)).toEqual([]);
  });
});
