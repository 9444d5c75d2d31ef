import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { useAppStore } from '../../stores/app.ts';
import { ok } from '../../test/fake-http.ts';
import { ALL_AUTH, recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordViewPage } from './RecordViewPage.tsx';

vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const customer = { kind: 'entity', apiName: 'crmCustomer' } as const;
const clue = { kind: 'entity', apiName: 'crmClue' } as const;

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const customerRow = (patch: Record<string, unknown> = {}) =>
  row({ name: 'ACME', dealStatus: '1', level: 'A', level_dictText: '重点客户', poolStatus: '2', tags: ['t1'], ...patch });

function customerRoutes(patch: Record<string, unknown> = {}, extra = {}) {
  return recordRoutes({
    'GET /crm/crmCustomer/queryById': ok(customerRow(patch)),
    'GET /sys/dict/getDictItems/customer_level': ok([{ value: 'A', text: '重点客户', color: null }]),
    ...extra,
  });
}

/** Opens the action bar's "More" sheet. */
async function openMore() {
  fireEvent.click(await screen.findByTestId('action-more'));
  await screen.findByText('取消');
}

describe('record detail', () => {
  it('shows the title, field groups, option labels and tags', async () => {
    useAppStore.getState().set({ tagList: [{ id: 't1', name: '重要客户', bgcolor: 'red', tableName: 'crm_customer' }] });
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', customerRoutes());
    expect((await screen.findByTestId('record-title')).textContent).toContain('ACME');
    expect(screen.getByTestId('view-group-entity.group.base').textContent).toContain('基本信息');
    expect(screen.getByTestId('view-group-entity.group.system').textContent).toContain('系统信息');
    expect(screen.getByTestId('view-field-dealStatus').textContent).toContain('已成交');
    expect(screen.getByTestId('view-field-level').textContent).toContain('重点客户');
    const tag = screen.getByTestId('record-tags');
    expect(tag.textContent).toContain('重要客户');
    for (const key of ['details', 'followUps', 'related-crmContacter', 'related-crmCustomer', 'team', 'attachments', 'comments', 'changeLog']) {
      expect(screen.getByTestId(`view-tab-${key}`)).toBeTruthy();
    }
  });

  it('shows a lead status with its label and colour', async () => {
    renderScreen(
      <RecordViewPage source={clue} />,
      '/crm/crmClueView?id=r1',
      recordRoutes({ 'GET /crm/crmClue/queryById': ok(row({ name: 'Lead', status: '2' })) }),
    );
    const status = await screen.findByTestId('record-status');
    expect(status.textContent).toBe('跟进中');
    expect(screen.getByTestId('action-toCustomer')).toBeTruthy();
  });

  it('hides convert for a converted lead (the server says so in _access.actions)', async () => {
    const access = { canEdit: true, canDelete: true, team: null, locked: false, actions: { transfer: true, toCustomer: false } };
    renderScreen(
      <RecordViewPage source={clue} />,
      '/crm/crmClueView?id=r1',
      recordRoutes({ 'GET /crm/crmClue/queryById': ok(row({ name: 'Lead', status: '3', _access: access })) }),
    );
    await screen.findByTestId('record-title');
    expect(screen.queryByTestId('action-toCustomer')).toBeNull();
    expect(screen.getByTestId('action-transfer')).toBeTruthy();
    expect(screen.getByTestId('action-edit')).toBeTruthy();
  });

  it('lists the follow-up timeline and adds one', async () => {
    const routes = customerRoutes(
      {},
      {
        'GET /crm/crmRecord/list': ok({
          records: [row({ id: 'f1', type: '1', type_dictText: '电话', content: 'Called about the offer', createBy_dictText: 'Li Lei' })],
          total: 1,
          size: 100,
          current: 1,
          pages: 1,
        }),
        'GET /sys/dict/getDictItems/follow_type': ok([{ value: '1', text: '电话', color: null }]),
        'POST /crm/crmRecord/add': ok(row({ id: 'f2' })),
      },
    );
    const { fake } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    fireEvent.click(await screen.findByTestId('view-tab-followUps'));
    expect((await screen.findByTestId('followup-entry')).textContent).toContain('电话');
    expect(screen.getByTestId('followup-timeline').textContent).toContain('Called about the offer');
    const list = fake.find('GET /crm/crmRecord/list')[0]!;
    expect(JSON.parse(list.params.filters!)).toEqual([
      { field: 'relatedEntity', op: 'eq', value: 'crmCustomer' },
      { field: 'relatedId', op: 'eq', value: 'r1' },
    ]);
    fireEvent.click(screen.getByTestId('followup-add'));
    fireEvent.click(await screen.findByTestId('followup-submit'));
    expect(await screen.findByText('请输入跟进内容')).toBeTruthy();
    fireEvent.change(screen.getByTestId('followup-content').querySelector('textarea')!, { target: { value: 'Visited' } });
    fireEvent.click(screen.getByTestId('followup-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmRecord/add')).toHaveLength(1));
    expect(fake.find('POST /crm/crmRecord/add')[0]!.body).toMatchObject({ relatedEntity: 'crmCustomer', relatedId: 'r1', content: 'Visited', type: '1' });
  });

  it("adds a follow-up with one of the customer's contacts, photos and files", async () => {
    let uploads = 0;
    const routes = customerRoutes(
      {},
      {
        'GET /crm/crmRecord/list': ok({ records: [], total: 0, size: 100, current: 1, pages: 0 }),
        'GET /sys/dict/getDictItems/follow_type': ok([{ value: '1', text: '电话', color: null }]),
        'GET /crm/crmContacter/list': ok({ records: [row({ id: 'k1', name: 'Wang Fang' })], total: 1, size: 30, current: 1, pages: 1 }),
        'POST /sys/common/upload': () => ok(`t1/upload-${++uploads}`),
        'POST /crm/crmRecord/add': ok(row({ id: 'f2' })),
      },
    );
    const { fake } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    fireEvent.click(await screen.findByTestId('view-tab-followUps'));
    fireEvent.click(await screen.findByTestId('followup-add'));
    fireEvent.change((await screen.findByTestId('followup-content')).querySelector('textarea')!, { target: { value: 'Met the buyer' } });

    fireEvent.click(within(screen.getByTestId('followup-contact')).getByRole('button'));
    fireEvent.click(await screen.findByTestId('relation-option-k1'));
    // Only the customer's own contacts are offered.
    expect(JSON.parse(fake.find('GET /crm/crmContacter/list')[0]!.params.filters!)).toEqual([{ field: 'customerId', op: 'eq', value: 'r1' }]);
    await waitFor(() => expect(screen.getByTestId('followup-contact').textContent).toContain('Wang Fang'));

    fireEvent.change(screen.getByTestId('images-input'), { target: { files: [new File(['img'], 'shop.jpg', { type: 'image/jpeg' })] } });
    const fileInput = screen.getByTestId('followup-files').querySelector('input[type="file"]')!;
    fireEvent.change(fileInput, { target: { files: [new File(['pdf'], 'offer.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(uploads).toBe(2));
    await waitFor(() => expect(screen.getByTestId('followup-files').textContent).toContain('offer.pdf'));

    fireEvent.click(screen.getByTestId('followup-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmRecord/add')).toHaveLength(1));
    const body = fake.find('POST /crm/crmRecord/add')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ relatedEntity: 'crmCustomer', relatedId: 'r1', content: 'Met the buyer', contactId: 'k1' });
    const uploaded = expect.stringMatching(/^t1\/upload-[12]$/);
    expect(body.images).toEqual([expect.objectContaining({ path: uploaded })]);
    expect(body.files).toEqual([expect.objectContaining({ path: uploaded, name: 'offer.pdf' })]);
  });

  it('shows the change log: who changed which field from what to what', async () => {
    const routes = customerRoutes(
      {},
      {
        'GET /sys/changeLog/list': ok([
          {
            id: 'l1',
            userName: 'Han Mei',
            time: '2026-03-02T02:00:00Z',
            action: 'edit',
            changes: [{ field: 'name', label: 'name', from: 'ACME', to: 'ACME Ltd' }],
          },
        ]),
      },
    );
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    fireEvent.click(await screen.findByTestId('view-tab-changeLog'));
    const log = await screen.findByTestId('record-change-log');
    expect(log.textContent).toContain('Han Mei');
    expect(log.textContent).toContain('编辑了记录');
    expect(screen.getByTestId('change-log-change').textContent).toBe('客户名称：ACME → ACME Ltd');
    expect(log.textContent).toContain('2026-03-02 10:00');
  });

  it('shows every action with the permissions and access: three on the bar, the rest under More', async () => {
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', customerRoutes());
    await screen.findByTestId('record-title');
    const bar = screen.getByTestId('record-actions');
    expect([...bar.querySelectorAll('[data-testid^="action-"]')].map((b) => b.getAttribute('data-testid'))).toEqual([
      'action-edit',
      'action-followUp',
      'action-transfer',
      'action-more',
    ]);
    expect(screen.getByTestId('action-more').textContent).toBe('更多');
    expect(screen.queryByTestId('action-delete')).toBeNull();
    await openMore();
    for (const key of ['delete', 'lock']) expect(screen.getByTestId(`action-${key}`)).toBeTruthy();
    expect(screen.queryByTestId('action-unlock')).toBeNull();
  });

  it('shows up to four actions on the bar without More', async () => {
    const access = { canEdit: true, canDelete: true, team: null, locked: false, actions: { transfer: true, lock: false, unlock: false } };
    setUpRecordTest(ALL_AUTH.filter((a) => !/:delete$/.test(a.action)));
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', customerRoutes({ _access: access }));
    await screen.findByTestId('record-title');
    const buttons = [...screen.getByTestId('record-actions').querySelectorAll('[data-testid^="action-"]')].map((b) => b.getAttribute('data-testid'));
    expect(buttons.slice(0, 3)).toEqual(['action-edit', 'action-followUp', 'action-transfer']);
    expect(buttons.length).toBeLessThanOrEqual(4);
  });

  it('offers unlocking alone on a locked record, and runs it after the question at the version read', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const locked = {
      lockStatus: '1',
      _access: { canEdit: false, canDelete: false, team: null, locked: true, actions: { transfer: false, lock: false, unlock: true } },
    };
    const routes = customerRoutes(locked, { 'POST /crm/crmCustomer/unlock': ok(customerRow({ version: 4 })) });
    const { fake } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    fireEvent.click(await screen.findByTestId('action-unlock'));
    for (const key of ['edit', 'delete', 'transfer', 'lock']) expect(screen.queryByTestId(`action-${key}`)).toBeNull();
    await waitFor(() => expect(fake.find('POST /crm/crmCustomer/unlock')).toHaveLength(1));
    expect(feedback.confirm).toHaveBeenCalledWith({ content: '确定解锁该记录吗？' });
    expect(fake.find('POST /crm/crmCustomer/unlock')[0]!.body).toEqual({ id: 'r1', version: 3 });
  });

  it("shows a claim the pool's rules refuse disabled, saying why, and never runs it", async () => {
    const reason = '您在 7 天内退回过该记录，2026-12-08 之后才能再领取';
    const pooled = {
      ownerId: null,
      _access: { canEdit: false, canDelete: false, team: null, locked: false, actions: { receive: false, allocate: false }, refused: { receive: reason } },
    };
    const { fake } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', customerRoutes(pooled));
    const claim = await screen.findByTestId('action-receive');
    expect(claim.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('refused-receive').textContent).toBe(`暂不能领取：${reason}`);
    fireEvent.click(claim);
    expect(fake.find('POST /crm/crmCustomer/receive')).toHaveLength(0);
    expect(screen.queryByTestId('action-allocate')).toBeNull();
  });

  it('hides edit, delete and transfer when _access.canEdit and canDelete are false', async () => {
    const routes = customerRoutes({ _access: { canEdit: false, canDelete: false, team: 'r', locked: false } });
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    await screen.findByTestId('record-title');
    for (const key of ['edit', 'delete', 'transfer', 'lock']) expect(screen.queryByTestId(`action-${key}`)).toBeNull();
    expect(screen.getByTestId('action-followUp')).toBeTruthy();
  });

  it('hides actions without the permission (the server leaves them out of _access.actions too)', async () => {
    setUpRecordTest(ALL_AUTH.filter((a) => !/:(edit|delete|transfer)$/.test(a.action)));
    const access = { canEdit: true, canDelete: true, team: null, locked: false, actions: { transfer: false, lock: false, unlock: false } };
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', customerRoutes({ _access: access }));
    await screen.findByTestId('record-title');
    for (const key of ['edit', 'delete', 'transfer', 'lock']) expect(screen.queryByTestId(`action-${key}`)).toBeNull();
    expect(screen.getByTestId('action-followUp')).toBeTruthy();
  });

  it("opens the transfer action's page (its screen) for the record", async () => {
    const { current } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', customerRoutes());
    fireEvent.click(await screen.findByTestId('action-transfer'));
    await waitFor(() => expect(current()).toBe('/common/transfer?id=r1&tableName=crm_customer'));
  });

  it('deletes after confirmation and returns to the list', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const routes = customerRoutes({}, { 'DELETE /crm/crmCustomer/delete': ok(null) });
    const { fake, current } = renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    await screen.findByTestId('record-title');
    await openMore();
    fireEvent.click(await screen.findByTestId('action-delete'));
    await waitFor(() => expect(fake.find('DELETE /crm/crmCustomer/delete')).toHaveLength(1));
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerList'));
  });

  it('shows a custom field with its literal label', async () => {
    const routes = customerRoutes(
      { wechat: 'wx-9' },
      {
        'GET /system/sysTableMade/fields': ok({ table: null, fields: [{ name: 'wechat', type: 'text', label: 'WeChat (custom)', custom: true }] }),
      },
    );
    renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
    const field = await screen.findByTestId('view-field-wechat');
    expect(field.textContent).toContain('WeChat (custom)');
    expect(field.textContent).toContain('wx-9');
  });
});
