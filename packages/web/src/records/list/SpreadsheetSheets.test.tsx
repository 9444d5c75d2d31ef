import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RUNTIME_CONFIG_GLOBAL, type ImportResult } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { renderApp, resetState, signIn, toggleCheckbox, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { CUSTOMER_PERMISSIONS, customerRoutes } from './test-data.ts';

const WITH_IMPORT = [...CUSTOMER_PERMISSIONS, 'crm:crmCustomer:import'];

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  vi.restoreAllMocks();
});

async function openMore(action: 'record-export' | 'record-import') {
  await screen.findAllByTestId('record-card');
  fireEvent.click(screen.getByTestId('record-more'));
  fireEvent.click(await screen.findByTestId(action));
}

describe('export and import from the list', () => {
  it('asks for the export type and fields when none are chosen, and exports only the chosen fields', async () => {
    signIn(user(), { auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })) });
    const saved = vi.spyOn(http.effects, 'saveFile').mockImplementation(() => undefined);
    const { fake } = renderApp(
      '/crm/crmCustomerList',
      customerRoutes({ overrides: { 'GET /crm/crmCustomer/exportXls': { status: 200, data: new Blob(['xlsx']) } } }),
    );
    await openMore('record-export');
    const sheet = await screen.findByTestId('export-sheet');
    await toggleCheckbox(within(sheet).getByTestId('export-all-fields'));
    fireEvent.click(within(sheet).getByTestId('export-submit'));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('请选择导出类型和字段');
    expect(fake.find('GET /crm/crmCustomer/exportXls')).toHaveLength(0);

    await toggleCheckbox(within(within(sheet).getByTestId('export-field-phone')).getByRole('checkbox'));
    await toggleCheckbox(within(within(sheet).getByTestId('export-field-name')).getByRole('checkbox'));
    fireEvent.click(within(sheet).getByTestId('export-submit'));
    await waitFor(() => expect(fake.find('GET /crm/crmCustomer/exportXls')).toHaveLength(1));
    // in the object's order, whatever order they were ticked in
    expect(fake.find('GET /crm/crmCustomer/exportXls')[0]!.params.fields).toBe('name,phone');
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });

  it('offers import only with the import permission', async () => {
    signIn(user(), { auth: CUSTOMER_PERMISSIONS.map((action) => ({ action, type: '1' })) });
    renderApp('/crm/crmCustomerList', customerRoutes());
    await screen.findAllByTestId('record-card');
    fireEvent.click(screen.getByTestId('record-more'));
    await screen.findByTestId('record-export');
    expect(screen.queryByTestId('record-import')).toBeNull();
  });

  it('asks for a file, then uploads it and reports the refused rows', async () => {
    signIn(user(), { auth: WITH_IMPORT.map((action) => ({ action, type: '1' })) });
    const result: ImportResult = { imported: 2, failed: 1, errors: [{ row: 3, message: '客户名称不能为空' }] };
    const { fake } = renderApp(
      '/crm/crmCustomerList',
      customerRoutes({ permissions: WITH_IMPORT, overrides: { 'POST /crm/crmCustomer/importExcel': ok(result) } }),
    );
    await openMore('record-import');
    const sheet = await screen.findByTestId('import-sheet');
    fireEvent.click(within(sheet).getByTestId('import-submit'));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('请选择导入文件');
    expect(fake.find('POST /crm/crmCustomer/importExcel')).toHaveLength(0);

    const file = new File(['xlsx'], 'customers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(within(sheet).getByTestId('import-file'), { target: { files: [file] } });
    fireEvent.click(within(sheet).getByTestId('import-submit'));
    const report = await within(sheet).findByTestId('import-result');
    expect(report.textContent).toContain('成功导入 2 条，失败 1 条');
    expect(report.textContent).toContain('第 3 行：客户名称不能为空');
    expect(fake.find('POST /crm/crmCustomer/importExcel')[0]!.body).toBeInstanceOf(FormData);
  });
});
