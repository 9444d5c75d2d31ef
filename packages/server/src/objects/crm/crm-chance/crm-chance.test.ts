import { entityOf, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, createRecord, type Actor } from '../../../test/records.ts';

/**
 * An opportunity along its sales process (issue 12): the tenant's default process (the spec's six
 * stages) when it names none, the unfinished-tasks refusal of spec section 5 and its confirmation,
 * the stage history with its days, win / lose / reopen, and its products becoming a quote.
 */

let t: TestApp;
let sales: Actor;
let admin: Actor;
const made = new Map<string, string>();
const chance = entityOf('crmChance');
const path = (name: string) => RECORD_API.action('crm', 'crmChance', name);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, admin] = [await actor(t, 'sales'), await actor(t, 'admin')];
});
afterAll(() => t.close());

async function view(id: string): Promise<RecordRow> {
  return envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmChance'), { id }, sales.token)).result;
}

async function newChance(extra: Record<string, unknown> = {}): Promise<RecordRow> {
  const customerId = await createRecord(t, sales, entityOf('crmCustomer'), made);
  const added = await t.signedPost(RECORD_API.add('crm', 'crmChance'), { chanceName: '年度采购项目', customerId, amount: 200_000, ...extra }, sales.token);
  expect(added.statusCode, added.body).toBe(200);
  return envelope<RecordRow>(added).result;
}

const run = (name: string, record: RecordRow, body: Record<string, unknown> = {}, lang = 'zh-CN') =>
  t.signedPost(path(name), { id: record.id, version: record.version, ...body }, sales.token, { 'Accept-Language': lang });

