import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** A market activity's members: each a lead, a contact or a customer, as its type says, listed on the activity. */

type Api = 'crmMarketActivity' | 'crmMarketMember' | 'crmClue' | 'crmCustomer' | 'crmContacter';
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let sales: Actor;
let activityId: string;

async function add(apiName: Api, values: Record<string, unknown>): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', apiName), values, sales.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}

const fieldsOf = (response: { body: string }) => envelope<{ fields: Record<string, string> }>(response as never).result.fields;

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  sales = await actor(t, 'sales');
  activityId = (await add('crmMarketActivity', { name: '2026 华东智慧零售展会', activityType: '1', startTime: '2026-05-20T01:00:00.000Z' })).id;
});
afterAll(() => t.close());

describe('a market activity member', () => {
  it('names a lead, a contact or a customer, keeps its name, and is listed on the activity', async () => {
    const lead = await add('crmClue', { name: '杭州云帆信息技术有限公司', contactName: '王伟' });
    const customer = await add('crmCustomer', { name: '上海远航机械制造有限公司' });
    const contact = await add('crmContacter', { name: '李娜', customerId: customer.id });
    const members = [
      await add('crmMarketMember', { activityId, memberType: '1', clueId: lead.id, attended: true }),
      await add('crmMarketMember', { activityId, memberType: '2', contacterId: contact.id }),
      await add('crmMarketMember', { activityId, memberType: '3', customerId: customer.id, remark: '老客户推荐' }),
    ];
    expect(members.map((m) => [m.memberType_dictText, m.memberName, m.attended])).toEqual([
      ['线索', '杭州云帆信息技术有限公司', true],
      ['联系人', '李娜', false],
      ['客户', '上海远航机械制造有限公司', false],
    ]);
    const listed = envelope<Page<RecordRow>>(
      await t.signedGet(RECORD_API.list('crm', 'crmMarketMember'), { relatedField: 'activityId', relatedId: activityId }, sales.token),
    ).result;
    expect(listed.records.map((r) => r.id).sort()).toEqual(members.map((m) => m.id).sort());

    // Another type names another relation, and leaves the one it named.
    const moved = await t.put(
      RECORD_API.edit('crm', 'crmMarketMember'),
      { id: members[2]!.id, version: 1, memberType: '2', customerId: null, contacterId: contact.id },
      sales.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(envelope<RecordRow>(moved).result).toMatchObject({ memberType: '2', contacterId: contact.id, customerId: null, memberName: '李娜' });
  });

  it('is refused without whom its type asks for, or naming another kind, saying which in the caller’s language', async () => {
    const lead = await add('crmClue', { name: '苏州启明电子设备有限公司' });
    const customer = await add('crmCustomer', { name: '南京博远软件科技有限公司' });
    const none = await t.signedPost(RECORD_API.add('crm', 'crmMarketMember'), { activityId, memberType: '3' }, sales.token, en);
    expect(none.statusCode).toBe(422);
    expect(fieldsOf(none)).toEqual({ customerId: 'Customer is required' });

    const both = await t.signedPost(
      RECORD_API.add('crm', 'crmMarketMember'),
      { activityId, memberType: '1', clueId: lead.id, customerId: customer.id },
      sales.token,
      en,
    );
    expect(both.statusCode).toBe(422);
    expect(fieldsOf(both)).toEqual({ customerId: 'Customer is not for a member of type Lead' });

    const zh = await t.signedPost(RECORD_API.add('crm', 'crmMarketMember'), { activityId, memberType: '2', clueId: lead.id }, sales.token);
    expect(zh.statusCode).toBe(422);
    expect(fieldsOf(zh)).toEqual({ contacterId: '联系人不能为空', clueId: '线索不适用于联系人类型的成员' });
  });
});
