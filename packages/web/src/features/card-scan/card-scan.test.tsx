import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { ok, type FakeRoute } from '../../test/fake-http.ts';
import { ALL_AUTH, recordRoutes, renderScreen, row, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { CardScanPage } from './CardScanPage.tsx';

/**
 * The business-card screen's save (issue 21), its fields typed as after a reading (the reading
 * itself, OCR in the browser, is e2e/card-scan.spec.ts's): the company found among the customers
 * or made new, then the contact.
 */

const page = (records: ReturnType<typeof row>[]) => ({ records, total: records.length, size: 3, current: 1, pages: 1 });
const open = (routes: Record<string, FakeRoute>) => renderScreen(<CardScanPage />, '/tool/toolCardCustomer', recordRoutes(routes));

function typeInto(field: string, text: string) {
  fireEvent.change(within(screen.getByTestId(`form-field-${field}`)).getByRole('textbox'), { target: { value: text } });
}
const typeCompany = (text: string) => fireEvent.change(within(screen.getByTestId('card-company')).getByRole('textbox'), { target: { value: text } });

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('business-card scanning', () => {
  it('adds the contact to the customer named as the card’s company, making none', async () => {
    const { fake, current } = open({
      'GET /crm/crmCustomer/list': ok(page([row({ id: 'c9', name: '星河精密机械有限公司' })])),
      'POST /crm/crmContacter/add': ok(row({ id: 'n1', name: '张伟' })),
    });
    await screen.findByTestId('card-scan-page');
    typeCompany('星河精密机械有限公司');
    const existing = await screen.findByTestId('card-existing-customer');
    await waitFor(() => expect(within(existing).getByRole('radio')).toHaveProperty('checked', true));
    typeInto('name', '张伟');
    typeInto('mobile', '13912345678');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(current()).toBe('/crm/crmContacterView?id=n1'));
    expect(fake.find('POST /crm/crmContacter/add')[0]!.body).toMatchObject({ name: '张伟', mobile: '13912345678', customerId: 'c9' });
    expect(fake.find('POST /crm/crmCustomer/add')).toHaveLength(0);
  });

  it('makes a new customer of the company once: a contact refused and saved again joins the same one', async () => {
    let tries = 0;
    const { fake, current } = open({
      'GET /crm/crmCustomer/list': ok(page([])),
      'POST /crm/crmCustomer/add': ok(row({ id: 'c2', name: '月光湖贸易有限公司' })),
      'POST /crm/crmContacter/add': () =>
        (tries += 1) === 1
          ? { status: 422, data: { success: false, message: '邮箱已存在', code: 422, result: { fields: { email: '邮箱已存在' } }, timestamp: 0 } }
          : ok(row({ id: 'n2', name: '李娜' })),
    });
    await screen.findByTestId('card-scan-page');
    typeCompany('月光湖贸易有限公司');
    typeInto('name', '李娜');
    typeInto('email', 'lina@moon.cn');
    expect(within(await screen.findByTestId('card-new-customer')).getByRole('radio')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(screen.getByTestId('form-field-email')).findByRole('alert')).textContent).toBe('邮箱已存在');
    expect((within(screen.getByTestId('form-field-name')).getByRole('textbox') as HTMLInputElement).value).toBe('李娜');
    typeInto('email', 'lina@moonlake.cn');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(current()).toBe('/crm/crmContacterView?id=n2'));
    expect(fake.find('POST /crm/crmCustomer/add').map((call) => call.body)).toEqual([expect.objectContaining({ name: '月光湖贸易有限公司' })]);
    expect(fake.find('POST /crm/crmContacter/add').map((call) => (call.body as { customerId: string }).customerId)).toEqual(['c2', 'c2']);
  });

  it('asks for the company and the name before sending anything', async () => {
    const { fake } = open({ 'GET /crm/crmCustomer/list': ok(page([])) });
    await screen.findByTestId('card-scan-page');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByText('请填写公司名称')).getAttribute('role')).toBe('alert');
    expect(within(screen.getByTestId('form-field-name')).getByRole('alert').textContent).toBe('请输入姓名');
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says so to a user who may not add contacts', async () => {
    setUpRecordTest(ALL_AUTH.filter((entry) => entry.action !== 'crm:crmContacter:add'));
    open({});
    expect((await screen.findByRole('status')).textContent).toBe('您没有新建联系人的权限');
  });
});
