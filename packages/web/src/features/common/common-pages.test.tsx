import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { fail, ok } from '../../test/fake-http.ts';
import { ALL_AUTH, recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { TransferPage } from './TransferPage.tsx';
import { CheckListPage } from './CheckListPage.tsx';
import { MapPage } from './MapPage.tsx';
import { CommentAddPage } from './CommentAddPage.tsx';

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

const users = ok({
  records: [{ id: 'u7', username: 'manager', realname: 'Han Mei', avatar: null, phone: null, email: null, departId: null, departName: 'Sales', status: '1' }],
  total: 1,
  size: 50,
  current: 1,
  pages: 1,
});

describe('common actions', () => {
  it('transfer runs the transfer action on the records with the new owner and the previous owner kept read-only, then opens the record', async () => {
    const routes = recordRoutes({
      'GET /sys/user/list': users,
      'POST /crm/crmCustomer/transferBatch': ok({ done: ['r1'], refused: [] }),
      'GET /crm/crmCustomer/queryById': ok({ id: 'r1' }),
    });
    const { fake, current } = renderScreen(<TransferPage />, '/common/transfer?tableName=crm_customer&ids=r1', routes);
    fireEvent.click(await screen.findByTestId('transfer-submit'));
    expect(feedback.toast).toHaveBeenCalledWith('请选择新负责人');
    fireEvent.click(screen.getByTestId('transfer-user'));
    fireEvent.click(await screen.findByTestId('user-option-u7'));
    fireEvent.click(screen.getByText('保留为团队成员（只读）'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmCustomer/transferBatch')).toHaveLength(1));
    expect(fake.find('POST /crm/crmCustomer/transferBatch')[0]!.body).toEqual({ ids: ['r1'], ownerId: 'u7', keepAsTeam: 'r' });
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerView?id=r1'));
  });

  it('transfer goes back to the list when the record is no longer the user’s to see (a salesperson handing their own on)', async () => {
    const routes = recordRoutes({
      'GET /sys/user/list': users,
      'POST /crm/crmCustomer/transferBatch': ok({ done: ['r1'], refused: [] }),
      'GET /crm/crmCustomer/queryById': fail(404, '很抱歉，资源未找到！'),
    });
    const { current } = renderScreen(<TransferPage />, '/common/transfer?tableName=crm_customer&ids=r1', routes);
    fireEvent.click(await screen.findByTestId('transfer-user'));
    fireEvent.click(await screen.findByTestId('user-option-u7'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerList'));
    // No "resource not found" for a transfer that was done.
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.success).toHaveBeenCalledWith('转移成功');
  });

  it('transfer opened by its address without the button says so at once', async () => {
    setUpRecordTest(ALL_AUTH.filter((entry) => entry.action !== 'crm:crmCustomer:transfer'));
    renderScreen(<TransferPage />, '/common/transfer?tableName=crm_customer&ids=r1', recordRoutes({ 'GET /sys/user/list': users }));
    expect(await screen.findByText('您没有转移此类记录的权限，请联系管理员')).toBeTruthy();
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
  });

  it('transfer says which records could not be transferred, and why', async () => {
    const alert = vi.spyOn(feedback, 'alert').mockResolvedValue(undefined);
    const refused = { done: ['r1'], refused: [{ id: 'r2', message: '该记录已锁定，不能编辑或删除' }] };
    const routes = recordRoutes({ 'GET /sys/user/list': users, 'POST /crm/crmCustomer/transferBatch': ok(refused) });
    const { fake, current } = renderScreen(<TransferPage />, '/common/transfer?tableName=crm_customer&ids=r1,r2', routes);
    fireEvent.click(await screen.findByTestId('transfer-user'));
    fireEvent.click(await screen.findByTestId('user-option-u7'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ content: '1 条已完成，1 条未完成\n该记录已锁定，不能编辑或删除' }));
    expect(fake.find('POST /crm/crmCustomer/transferBatch')[0]!.body).toEqual({ ids: ['r1', 'r2'], ownerId: 'u7', keepAsTeam: null });
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerList'));
  });

  it('a comment is required, then posted', async () => {
    const routes = recordRoutes({ 'POST /crm/crmComment/add': ok(null) });
    const { fake } = renderScreen(<CommentAddPage />, '/crm/commentAdd?tableName=crm_customer&dataId=r1', routes);
    fireEvent.click(await screen.findByTestId('comment-submit'));
    expect(screen.getByRole('alert').textContent).toBe('请输入评论内容');
    fireEvent.change(screen.getByTestId('comment-content').querySelector('textarea')!, { target: { value: 'Nice' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(fake.find('POST /crm/crmComment/add')[0]?.body).toEqual({ tableName: 'crm_customer', dataId: 'r1', content: 'Nice' }));
  });

  it('duplicate check groups matches by object and opens only visible ones', async () => {
    const routes = recordRoutes({
      'GET /crm/duplicate/search': ok([
        { entity: 'crmCustomer', id: 'c1', title: 'ACME', field: 'name', value: 'ACME', ownerName: 'Li Lei', visible: true },
        { entity: 'crmClue', id: 'l1', title: 'ACME lead', field: 'name', value: 'ACME', ownerName: 'Han Mei', visible: false },
      ]),
    });
    const { current } = renderScreen(<CheckListPage />, '/common/checkList', routes);
    const input = (await screen.findByTestId('checklist-search')).querySelector('input')!;
    fireEvent.change(input, { target: { value: 'ACME' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect((await screen.findByTestId('checklist-group-crmCustomer')).textContent).toContain('负责人：Li Lei');
    expect(screen.getByTestId('checklist-group-crmClue').textContent).toContain('不在您的数据权限内');
    fireEvent.click(screen.getByText('ACME lead'));
    expect(current()).toBe('/common/checkList');
    fireEvent.click(screen.getByText('ACME'));
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerView?id=c1'));
  });

  it('the map shows the coordinates and address even without tiles', async () => {
    renderScreen(<MapPage />, '/common/map?lat=31.23&lng=121.47&title=ACME&address=Nanjing%20Rd', recordRoutes());
    expect((await screen.findByTestId('map-coordinates')).textContent).toBe('纬度 31.23，经度 121.47');
    expect(screen.getByTestId('map-page').textContent).toContain('Nanjing Rd');
    expect(await screen.findByText('地图加载失败，以坐标显示位置')).toBeTruthy();
  });
});
