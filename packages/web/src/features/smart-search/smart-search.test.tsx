import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RUNTIME_CONFIG_GLOBAL, type RegisteredCompany, type SmartSearchMatch } from '@crm/domain';
import { ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { SmartSearchPage } from './SmartSearchPage.tsx';

function match(patch: Partial<SmartSearchMatch>): SmartSearchMatch {
  return {
    entity: 'crmCustomer',
    id: 'c1',
    title: '星河精密机械制造有限公司',
    field: '客户名称',
    value: '星河精密机械制造有限公司',
    ownerName: '李销售',
    inPool: false,
    score: 1,
    ...patch,
  };
}

const open = (routes: Record<string, FakeRoute> = {}) => renderScreen(<SmartSearchPage />, '/hk/searchCustomerIndex', recordRoutes(routes));

beforeEach(() => {
  setUpRecordTest([
    { action: 'hk:searchCustomer:list', type: '1' },
    ...['crmCustomer', 'crmClue', 'crmContacter'].map((o) => ({ action: `crm:${o}:list`, type: '1' })),
    { action: 'crm:crmCustomer:add', type: '1' },
  ]);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
});

const company = (patch: Partial<RegisteredCompany>): RegisteredCompany => ({
  name: '星河精密（苏州）有限公司',
  creditCode: '91320594MA1NXYZ12K',
  legalRepresentative: '王建国',
  registeredCapital: '1000万元人民币',
  establishedDate: '2018-06-01',
  status: '存续',
  address: '苏州工业园区星湖街 328 号',
  businessScope: null,
  phone: '0512-62801234',
  email: null,
  website: null,
  ...patch,
});

describe('smart customer search', () => {
  it('searches once typing pauses and lists the matches best first, saying what each is and whose', async () => {
    const { fake, current } = open({
      'GET /crm/smartSearch': ok([
        match({}),
        match({ entity: 'crmClue', id: 'l1', title: '星河精机', field: '线索名称', value: '星河精机', ownerName: null, inPool: true, score: 0.6 }),
        match({ entity: 'crmContacter', id: 'p1', title: '欧阳明', field: '邮箱', value: 'ouyang@xinghe.cn', ownerName: null }),
      ]),
    });
    expect(screen.getByTestId('smart-search-hint').textContent).toContain('至少 2 个字');
    fireEvent.change(within(screen.getByTestId('smart-search-input')).getByRole('searchbox'), { target: { value: '星河精密' } });
    const found = await screen.findAllByTestId('smart-search-match');
    expect(fake.find('GET /crm/smartSearch')).toHaveLength(1);
    expect(fake.find('GET /crm/smartSearch')[0]!.params).toMatchObject({ keyword: '星河精密' });
    expect(found.map((card) => card.textContent)).toEqual([
      '客户星河精密机械制造有限公司客户名称：星河精密机械制造有限公司负责人：李销售',
      '线索星河精机线索名称：星河精机 · 相近在公海中，可领取',
      '联系人欧阳明邮箱：ouyang@xinghe.cn无负责人',
    ]);
    fireEvent.click(found[1]!);
    await waitFor(() => expect(current()).toBe('/crm/crmClueView?id=l1'));
  });

  it('asks nothing for one character, and says so when nothing matches', async () => {
    const { fake } = open({ 'GET /crm/smartSearch': ok([]) });
    const box = within(screen.getByTestId('smart-search-input')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: '星' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('smart-search-hint')).toBeTruthy();
    fireEvent.change(box, { target: { value: '无此公司' } });
    expect((await screen.findByTestId('smart-search-empty')).textContent).toContain('没有找到匹配的客户、线索或联系人');
    expect(fake.find('GET /crm/smartSearch').map((call) => call.params.keyword)).toEqual(['无此公司']);
  });

  it('offers the register only where the deployment names a provider', async () => {
    open({ 'GET /crm/smartSearch': ok([]) });
    fireEvent.change(within(screen.getByTestId('smart-search-input')).getByRole('searchbox'), { target: { value: '星河精密' } });
    await screen.findByTestId('smart-search-empty');
    expect(screen.queryByTestId('register-ask')).toBeNull();
  });

  it("asks the register on a tap, and makes a customer of a company that is not one, filled with the register's data", async () => {
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's', businessInfo: true };
    const { fake, current } = open({
      'GET /crm/smartSearch': ok([match({})]),
      'GET /crm/businessInfo': ok([company({ name: '星河精密机械制造有限公司' }), company({})]),
    });
    fireEvent.change(within(screen.getByTestId('smart-search-input')).getByRole('searchbox'), { target: { value: '星河精密' } });
    fireEvent.click(await screen.findByTestId('register-ask'));
    const companies = await screen.findAllByTestId('register-company');
    expect(fake.find('GET /crm/businessInfo').map((call) => call.params.name)).toEqual(['星河精密']);
    expect(companies[0]!.textContent).toContain('已是客户');
    expect(companies[1]!.textContent).toContain('统一社会信用代码91320594MA1NXYZ12K');
    expect(companies[1]!.textContent).toContain('法定代表人王建国');
    fireEvent.click(within(companies[1]!).getByTestId('register-to-customer'));
    await waitFor(() => expect(current().startsWith('/crm/crmCustomerAdd?')).toBe(true));
    const filled = new URLSearchParams(current().split('?')[1]);
    expect(Object.fromEntries(filled)).toEqual({
      name: '星河精密（苏州）有限公司',
      taxId: '91320594MA1NXYZ12K',
      phone: '0512-62801234',
      address: '苏州工业园区星湖街 328 号',
    });
  });
});
