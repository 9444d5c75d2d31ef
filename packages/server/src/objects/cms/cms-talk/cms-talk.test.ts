import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Talk scripts (issue 20), the script library's answers: sales managers write them, every
 * salesperson reads and searches them (by question, answer or keyword, by category), and an
 * answer is required, said in the writer's language.
 */

let t: TestApp;
let manager: Actor;
let sales: Actor;
let colleague: Actor;

const LIST = RECORD_API.list('cms', 'cmsTalk');
const ADD = RECORD_API.add('cms', 'cmsTalk');
const MARK = 'ZQ7';

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [manager, sales, colleague] = await Promise.all([actor(t, 'zhoujie'), actor(t, 'sales'), actor(t, 'manager')]);
}, 120_000);
afterAll(() => t.close());

async function add(values: Record<string, unknown>, who: Actor = manager) {
  return t.signedPost(ADD, values, who.token);
}

async function list(query: Record<string, string>, who: Actor = sales): Promise<RecordRow[]> {
  const answer = await t.signedGet(LIST, { pageNo: '1', pageSize: '50', ...query }, who.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return envelope<Page<RecordRow>>(answer).result.records;
}

describe('talk scripts', () => {
  it('are written by a sales manager and found by every salesperson by answer, keyword or category', async () => {
    const price = await add({ title: `客户说价格太贵 ${MARK}`, category: '3', answer: `一年节省的人力成本远超软件费用 ${MARK}`, keywords: '价格 异议' });
    expect(price.statusCode, price.body).toBe(200);
    const opener = await add({ title: `电话开场 ${MARK}`, category: '1', answer: `您好，我是华信云创的小王 ${MARK}`, keywords: '陌拜' });
    expect(opener.statusCode, opener.body).toBe(200);

    const byAnswer = await list({ keyword: `人力成本远超软件费用 ${MARK}` });
    expect(byAnswer.map((row) => row.title)).toEqual([`客户说价格太贵 ${MARK}`]);
    expect(byAnswer[0]!.category_dictText).toBe('价格异议');
    expect((await list({ keyword: '陌拜' })).map((row) => row.title)).toContain(`电话开场 ${MARK}`);
    const openers = await list({ keyword: MARK, filters: JSON.stringify([{ field: 'category', op: 'eq', value: '1' }]) });
    expect(openers.map((row) => row.title)).toEqual([`电话开场 ${MARK}`]);
  });

  it('are not written by a salesperson, nor changed by another manager than their author', async () => {
    expect((await add({ title: `销售自写 ${MARK}`, category: '1', answer: '不该保存' }, sales)).statusCode).toBe(403);
    const mine = envelope<RecordRow>(await add({ title: `周杰的话术 ${MARK}`, category: '2', answer: '原来的回答' })).result;
    const edit = await t.put(RECORD_API.edit('cms', 'cmsTalk'), { id: mine.id, version: mine.version, answer: '别人改的回答' }, colleague.token);
    expect(edit.statusCode).toBe(403);
    expect((await list({ keyword: `周杰的话术 ${MARK}` }))[0]!.answer).toBe('原来的回答');
  });

  it('need an answer: refused in the writer’s language, nothing saved', async () => {
    const refused = await add({ title: `没有回答 ${MARK}`, category: '4' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('参考回答');
    expect(await list({ keyword: `没有回答 ${MARK}` })).toEqual([]);
  });
});
