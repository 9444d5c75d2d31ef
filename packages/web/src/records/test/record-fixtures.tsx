import type { ReactNode } from 'react';
import { RUNTIME_CONFIG_GLOBAL, type RecordRow } from '@crm/domain';
import { baseRoutes, renderInRouter, resetState, signIn, user } from '../../test/app.tsx';
import { installFakeHttp, ok, type FakeRoute } from '../../test/fake-http.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';

/** A stored record as queryById answers it (with `_access`). */
export function row(patch: Record<string, unknown> = {}): RecordRow {
  return {
    id: 'r1',
    createBy: 'u1',
    createTime: '2026-03-01T02:00:00Z',
    updateTime: '2026-03-02T02:00:00Z',
    version: 3,
    lockStatus: '0',
    auditStatus: '0',
    bizType: null,
    tags: [],
    ownerId: 'u1',
    ownerId_dictText: 'Li Lei',
    // As the server answers an unlocked record its caller may change (transfer and lock; a lead's conversion).
    _access: { canEdit: true, canDelete: true, team: null, locked: false, actions: { transfer: true, lock: true, unlock: false, toCustomer: true } },
    ...patch,
  } as unknown as RecordRow;
}

export const ALL_AUTH = ['crmCustomer', 'crmClue', 'crmContacter'].flatMap((e) =>
  ['list', 'view', 'add', 'edit', 'delete', 'transfer', 'team', 'toCustomer'].map((a) => ({ action: `crm:${e}:${a}`, type: '1' })),
);

export function recordRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return baseRoutes({
    'GET /system/sysTableMade/fields': ok({ table: null, fields: [] }),
    'GET /system/sysTableMade/list': ok({ records: [], total: 0, size: 1000, current: 1, pages: 0 }),
    'GET /sys/sysBizType/queryListByTableId': ok([]),
    'GET /crm/crmTag/allList': ok([]),
    // The detail screen's star (my follows): not followed.
    'GET /sys/sysStar/state': ok({ starred: false }),
    ...overrides,
  });
}

export function setUpRecordTest(auth = ALL_AUTH) {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's', mapTiles: { source: 'off' } };
  signIn(user({ timeZone: 'Asia/Shanghai' }), { auth });
  usePreferencesStore.getState().setTimeZone('Asia/Shanghai');
}

/** A screen at `path` (with its query) in a memory router over fake answers; other paths show their name. */
export function renderScreen(element: ReactNode, path: string, routes: Record<string, FakeRoute>, pattern = path.split('?')[0]!) {
  const fake = installFakeHttp(routes);
  const view = renderInRouter(null, {
    entries: [path],
    routes: [
      { path: pattern, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
  });
  const current = () => view.router.state.location.pathname + view.router.state.location.search;
  return { ...view, fake, current };
}