describe('an opportunity along its sales process', () => {
  it("starts in the first stage of the tenant's default process, made from the spec's six stages in the caller's language", async () => {
    const record = await newChance();
    expect(record).toMatchObject({ stageName: '初步意向', winRate: 10, status: '1', expectedTransaction: 20_000, doneTasks: [] });
    expect(record.processId_dictText).toBe('标准销售流程');
    const process = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmProcess'), { id: String(record.processId) }, sales.token)).result;
    expect((process.stages as unknown as RecordRow[]).map((s) => [s.name, s.winRate])).toEqual([
      ['初步意向', 10],
      ['需求确定', 20],
      ['方案报价', 40],
      ['商务谈判', 60],
      ['解决疑虑', 80],
      ['合同签订', 90],
    ]);
    expect((record.stageLog as unknown as RecordRow[]).map((row) => [row.stageName, row.leaveTime])).toEqual([['初步意向', null]]);
    // A second opportunity follows the same process: it is made once.
    expect((await newChance()).processId).toBe(record.processId);
  });

  it('refuses to advance past unfinished tasks with the message, changing nothing, and advances once confirmed', async () => {
    const record = await newChance();
    const refused = await run('advance', record);
    expect(refused.statusCode).toBe(422);
    const answer = envelope<{ confirm: string; unfinished: string[] }>(refused);
    expect(answer.message).toBe('当前阶段还有未完成的任务');
    expect(answer.result).toEqual({ confirm: 'confirmed', unfinished: ['确认客户需求背景', '确定关键联系人'] });
    expect(envelope(await run('advance', record, {}, 'en')).message).toBe('Unfinished tasks remain in the current stage');
    expect(await view(record.id)).toMatchObject({ version: record.version, stageName: '初步意向' });

    const advanced = await run('advance', record, { confirmed: true });
    expect(advanced.statusCode, advanced.body).toBe(200);
    const after = await view(record.id);
    expect(after).toMatchObject({ stageName: '需求确定', winRate: 20, doneTasks: [] });
    const [left, open] = after.stageLog as unknown as RecordRow[];
    expect(left).toMatchObject({ stageName: '初步意向', days: 0, unfinishedTasks: '确认客户需求背景\n确定关键联系人' });
    expect(left!.leaveTime).not.toBeNull();
    expect(open).toMatchObject({ stageName: '需求确定', leaveTime: null });
  });

  it('advances without asking once every task of the stage is ticked off', async () => {
    let record = await newChance();
    for (const task of ['确认客户需求背景', '确定关键联系人']) {
      const ticked = await run('task', record, { task });
      expect(ticked.statusCode, ticked.body).toBe(200);
      record = envelope<RecordRow>(ticked).result;
    }
    expect(record.doneTasks).toEqual(['确认客户需求背景', '确定关键联系人']);
    expect((await run('task', record, { task: '不存在的任务' })).statusCode).toBe(422);
    const advanced = await run('advance', record);
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await view(record.id)).stageLog).toMatchObject([{ stageName: '初步意向', unfinishedTasks: null }, { stageName: '需求确定' }]);
  });

  it('is lost with a reason, then refuses to advance until reopened in the stage it left', async () => {
    const record = await newChance();
    expect((await run('lose', record)).statusCode).toBe(422);
    const lost = await run('lose', record, { lossReason: '价格高于竞争对手' });
    expect(lost.statusCode, lost.body).toBe(200);
    let after = await view(record.id);
    expect(after).toMatchObject({ status: '3', winRate: 0, lossReason: '价格高于竞争对手', expectedTransaction: 0 });
    expect((after.stageLog as unknown as RecordRow[])[0]!.leaveTime).not.toBeNull();
    const refused = await run('advance', after, { confirmed: true }, 'en');
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('The opportunity is closed; reopen it first');

    expect((await run('reopen', after)).statusCode).toBe(200);
    after = await view(record.id);
    expect(after).toMatchObject({ status: '1', stageName: '初步意向', winRate: 10, lossReason: null });
    expect((after.stageLog as unknown as RecordRow[]).map((row) => row.leaveTime === null)).toEqual([false, true]);
  });

  it('is won at a win rate of 100, its expected transaction its amount', async () => {
    const record = await newChance();
    expect((await run('win', record)).statusCode).toBe(200);
    expect(await view(record.id)).toMatchObject({ status: '2', winRate: 100, expectedTransaction: 200_000 });
  });

  it('makes a quote of its products for its customer, linked to it; none without products', async () => {
    const bare = await newChance();
    const refused = await run('toQuote', bare);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('商机还没有产品，先添加产品再生成报价单');

    const productId = await createRecord(t, admin, entityOf('crmProduct'), made);
    const record = await newChance({ products: [{ productId, quantity: 3, price: 1000, discount: 90 }] });
    expect(record.productTotal).toBe(2700);
    const quoted = await run('toQuote', record);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quotes = envelope<{ records: RecordRow[] }>(
      await t.signedGet(RECORD_API.list('crm', 'crmQuote'), { relatedField: 'chanceId', relatedId: record.id }, sales.token),
    ).result.records;
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ customerId: record.customerId, amount: 2700 });
  });

  it('keeps one default process, and a process its opportunities follow cannot be deleted', async () => {
    const { processId } = await newChance();
    const other = await t.signedPost(
      RECORD_API.add('crm', 'crmProcess'),
      { name: '续费流程', isDefault: true, stages: [{ name: '续费提醒', winRate: 30, tasks: '联系客户' }] },
      admin.token,
    );
    expect(other.statusCode, other.body).toBe(200);
    const first = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmProcess'), { id: String(processId) }, admin.token)).result;
    expect(first.isDefault).toBe(false);
    expect((await newChance()).processId).toBe(envelope<RecordRow>(other).result.id);
    const deleted = await t.del(RECORD_API.delete('crm', 'crmProcess'), { id: String(processId) }, admin.token, { 'Accept-Language': 'en' });
    expect(deleted.statusCode).toBe(422);
    expect(envelope(deleted).message).toBe('Opportunities still follow this sales process: it cannot be deleted');
  });

  it('is not offered advancing from the last stage of its process, only winning or losing', async () => {
    const process = await t.signedPost(
      RECORD_API.add('crm', 'crmProcess'),
      {
        name: '两步流程',
        stages: [
          { name: '洽谈', winRate: 50 },
          { name: '签约', winRate: 90 },
        ],
      },
      admin.token,
    );
    expect(process.statusCode, process.body).toBe(200);
    const record = await newChance({ processId: envelope<RecordRow>(process).result.id });
    expect(record._access?.actions).toMatchObject({ advance: true, win: true });
    expect((await run('advance', record)).statusCode).toBe(200);
    const last = await view(record.id);
    expect(last).toMatchObject({ stageName: '签约', winRate: 90 });
    expect(last._access?.actions).toMatchObject({ advance: false, win: true, lose: true });
    expect((await run('advance', last, { confirmed: true })).statusCode).toBe(422);
  });

  it('moves onto another process from its first stage, closing the stage it was in; not onto the one it follows', async () => {
    const record = await newChance();
    const process = await t.signedPost(
      RECORD_API.add('crm', 'crmProcess'),
      {
        name: '大客户流程',
        stages: [
          { name: '立项', winRate: 15, tasks: '确认预算' },
          { name: '招标', winRate: 50 },
        ],
      },
      admin.token,
    );
    expect(process.statusCode, process.body).toBe(200);
    const processId = envelope<RecordRow>(process).result.id;
    const same = await run('changeProcess', record, { processId: record.processId }, 'en');
    expect([same.statusCode, envelope(same).message]).toEqual([422, 'The opportunity already follows this sales process']);
    const moved = await run('changeProcess', record, { processId });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await view(record.id);
    expect(after).toMatchObject({ processId, stageName: '立项', winRate: 15, doneTasks: [] });
    const log = after.stageLog as unknown as RecordRow[];
    expect(log.map((row) => [row.stageName, row.leaveTime ? 'left' : 'open'])).toEqual([
      [record.stageName, 'left'],
      ['立项', 'open'],
    ]);
    expect(log[0]!.unfinishedTasks).toBeTruthy();
  });

  it('takes its products alone on their own page: an edit naming only them leaves the rest', async () => {
    const productId = await createRecord(t, admin, entityOf('crmProduct'), made);
    const record = await newChance();
    const edited = await t.put(
      RECORD_API.edit('crm', 'crmChance'),
      { id: record.id, version: record.version, products: [{ productId, quantity: 2, price: 500 }] },
      sales.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await view(record.id)).toMatchObject({ chanceName: record.chanceName, amount: record.amount, productTotal: 1000 });
  });

  it('is in the salesperson’s hands, and the process in the administrator’s', async () => {
    const added = await t.signedPost(RECORD_API.add('crm', 'crmProcess'), { name: '我的流程', stages: [{ name: '一', winRate: 50 }] }, sales.token);
    expect(added.statusCode).toBe(403);
    expect(chance.actions && Object.keys(chance.actions)).toEqual(expect.arrayContaining(['advance', 'win', 'lose', 'toQuote']));
  });
});
