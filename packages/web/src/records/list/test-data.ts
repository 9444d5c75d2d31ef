import type { Page, RecordRow, Scene } from '@crm/domain';
import { ok, type FakeRoute, type RecordedCall } from '../../test/fake-http.ts';
import { baseRoutes, menuItem } from '../../test/app.tsx';

/** Fake server answers for the customer list screens. */
export function customer(n: number, patch: Record<string, unknown> = {}): RecordRow {
  return {
    id: `c${n}`,
    name: `Customer ${n}`,
    customerNo: `KH${String(n).padStart(6, '0')}`,
    level: 'A',
    level_dictText: 'Key account',
    dealStatus: '1',
    lastFollowTime: '2026-03-01T02:30:00Z',
    ownerId: 'u1',
    ownerId_dictText: 'Li Lei',
    createBy: 'u1',
    createTime: '2026-01-01T00:00:00Z',
    updateTime: '2026-01-01T00:00:00Z',
    version: 1,
    lockStatus: '0',
    auditStatus: '0',
    bizType: null,
    tags: ['t1'],
    ...patch,
  } as RecordRow;
}

export function page(records: RecordRow[], current: number, pages: number, total = pages * 20): Page<RecordRow> {
  return { records, total, size: 20, current, pages };
}

export const CUSTOMER_PERMISSIONS = ['list', 'view', 'add', 'edit', 'delete', 'transfer', 'export'].map((a) => `crm:crmCustomer:${a}`);

export const SCENES: Scene[] = [
  { id: 'all', name: 'entity.scene.all', tableName: 'crm_customer', visibility: '1', conditions: [], preset: true, ownerId: null },
  {
    id: 'mine',
    name: 'entity.scene.mine',
    tableName: 'crm_customer',
    visibility: '1',
    conditions: [{ field: 'ownerId', op: 'eq', value: '$me' }],
    preset: true,
    ownerId: null,
  },
  {
    id: 's1',
    name: 'Big ones',
    tableName: 'crm_customer',
    visibility: '3',
    conditions: [{ field: 'level', op: 'eq', value: 'A' }],
    preset: false,
    ownerId: 'u1',
  },
];

/** Two pages of 20 customers by default; `list` overrides the list answer. */
export function customerRoutes(options: { permissions?: string[]; list?: FakeRoute; overrides?: Record<string, FakeRoute> } = {}) {
  const permissions = options.permissions ?? CUSTOMER_PERMISSIONS;
  const list: FakeRoute =
    options.list ??
    ((call: RecordedCall) => {
      const pageNo = Number(call.params.pageNo ?? 1);
      return ok(
        page(
          Array.from({ length: 20 }, (_, i) => customer((pageNo - 1) * 20 + i + 1)),
          pageNo,
          2,
        ),
      );
    });
  return baseRoutes({
    'GET /sys/permission/getUserPermissionByToken': ok({
      menu: [
        menuItem({
          id: 'm2',
          path: '/crm/crmCustomerList',
          name: 'crmCustomerList',
          component: 'records/list:crmCustomer',
          title: 'common.menu.crmCustomerList',
        }),
      ],
      auth: permissions.map((action) => ({ action, type: '1' })),
      allAuth: [],
    }),
    'GET /system/sysTableMade/fields': ok({ table: null, fields: [] }),
    'GET /sys/scene/list': ok(SCENES),
    'GET /crm/crmTag/allList': ok([{ id: 't1', name: 'VIP', bgcolor: 'red', tableName: 'crm_customer' }]),
    'GET /sys/dict/getDictItems/customer_level': ok([
      { value: 'A', text: 'Key account', color: null },
      { value: 'B', text: 'Normal', color: null },
    ]),
    'GET /crm/crmCustomer/list': list,
    ...options.overrides,
  });
}
