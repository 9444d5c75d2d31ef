import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { baseRoutes, renderApp, resetState, signIn, user } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';

beforeEach(() => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
});

describe('the settings page', () => {
  it('leads administrators to the approval flows', async () => {
    signIn(user({ isAdmin: 1 }));
    const { path } = renderApp('/account/setting', baseRoutes({ 'GET /sys/auditFlow/list': ok([]) }));
    fireEvent.click(await screen.findByText('审批流程设置', {}, { timeout: 5000 }));
    await waitFor(() => expect(path()).toBe('/sys/sysAuditFlow'));
    expect(await screen.findByText('暂无需要审批的业务对象', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows no approval flows to anyone else', async () => {
    signIn(user({ isAdmin: 0 }));
    renderApp('/account/setting');
    await screen.findByTestId('open-msgSetting', {}, { timeout: 5000 });
    expect(screen.queryByTestId('open-auditFlow')).toBeNull();
  });
});
