import { BUG_STATUS, RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Bugs and the knowledge base (issue 17): a bug of a project goes from reported to fixed to
 * closed (or back), its assignee and the project's people see it, and its reporter is told when
 * it is resolved; the knowledge base is read by the whole company, changed by its authors, its
 * rich text sanitised.
 */

let t: TestApp;
let zhoujie: Actor, engineer: Actor, sales: Actor, sunli: Actor;
const en = { 'Accept-Language': 'en' };

async function ok<T = RecordRow>(response: Awaited<ReturnType<TestApp['signedPost']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

const add = (who: Actor, apiName: string, values: Record<string, unknown>, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.add('oa', apiName), values, who.token, headers);
const run = (who: Actor, action: string, record: RecordRow, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.signedPost(RECORD_API.action('oa', 'oaBug', action), { id: record.id, version: record.version, ...body }, who.token, headers);
const seen = async (who: Actor, apiName: string, id: string) => (await t.signedGet(RECORD_API.queryById('oa', apiName), { id }, who.token)).statusCode === 200;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [zhoujie, engineer, sales, sunli] = (await Promise.all(['zhoujie', 'engineer', 'sales', 'sunli'].map((name) => actor(t, name)))) as [
    Actor,
    Actor,
    Actor,
    Actor,
  ];
});
afterAll(() => t.close());

describe('bugs', () => {
  it('goes from reported to being fixed, resolved on the solution form (its reporter told) and closed, or back when reopened', async () => {
    const project = await ok(await add(zhoujie, 'oaProject', { name: '缺陷项目', startDate: '2026-12-01' }));
    let bug = await ok(
      await add(zhoujie, 'oaBug', { title: '导出金额为文本', projectId: project.id, severity: '2', description: '无法求和', assigneeId: engineer.userId }),
    );
    expect([bug.status, bug.bugNo, bug.assigneeId_dictText]).toEqual([BUG_STATUS.open, expect.stringMatching(/^QX\d{6}$/), '陈工程师']);
    // Its assignee sees it; a salesperson outside the project does not.
    expect([await seen(engineer, 'oaBug', bug.id), await seen(sunli, 'oaBug', bug.id)]).toEqual([true, false]);

    bug = await ok(await run(engineer, 'startFix', bug));
    expect(bug.status).toBe(BUG_STATUS.fixing);
    const bare = await run(engineer, 'resolve', bug, {}, en);
    expect(bare.statusCode).toBe(422);
    bug = await ok(await run(engineer, 'resolve', bug, { resolution: '1', solution: '导出时按数值写入金额列' }));
    expect([bug.status, bug.resolution, bug.solution, bug.resolverId, typeof bug.resolveTime]).toEqual([
      BUG_STATUS.resolved,
      '1',
      '导出时按数值写入金额列',
      engineer.userId,
      'string',
    ]);
    const told = await t.app.db.selectFrom('messages').select('to_user_id').where('record_id', '=', bug.id).execute();
    expect(told.map((m) => m.to_user_id)).toEqual([zhoujie.userId]);

    const reopened = await ok(await run(zhoujie, 'reopen', bug));
    expect([reopened.status, reopened.resolution, reopened.resolverId]).toEqual([BUG_STATUS.open, null, null]);
    bug = await ok(await run(engineer, 'resolve', reopened, { resolution: '1', solution: '已修复并补充测试' }));
    bug = await ok(await run(zhoujie, 'close', bug));
    expect(bug.status).toBe(BUG_STATUS.closed);
    // A closed bug is what was done: not edited.
    expect((await t.put(RECORD_API.edit('oa', 'oaBug'), { id: bug.id, version: bug.version, title: '改' }, zhoujie.token)).statusCode).toBe(422);
  });

  it('needs its project', async () => {
    const refused = await add(zhoujie, 'oaBug', { title: '无项目', description: '说明' }, en);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(envelope(refused).result)).toContain('projectId');
  });
});

describe('the knowledge base', () => {
  it('is read by the whole company, changed by its author, its rich text sanitised', async () => {
    const article = await ok(
      await add(zhoujie, 'oaKnow', { title: '首次拜访清单', category: '2', content: '<p>先问预算</p><script>alert(1)</script><img src=x onerror="alert(2)">' }),
    );
    expect(String(article.content)).toContain('<p>先问预算</p>');
    expect(String(article.content)).not.toMatch(/script|onerror/);
    expect([await seen(sales, 'oaKnow', article.id), await seen(sunli, 'oaKnow', article.id)]).toEqual([true, true]);
    expect((await t.put(RECORD_API.edit('oa', 'oaKnow'), { id: article.id, version: article.version, title: '改' }, sales.token)).statusCode).toBe(403);
    const own = await ok(await add(sales, 'oaKnow', { title: '我的心得', category: '2', content: '<p>多听少说</p>' }));
    await ok(await t.put(RECORD_API.edit('oa', 'oaKnow'), { id: own.id, version: own.version, title: '我的销售心得' }, sales.token));
    const found = envelope<{ records: RecordRow[] }>(await t.signedGet(RECORD_API.list('oa', 'oaKnow'), { keyword: '拜访' }, sunli.token)).result.records;
    expect(found.map((row) => row.title)).toContain('首次拜访清单');
  });
});
