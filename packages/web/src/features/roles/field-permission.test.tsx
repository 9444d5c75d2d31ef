import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldObject, FieldPermissionItem, RoleView } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { installFakeHttp, ok, type FakeRoute, type RecordedCall } from '../../test/fake-http.ts';
import { renderInRouter } from '../../test/app.tsx';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { FieldPermissionPage } from './FieldPermissionPage.tsx';

const AUTH = ['list', 'view', 'fieldPermission'].map((action) => ({ action: `sys:role:${action}`, type: '1' }));

const role = (patch: Partial<RoleView>): RoleView => ({
  id: 'r-eng',
  roleCode: 'serviceEngineer',
  roleName: '服务工程师',
  builtIn: 0,
  dataScope: '2',
  rwOthers: 'r',
  permissionCodes: [],
  ...patch,
});
const ROLES = [role({}), role({ id: 'r-sales', roleCode: 'salesperson', roleName: '销售员', builtIn: 1 })];

const OBJECTS: FieldObject[] = [
  { apiName: 'crmCustomer', title: '客户', lines: [] },
  { apiName: 'crmOrder', title: '订单', lines: [{ apiName: 'crmOrderDetail', title: '订单明细' }] },
];
const CUSTOMER_FIELDS: FieldPermissionItem[] = [
  { name: 'name', label: '客户名称', access: 'edit' },
  { name: 'phone', label: '电话', access: 'hidden' },
  { name: 'level', label: '客户级别', access: 'read' },
];

function routes(extra: Record<string, FakeRoute> = {}) {
  return recordRoutes({
    'GET /sys/role/list': ok({ records: ROLES, total: 2, size: 1000, current: 1, pages: 1 }),
    'GET /sys/role/fieldObjects': ok(OBJECTS),
    'GET /sys/role/fieldPermission': ok(CUSTOMER_FIELDS),
    ...extra,
  });
}

const pressed = (field: string) =>
  within(screen.getByTestId(`field-${field}`))
    .getByRole('radio', { checked: true })
    .getAttribute('data-access');
const press = (field: string, access: string) => fireEvent.click(within(screen.getByTestId(`field-${field}`)).getByTestId(`access-${access}`));

beforeEach(() => {
  setUpRecordTest(AUTH);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('field permissions (/sys/sysRoleFieldPermission)', () => {
  it('lists the objects with their line objects as detail fields, and opens one', async () => {
    const { current } = renderScreen(<FieldPermissionPage />, '/sys/sysRoleFieldPermission?roleId=r-eng', routes());
    const detail = await screen.findByTestId('field-object-crmOrderDetail');
    expect(detail.textContent).toContain('订单明细');
    expect(detail.textContent).toContain('明细字段');
    expect(screen.getByTestId('field-object-crmCustomer').textContent).toContain('客户');
    fireEvent.click(detail.querySelector('.adm-list-item-content')!);
    await waitFor(() => expect(current()).toBe('/sys/sysRoleFieldPermission?roleId=r-eng&apiName=crmOrderDetail'));
  });

  it('sets each field hidden, read only or editable and saves them all', async () => {
    const { fake } = renderScreen(
      <FieldPermissionPage />,
      '/sys/sysRoleFieldPermission?roleId=r-eng&apiName=crmCustomer',
      routes({ 'POST /sys/role/fieldPermission/save': (call: RecordedCall) => ok(call.body) }),
    );
    await screen.findByTestId('field-permissions');
    expect(fake.find('GET /sys/role/fieldPermission')[0]!.params).toMatchObject({ roleId: 'r-eng', apiName: 'crmCustomer' });
    expect([pressed('name'), pressed('phone'), pressed('level')]).toEqual(['edit', 'hidden', 'read']);
    expect(within(screen.getByTestId('field-phone')).getByRole('radiogroup').getAttribute('aria-label')).toBe('“电话”的权限');

    press('name', 'read');
    press('phone', 'edit');
    press('level', 'hidden');
    fireEvent.click(screen.getByTestId('fields-save'));
    await waitFor(() => expect(fake.find('POST /sys/role/fieldPermission/save')).toHaveLength(1));
    expect(fake.find('POST /sys/role/fieldPermission/save')[0]!.body).toEqual({
      roleId: 'r-eng',
      apiName: 'crmCustomer',
      fields: [
        { name: 'name', access: 'read' },
        { name: 'phone', access: 'edit' },
        { name: 'level', access: 'hidden' },
      ],
    });
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('字段权限已保存'));
  });

  it('makes every field editable again at once', async () => {
    const { fake } = renderScreen(
      <FieldPermissionPage />,
      '/sys/sysRoleFieldPermission?roleId=r-eng&apiName=crmCustomer',
      routes({ 'POST /sys/role/fieldPermission/save': ok(null) }),
    );
    await screen.findByTestId('field-permissions');
    fireEvent.click(screen.getByTestId('fields-all-editable'));
    expect([pressed('name'), pressed('phone'), pressed('level')]).toEqual(['edit', 'edit', 'edit']);
    fireEvent.click(screen.getByTestId('fields-save'));
    await waitFor(() => expect(fake.find('POST /sys/role/fieldPermission/save')).toHaveLength(1));
    expect((fake.find('POST /sys/role/fieldPermission/save')[0]!.body as { fields: unknown[] }).fields).toEqual([
      { name: 'name', access: 'edit' },
      { name: 'phone', access: 'edit' },
      { name: 'level', access: 'edit' },
    ]);
  });

  it('asks before leaving with changes not saved, and lets the user stay', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(false);
    installFakeHttp(routes());
    const { router } = renderInRouter(null, {
      entries: ['/sys/sysRoleFieldPermission?roleId=r-eng', '/sys/sysRoleFieldPermission?roleId=r-eng&apiName=crmCustomer'],
      routes: [{ path: '/sys/sysRoleFieldPermission', element: <FieldPermissionPage /> }],
    });
    await screen.findByTestId('field-permissions');
    press('phone', 'read');
    void router.navigate(-1);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ content: '修改尚未保存，确定离开吗？' }));
    await waitFor(() => expect(router.state.location.search).toBe('?roleId=r-eng&apiName=crmCustomer'));
    expect(pressed('phone')).toBe('read');

    confirm.mockResolvedValue(true);
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?roleId=r-eng'));
    expect(await screen.findByTestId('field-objects')).toBeTruthy();
  });

  it('leaves without asking when nothing changed', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(false);
    installFakeHttp(routes());
    const { router } = renderInRouter(null, {
      entries: ['/sys/sysRoleFieldPermission?roleId=r-eng', '/sys/sysRoleFieldPermission?roleId=r-eng&apiName=crmCustomer'],
      routes: [{ path: '/sys/sysRoleFieldPermission', element: <FieldPermissionPage /> }],
    });
    await screen.findByTestId('field-permissions');
    press('phone', 'read');
    press('phone', 'hidden');
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?roleId=r-eng'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows a built-in role’s field permissions without letting them change', async () => {
    const { fake } = renderScreen(<FieldPermissionPage />, '/sys/sysRoleFieldPermission?roleId=r-sales&apiName=crmCustomer', routes());
    await screen.findByTestId('field-permissions');
    expect(screen.getByTestId('role-built-in-note')).toBeTruthy();
    expect(within(screen.getByTestId('field-phone')).getByTestId('access-edit')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('fields-save')).toBeNull();
    expect(fake.find('POST /sys/role/fieldPermission/save')).toHaveLength(0);
  });
});
