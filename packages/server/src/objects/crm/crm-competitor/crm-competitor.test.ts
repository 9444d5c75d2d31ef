import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** Competitors: described once for the whole company, each name once. */

let t: TestApp;
let sales: Actor;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
});
afterAll(() => t.close());

describe('a competitor', () => {
  it('is added, listed, found by its products and changed by a salesperson', async () => {
    const added = await t.signedPost(
      RECORD_API.add('crm', 'crmCompetitor'),
      { name: '纷享销客', website: 'https://www.fxiaoke.com', priceRange: '8-15 万', mainProducts: '连接型 CRM、营销通', advantages: '品牌知名度高' },
      sales.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    const competitor = envelope<RecordRow>(added).result;
    expect(competitor).toMatchObject({ name: '纷享销客', ownerId: sales.userId, priceRange: '8-15 万' });
    const found = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmCompetitor'), { keyword: '营销通' }, sales.token)).result;
    expect(found.records.map((r) => r.id)).toEqual([competitor.id]);
    const edited = await t.put(RECORD_API.edit('crm', 'crmCompetitor'), { id: competitor.id, version: 1, strategy: '突出本地化服务' }, sales.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<RecordRow>(edited).result).toMatchObject({ version: 2, strategy: '突出本地化服务' });
  });

  it('is refused under a name the company already has, saying so in the caller’s language', async () => {
    await t.signedPost(RECORD_API.add('crm', 'crmCompetitor'), { name: '销售易' }, sales.token);
    const again = await t.signedPost(RECORD_API.add('crm', 'crmCompetitor'), { name: '销售易' }, sales.token, { 'Accept-Language': 'en' });
    expect(again.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(again).result.fields).toEqual({ name: 'Competitor name already exists' });
  });
});
