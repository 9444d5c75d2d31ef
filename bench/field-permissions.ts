// Issue 22's figure: what field permissions cost the salesperson's customer list. The demo
// salesperson is given, for the measurement, a custom role with their built-in role's buttons and
// scope; then pairs of runs of their list alternate between that role without field permissions
// and with three of the customer's fields hidden, so a slow moment of the machine falls on both.
// Their roles are given back afterwards.
import { PEOPLE_API, type EmployeeInput, type EmployeeView, type Envelope, type Page, type RoleView } from '@crm/domain';
import { loginAs, signedHeaders } from './api-client.ts';
import { customerListRate } from './customer-list.ts';
import { budgeted, type Figure } from './figures.ts';
import type { BenchServer } from './server.ts';

const PAIRS = 3;
const WARM_UP_SECONDS = 2;
/** The share of the unrestricted list's rate the restricted one must keep (issue 22: within 10 %). */
const SHARE_BUDGET = 0.9;
/** Fields of the customer a company might keep from its salespeople; none is on the list's card. */
const HIDDEN = ['phone', 'email', 'website'];

export interface FieldPermissionOptions {
  kind: string;
  signSecret: string;
  connections: number;
  durationSeconds: number;
}

export async function fieldPermissionFigures(server: BenchServer, options: FieldPermissionOptions): Promise<Figure[]> {
  const admin = await loginAs(server.base, options.signSecret, 'admin');
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>): Promise<T> => {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)])) : {};
    const signed = method === 'PUT' ? {} : signedHeaders(options.signSecret, path, query, method === 'POST' ? payload : undefined);
    const search = method === 'GET' ? `?${new URLSearchParams(query)}` : '';
    const response = await fetch(`${server.base}/api${path}${search}`, {
      method,
      headers: { 'content-type': 'application/json', 'X-Client-Type': '1', 'X-Access-Token': admin, ...signed },
      ...(method === 'GET' ? {} : { body: JSON.stringify(payload) }),
    });
    const answer = (await response.json()) as Envelope<T>;
    if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.result;
  };

  const roles = (await call<Page<RoleView>>('GET', PEOPLE_API.roleList, { pageNo: 1, pageSize: 100 })).records;
  const salesperson = roles.find((role) => role.roleCode === 'salesperson');
  if (!salesperson) throw new Error('the demo tenant has no salesperson role');
  const role = await call<RoleView>('POST', PEOPLE_API.roleAdd, {
    roleName: 'Bench field sales',
    roleCode: `benchFields${Date.now()}`,
    dataScope: salesperson.dataScope,
    rwOthers: salesperson.rwOthers,
    permissionCodes: salesperson.permissionCodes,
  });
  const salesId = (await call<Page<{ id: string; username: string }>>('GET', PEOPLE_API.userList, { keyword: 'sales', pageSize: 50 })).records.find(
    (user) => user.username === 'sales',
  )!.id;
  const sales = await call<EmployeeView>('GET', PEOPLE_API.userById, { id: salesId });
  const withRoles = (roleIds: string[]): EmployeeInput & Record<string, unknown> => ({
    id: sales.id,
    username: sales.username,
    realname: sales.realname,
    departId: sales.departId!,
    roleIds,
    mobile: sales.mobile,
    email: sales.email,
    position: sales.position,
    superiorId: sales.superiorId,
    jobNo: sales.jobNo,
  });
  const restrict = (hidden: readonly string[]) =>
    call('POST', PEOPLE_API.fieldPermissionSave, { roleId: role.id, apiName: 'crmCustomer', fields: hidden.map((name) => ({ name, access: 'hidden' })) });

  await call('PUT', PEOPLE_API.userEdit, withRoles([role.id]));
  try {
    const token = await loginAs(server.base, options.signSecret, 'sales');
    const rate = async (hidden: readonly string[], seconds: number) => {
      await restrict(hidden);
      return customerListRate(options, server.base, token, seconds);
    };
    await rate([], WARM_UP_SECONDS);
    await rate(HIDDEN, WARM_UP_SECONDS);
    const pairs: [number, number][] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) pairs.push([await rate([], options.durationSeconds), await rate(HIDDEN, options.durationSeconds)]);
    const sum = (side: 0 | 1) => pairs.reduce((total, p) => total + p[side], 0);
    const share = sum(1) / sum(0);
    const runs = pairs.map(([open, hidden]) => `${open.toFixed(0)}/${hidden.toFixed(0)}`).join(', ');
    return [
      budgeted(
        `${options.kind}: customer list (page of 20), salesperson with ${HIDDEN.length} fields hidden: requests/s as a share of the same list without field permissions (${PAIRS} pairs, without/with)`,
        `${share.toFixed(2)} (${runs})`,
        `≥ ${SHARE_BUDGET}`,
        share >= SHARE_BUDGET,
      ),
    ];
  } finally {
    await restrict([]);
    await call('PUT', PEOPLE_API.userEdit, withRoles(sales.roleIds));
  }
}
