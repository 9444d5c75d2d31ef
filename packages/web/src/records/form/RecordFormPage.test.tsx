import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { useAppStore } from '../../stores/app.ts';
import { fail, ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordFormPage } from './RecordFormPage.tsx';

const contacter = { kind: 'entity', apiName: 'crmContacter' } as const;
const customer = { kind: 'entity', apiName: 'crmCustomer' } as const;

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

function typeInto(field: string, text: string) {
  const input = within(screen.getByTestId(`form-field-${field}`)).getByRole('textbox');
  fireEvent.change(input, { target: { value: text } });
}

describe('record form', () => {
  it('shows the required message for a missing required field and sends nothing', async () => {
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd', recordRoutes());
    await screen.findByTestId('record-form');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(screen.getByTestId('form-field-name')).findByRole('alert')).textContent).toBe('请输入姓名');
    expect(within(screen.getByTestId('form-field-customerId')).getByRole('alert').textContent).toBe('请选择所属客户');
    expect(fake.find('POST /crm/crmContacter/add')).toHaveLength(0);
  });

  it('checks a mobile, a landline and an email by their kind, in the user language', async () => {
    renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1&customerId_dictText=ACME', recordRoutes());
    await screen.findByTestId('record-form');
    typeInto('name', 'Wang');
    typeInto('mobile', '1391234');
    typeInto('landline', '13912345678');
    typeInto('email', 'nope');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(screen.getByTestId('form-field-mobile')).findByRole('alert')).textContent).toBe('手机应为11位手机号码');
    expect(within(screen.getByTestId('form-field-landline')).getByRole('alert').textContent).toBe('座机应为座机号码，如 010-12345678');
    expect(within(screen.getByTestId('form-field-email')).getByRole('alert').textContent).toBe('请输入有效的邮箱');
  });

  it('adds with the relation pre-filled from the query and opens the new record', async () => {
    const routes = recordRoutes({ 'POST /crm/crmContacter/add': ok(row({ id: 'n1', name: 'Wang' })) });
    const { fake, current } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1&customerId_dictText=ACME', routes);
    await screen.findByTestId('record-form');
    await waitFor(() => expect(screen.getByTestId('form-field-customerId').textContent).toContain('ACME'));
    typeInto('name', 'Wang');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmContacter/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmContacter/add')[0]!.body).toMatchObject({ name: 'Wang', customerId: 'c1', keyDecisionMaker: false });
    await waitFor(() => expect(current()).toBe('/crm/crmContacterView?id=n1'));
    expect(useAppStore.getState().addFormData?.crmContacter).toBeUndefined();
  });

  it('marks the fields of a 422 answer and keeps what was typed', async () => {
    const routes = recordRoutes({
      'POST /crm/crmContacter/add': {
        status: 422,
        data: { success: false, message: '邮箱已存在', code: 422, result: { fields: { email: '邮箱已存在' } }, timestamp: 0 },
      },
    });
    renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1', routes);
    await screen.findByTestId('record-form');
    typeInto('name', 'Wang');
    typeInto('email', 'wang@example.com');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(screen.getByTestId('form-field-email')).findByRole('alert')).textContent).toBe('邮箱已存在');
    expect((within(screen.getByTestId('form-field-name')).getByRole('textbox') as HTMLInputElement).value).toBe('Wang');
    expect((within(screen.getByTestId('form-field-email')).getByRole('textbox') as HTMLInputElement).value).toBe('wang@example.com');
  });

  it('keeps a draft of the add form in the store and restores it', async () => {
    const first = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd', recordRoutes());
    await screen.findByTestId('record-form');
    typeInto('name', 'Draft name');
    first.unmount();
    renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd', recordRoutes());
    await screen.findByTestId('record-form');
    expect((within(screen.getByTestId('form-field-name')).getByRole('textbox') as HTMLInputElement).value).toBe('Draft name');
  });

  it('edits with the loaded version and, on 409, shows the conflict and keeps the input', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(false);
    const routes = recordRoutes({
      'GET /crm/crmContacter/queryById': ok(row({ name: 'Old', customerId: 'c1', customerId_dictText: 'ACME', version: 7 })),
      'PUT /crm/crmContacter/edit': fail(409, 'changed'),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?id=r1', routes);
    await screen.findByTestId('record-form');
    expect(useAppStore.getState().formStatus).toBe('edit');
    typeInto('name', 'New name');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('已被他人修改') })));
    expect(fake.find('PUT /crm/crmContacter/edit')[0]!.body).toMatchObject({ id: 'r1', version: 7, name: 'New name' });
    expect((within(screen.getByTestId('form-field-name')).getByRole('textbox') as HTMLInputElement).value).toBe('New name');
  });

  it('asks for the business type first and sends the chosen one', async () => {
    const routes = recordRoutes({
      'GET /system/sysTableMade/list': ok({
        records: [{ tableId: 'T1', tableName: 'crm_customer', name: 'c', packageName: 'crm', apiName: 'crmCustomer', status: '0', hasChild: '0' }],
        total: 1,
        size: 1000,
        current: 1,
        pages: 1,
      }),
      'GET /sys/sysBizType/queryListByTableId': ok([{ id: 'b1', no: 'B1', name: '直销', status: '0', tableId: 'T1' }]),
      'POST /crm/crmCustomer/add': ok(row({ id: 'n2' })),
    });
    const { fake, current } = renderScreen(<RecordFormPage source={customer} />, '/crm/crmCustomerAdd?parentId=p1', routes);
    fireEvent.click(await screen.findByText('直销'));
    await waitFor(() => expect(current()).toContain('bizType=B1'));
    expect(current()).toContain('parentId=p1');
    expect(await screen.findByText('直销')).toBeTruthy();
    typeInto('name', 'ACME');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmCustomer/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmCustomer/add')[0]!.body).toMatchObject({ name: 'ACME', bizType: 'B1', parentId: 'p1' });
  });

  it('renders custom fields with their literal label and sends them', async () => {
    const routes = recordRoutes({
      'GET /system/sysTableMade/fields': ok({ table: null, fields: [{ name: 'wechat', type: 'text', label: '微信号 (custom)', custom: true, maxLength: 50 }] }),
      'POST /crm/crmContacter/add': ok(row({ id: 'n3' })),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1', routes);
    await screen.findByTestId('record-form');
    expect(screen.getByTestId('form-field-wechat').textContent).toContain('微信号 (custom)');
    typeInto('name', 'Wang');
    typeInto('wechat', 'wx-1');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmContacter/add')[0]?.body).toMatchObject({ wechat: 'wx-1' }));
  });

  it("offers the table's tags and sends the chosen names with the record", async () => {
    const routes = recordRoutes({
      'GET /crm/crmTag/allList': (call) =>
        ok(
          call.params.tableName === 'crm_contacter'
            ? [
                { id: 't1', name: 'VIP', bgcolor: 'red', tableName: 'crm_contacter' },
                { id: 't2', name: 'Partner', bgcolor: 'blue', tableName: 'crm_contacter' },
              ]
            : [],
        ),
      'POST /crm/crmContacter/add': ok(row({ id: 'n4' })),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1', routes);
    await screen.findByTestId('record-form');
    const tags = screen.getByTestId('form-field-tags');
    expect(tags.textContent).toContain('标签');
    fireEvent.click(await within(tags).findByText('Partner'));
    typeInto('name', 'Wang');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmContacter/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmContacter/add')[0]!.body).toMatchObject({ name: 'Wang', tags: ['Partner'] });
  });

  it('shows the tags of the record on edit (stored by name) and sends the changed list', async () => {
    const routes = recordRoutes({
      'GET /crm/crmTag/allList': ok([
        { id: 't1', name: 'VIP', bgcolor: 'red', tableName: 'crm_contacter' },
        { id: 't2', name: 'Partner', bgcolor: 'blue', tableName: 'crm_contacter' },
      ]),
      'GET /crm/crmContacter/queryById': ok(row({ name: 'Old', customerId: 'c1', customerId_dictText: 'ACME', tags: ['VIP'] })),
      'PUT /crm/crmContacter/edit': ok(row({ id: 'r1' })),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?id=r1', routes);
    await screen.findByTestId('record-form');
    const tags = screen.getByTestId('form-field-tags');
    await waitFor(() => expect(within(tags).getByText('VIP').closest('[aria-selected="true"]')).not.toBeNull());
    fireEvent.click(within(tags).getByText('VIP'));
    fireEvent.click(within(tags).getByText('Partner'));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('PUT /crm/crmContacter/edit')).toHaveLength(1));
    expect(fake.find('PUT /crm/crmContacter/edit')[0]!.body).toMatchObject({ id: 'r1', tags: ['Partner'] });
  });

  it('offers as direct superior only contacts of the chosen customer', async () => {
    const routes = recordRoutes({
      'GET /crm/crmContacter/list': ok({ records: [row({ id: 'k2', name: 'Boss' })], total: 1, size: 30, current: 1, pages: 1 }),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1&customerId_dictText=ACME', routes);
    await screen.findByTestId('record-form');
    fireEvent.click(await within(screen.getByTestId('form-field-superiorId')).findByRole('button'));
    fireEvent.click(await screen.findByTestId('relation-option-k2'));
    const call = fake.find('GET /crm/crmContacter/list')[0]!;
    expect(JSON.parse(call.params.filters!)).toEqual([{ field: 'customerId', op: 'eq', value: 'c1' }]);
    await waitFor(() => expect(screen.getByTestId('form-field-superiorId').textContent).toContain('Boss'));
  });

  it("a money field shows the tenant's default currency and sends it with the amount", async () => {
    const routes = recordRoutes({
      'GET /system/sysTableMade/fields': ok({ table: null, fields: [{ name: 'budget', type: 'money', label: 'Budget', custom: true }] }),
      'GET /sys/sysCurrency/queryDefaultCurrency': ok({ code: 'USD', name: 'US Dollar', symbol: '$', rate: '1', isDefault: 1 }),
      'POST /crm/crmContacter/add': ok(row({ id: 'n5' })),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?customerId=c1', routes);
    await screen.findByTestId('record-form');
    await waitFor(() => expect(screen.getByTestId('currency-budget').textContent).toBe('$'));
    typeInto('name', 'Wang');
    typeInto('budget', '1200');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmContacter/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmContacter/add')[0]!.body).toMatchObject({ budget: 1200, budgetCurrency: 'USD' });
  });

  it('leaves out what the role hides and shows what it may only read, sending neither', async () => {
    const routes = recordRoutes({
      'GET /system/sysTableMade/fields': ok({ table: null, fields: [], access: { mobile: 'hidden', email: 'read' } }),
      'GET /crm/crmContacter/queryById': ok(row({ name: 'Old', customerId: 'c1', customerId_dictText: 'ACME', email: 'old@example.com', version: 3 })),
      'PUT /crm/crmContacter/edit': ok(row({ id: 'r1' })),
    });
    const { fake } = renderScreen(<RecordFormPage source={contacter} />, '/crm/crmContacterAdd?id=r1', routes);
    await waitFor(() => expect((within(screen.getByTestId('form-field-name')).getByRole('textbox') as HTMLInputElement).value).toBe('Old'));
    expect(screen.queryByTestId('form-field-mobile')).toBeNull();
    expect(screen.getByTestId('form-field-email').textContent).toContain('old@example.com');
    expect(within(screen.getByTestId('form-field-email')).queryByRole('textbox')).toBeNull();
    typeInto('name', 'New name');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('PUT /crm/crmContacter/edit')).toHaveLength(1));
    const body = fake.find('PUT /crm/crmContacter/edit')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'New name' });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('mobile');
  });
});
