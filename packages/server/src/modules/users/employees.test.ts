import {
  ALL_OBJECTS,
  AUDIT_API,
  PEOPLE_API,
  PLATFORM_SEATS_PATH,
  RECORD_API,
  type DepartNode,
  type EmployeeView,
  type LoginResult,
  type Page,
  type PermissionLogEntry,
  type RecordRow,
  type RoleView,
  type UserInfo,
  type UserSummary,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signedHeaders, type TestApp } from '../../test/app.ts';
import { codeOutbox } from '../../test/code-outbox.ts';
import { actor, createRecord, sampleInput, type Actor } from '../../test/records.ts';

/**
 * Employees (issue 22): adding people who then sign in, editing their roles and department,
 * freezing (the next request is refused, no way in, pickers and the engines leave them out),
 * unfreezing within the company's seats, resetting a password, and who may do each.
 */

const en = { 'Accept-Language': 'en' };
const outbox = codeOutbox();

let t: TestApp;
let admin: Actor;
let tenantId: string;
const departs = new Map<string, string>();
const roles = new Map<string, string>();
const userIds = new Map<string, string>();
let ipCounter = 0;
let hires = 0;

function flatten(nodes: DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** A login from an address of its own, so that one test's failures never block another's (five per address). */
function loginFrom(username: string, password: string) {
  const body = { username, password };
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: body,
    remoteAddress: `10.22.0.${++ipCounter}`,
    headers: { ...signedHeaders('/sys/login', {}, body), 'X-Client-Type': '1' },
  });
}

function publicPost(path: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    remoteAddress: `10.23.0.${++ipCounter}`,
    headers: { ...signedHeaders(path, {}, body), 'X-Client-Type': '1' },
  });
}

async function phoneLogin(mobile: string) {
  const sent = await publicPost('/sys/sms', { mobile, purpose: 'login' });
  expect(sent.statusCode, sent.body).toBe(200);
  return publicPost('/sys/phoneLogin', { mobile, captcha: outbox.lastCodeFor(mobile) });
}

function employee(overrides: Record<string, unknown> = {}) {
  return {
    username: `hire${++hires}`,
    realname: '新员工',
    departId: departs.get('销售一组')!,
    roleIds: [roles.get('salesperson')!],
    ...overrides,
  };
}

async function addEmployee(body: Record<string, unknown>, token = admin.token): Promise<EmployeeView> {
  const response = await t.signedPost(PEOPLE_API.userAdd, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<EmployeeView>(response).result;
}

async function freeze(ids: string[], status: '1' | '2', token = admin.token) {
  return t.put(PEOPLE_API.userFrozenBatch, { ids: ids.join(','), status }, token, en);
}

async function logOf(targetId: string): Promise<PermissionLogEntry[]> {
  const response = await t.signedGet(PEOPLE_API.permissionLogList, { targetId, pageSize: 100 }, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<PermissionLogEntry>>(response).result.records;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false, signIn: { codeDelivery: { sms: 'dev', devOutbox: outbox.path } } });
  admin = await actor(t, 'admin');
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
  const tree = envelope<DepartNode[]>(await t.signedGet(PEOPLE_API.departTree, {}, admin.token)).result;
  for (const node of flatten(tree)) departs.set(node.name, node.id);
  const list = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 100 }, admin.token)).result;
  for (const role of list.records) roles.set(role.roleCode, role.id);
  for (const user of await t.app.db.selectFrom('users').select(['id', 'username']).execute()) userIds.set(user.username, user.id);
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

describe('adding an employee', () => {
  it('with a first password: the employee signs in with it, in the department and roles given', async () => {
    const added = await addEmployee({
      username: 'newhire',
      realname: '林新',
      password: 'Start@123',
      mobile: '13700000001',
      email: 'NewHire@Example.com',
      departId: departs.get('销售一组'),
      roleIds: [roles.get('salesperson')],
      position: '销售代表',
      superiorId: userIds.get('zhoujie'),
      jobNo: 'HX2001',
    });
    expect(added).toMatchObject({
      username: 'newhire',
      realname: '林新',
      jobNo: 'HX2001',
      position: '销售代表',
      superiorId: userIds.get('zhoujie'),
      superiorId_dictText: '周杰',
      departId: departs.get('销售一组'),
      departId_dictText: '销售一组',
      roleIds: [roles.get('salesperson')],
      roleNames: ['销售员'],
      mobile: '13700000001',
      email: 'newhire@example.com',
      status: '1',
      isAdmin: 0,
    });
    userIds.set('newhire', added.id);
    const login = await loginFrom('newhire', 'Start@123');
    expect(login.statusCode, login.body).toBe(200);
    expect(envelope<LoginResult>(login).result.userInfo).toMatchObject({
      username: 'newhire',
      companyCode: 'A01',
      departName: '销售一组',
      roleNames: ['销售员'],
    });
    const viewed = await t.signedGet(PEOPLE_API.userById, { id: added.id }, admin.token);
    expect(envelope<EmployeeView>(viewed).result).toEqual(added);
    // Pickers list them at once.
    const picker = envelope<Page<UserSummary>>(await t.signedGet(PEOPLE_API.userList, { keyword: '林新' }, admin.token)).result;
    expect(picker.records).toEqual([expect.objectContaining({ id: added.id, position: '销售代表', status: '1' })]);
  });

  it('without a password: no password opens the account, the code sent to their phone does', async () => {
    const added = await addEmployee(employee({ username: 'codeonly', realname: '码登', mobile: '13700000002' }));
    userIds.set('codeonly', added.id);
    const hash = (await t.app.db.selectFrom('users').select('password_hash').where('id', '=', added.id).executeTakeFirstOrThrow()).password_hash;
    expect(hash.startsWith('$argon2')).toBe(false);
    for (const guess of [hash, '', 'Demo@2026']) {
      if (!guess) continue;
      const refused = await loginFrom('codeonly', guess);
      expect(refused.statusCode).toBe(401);
    }
    const login = await phoneLogin('13700000002');
    expect(login.statusCode, login.body).toBe(200);
    expect(envelope<LoginResult>(login).result.userInfo).toMatchObject({ username: 'codeonly', realname: '码登' });
  });

  it('refuses a taken username, number, address or job number, and what does not exist, changing nothing', async () => {
    const count = async () => (await t.app.db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [employee({ username: 'sales' }), 422, 'This username is already taken, please choose another'],
      [employee({ mobile: '13910001002' }), 409, 'This phone number or email is already used by another account'],
      [employee({ email: 'SALES@huaxincloud.cn' }), 409, 'This phone number or email is already used by another account'],
      [employee({ jobNo: 'HX1001' }), 422, 'This job number is already used by another employee'],
      [employee({ departId: 'no-such-depart' }), 422, 'The department chosen does not exist'],
      [employee({ roleIds: [roles.get('salesperson'), 'no-such-role'] }), 422, 'A role chosen does not exist'],
      [employee({ superiorId: 'no-such-user' }), 422, 'The direct superior chosen does not exist'],
      [employee({ roleIds: [] }), 400, 'Invalid request: Roles: at least 1 needed'],
      [employee({ password: '12345' }), 400, 'Invalid request: Password must be at least 6 characters'],
      [employee({ username: 'has space' }), 400, 'Invalid request: Username has an invalid format'],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.signedPost(PEOPLE_API.userAdd, body, admin.token, en);
      expect([response.statusCode, envelope(response).message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await count()).toBe(before);
  });
});

describe('editing an employee', () => {
  it('changes roles and department (another company too), reaching their next request', async () => {
    const { token } = envelope<LoginResult>(await loginFrom('newhire', 'Start@123')).result;
    const response = await t.put(
      PEOPLE_API.userEdit,
      {
        id: userIds.get('newhire'),
        realname: '林新',
        departId: departs.get('上海销售部'),
        roleIds: [roles.get('salesDeptManagement'), roles.get('serviceEngineer')],
      },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = envelope<EmployeeView>(response).result;
    // What the edit left out stays.
    expect(edited).toMatchObject({
      departId_dictText: '上海销售部',
      mobile: '13700000001',
      jobNo: 'HX2001',
      superiorId_dictText: '周杰',
      position: '销售代表',
    });
    expect(edited.roleNames.sort()).toEqual(['服务工程师', '销售部门管理'].sort());
    const info = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;
    expect(info).toMatchObject({ departName: '上海销售部', companyCode: 'A02' });
    expect(info.roleNames.sort()).toEqual(['服务工程师', '销售部门管理'].sort());
    const companies = await t.app.db.selectFrom('user_companies').select('company_code').where('user_id', '=', edited.id).execute();
    expect(companies.map((row) => row.company_code)).toEqual(['A02']);

    const log = await logOf(edited.id);
    expect(log[0]).toMatchObject({ kind: 'user.edit', userId: admin.userId, userName: '张志强', targetName: '林新' });
    expect(log[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'department', before: '销售一组', after: '上海销售部' },
        { field: 'rolesAdded', before: null, after: '服务工程师, 销售部门管理' },
        { field: 'rolesRemoved', before: '销售员', after: null },
      ]),
    );

    // Cleared with null; a superior who is the employee's own subordinate is refused.
    const cleared = await t.put(
      PEOPLE_API.userEdit,
      { id: edited.id, realname: '林新', departId: departs.get('销售一组'), roleIds: [roles.get('salesperson')], position: null, email: '' },
      admin.token,
    );
    expect(envelope<EmployeeView>(cleared).result).toMatchObject({ position: null, email: null, departId_dictText: '销售一组' });
    const self = await t.put(PEOPLE_API.userEdit, { ...employee(), id: edited.id, superiorId: edited.id }, admin.token, en);
    expect([self.statusCode, envelope(self).message]).toEqual([422, 'An employee cannot be their own direct superior']);
    const zhoujie = await t.put(
      PEOPLE_API.userEdit,
      { id: userIds.get('zhoujie'), realname: '周杰', departId: departs.get('销售部'), roleIds: [roles.get('salesDeptManagement')], superiorId: edited.id },
      admin.token,
      en,
    );
    expect([zhoujie.statusCode, envelope(zhoujie).message]).toEqual([422, 'The direct superior cannot be one of the employee’s own subordinates']);
  });

  it('keeps the last active administrator an administrator', async () => {
    // The demo administrator is one by the flag too; as one by the role alone, taking the role is refused.
    await t.app.db.updateTable('users').set({ is_admin: 0 }).where('id', '=', admin.userId).execute();
    try {
      const response = await t.put(
        PEOPLE_API.userEdit,
        { id: admin.userId, realname: '张志强', departId: departs.get('行政部'), roleIds: [roles.get('salesManagement')] },
        admin.token,
        en,
      );
      expect([response.statusCode, envelope(response).message]).toEqual([
        422,
        '张志强 is the last active administrator: they cannot be frozen or lose their administrator rights',
      ]);
    } finally {
      await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.userId).execute();
    }
    const view = envelope<EmployeeView>(await t.signedGet(PEOPLE_API.userById, { id: admin.userId }, admin.token)).result;
    expect(view).toMatchObject({ isAdmin: 1, roleNames: ['管理员'] });
  });
});

describe('freezing', () => {
  it("ends the frozen user's sessions at their next request, and no way in opens for them", async () => {
    const added = await addEmployee(employee({ username: 'leaver', realname: '离职者', password: 'Leave@123', mobile: '13700000003' }));
    userIds.set('leaver', added.id);
    const { token } = envelope<LoginResult>(await loginFrom('leaver', 'Leave@123')).result;
    const key = await t.signedPost('/sys/memberKey/issue', { userId: added.id }, admin.token);
    expect(key.statusCode, key.body).toBe(200);
    const { memberId, memberKey } = envelope<{ memberId: string; memberKey: string }>(key).result;

    const frozen = await freeze([added.id], '2');
    expect([frozen.statusCode, envelope(frozen).message]).toEqual([200, '1 employee(s) frozen and signed out everywhere']);
    // Frozen without the revocation too: the session look-up itself refuses a frozen user's token.
    await t.app.db.updateTable('sessions').set({ revoked_at: null }).where('user_id', '=', added.id).execute();
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(401);

    const password = await loginFrom('leaver', 'Leave@123');
    expect([password.statusCode, envelope(password).message]).toEqual([403, '该用户已冻结']);
    const code = await phoneLogin('13700000003');
    expect([code.statusCode, envelope(code).message]).toEqual([403, '该用户已冻结']);
    const auto = await publicPost('/sys/autoLogin', { memberId, memberKey });
    expect(auto.statusCode).toBe(401);

    const log = await logOf(added.id);
    expect(log[0]).toMatchObject({ kind: 'user.frozen', changes: [{ field: 'status', before: '1', after: '2' }] });
  });

  it('leaves frozen people out of the pickers unless a status is asked', async () => {
    const frozenId = userIds.get('leaver')!;
    const ids = async (query: Record<string, string>) =>
      envelope<Page<UserSummary>>(await t.signedGet(PEOPLE_API.userList, { pageSize: 1000, ...query }, admin.token)).result.records.map((u) => u.id);
    expect(await ids({})).not.toContain(frozenId);
    expect(await ids({ status: '1' })).not.toContain(frozenId);
    expect(await ids({ status: '2' })).toEqual([frozenId]);
    expect(await ids({ status: '' })).toContain(frozenId);
    const byDepart = async (query: Record<string, string>) =>
      envelope<UserSummary[]>(await t.signedGet('/sys/user/queryUserByDepId', { id: departs.get('销售一组')!, ...query }, admin.token)).result.map((u) => u.id);
    expect(await byDepart({})).not.toContain(frozenId);
    expect(await byDepart({ status: '2' })).toContain(frozenId);
  });

  it('the record engine and the approval flows refuse a frozen user newly chosen, and keep one already there', async () => {
    const contract = ALL_OBJECTS.find((entity) => entity.apiName === 'crmContract')!;
    const signer = await addEmployee(employee({ username: 'signer', realname: '签约人' }));
    const made = new Map<string, string>();
    const id = await createRecord(t, admin, contract, made, { ourSignerId: signer.id });
    expect((await freeze([signer.id], '2')).statusCode).toBe(200);

    const added = await t.signedPost(
      RECORD_API.add('crm', 'crmContract'),
      { ...(await sampleInput(t, admin, contract, made)), ourSignerId: signer.id },
      admin.token,
      en,
    );
    expect(added.statusCode).toBe(422);
    expect(envelope(added).message).toContain('is frozen and cannot be chosen');
    const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmContract'), { id }, admin.token)).result;
    const kept = await t.put(RECORD_API.edit('crm', 'crmContract'), { id, version: stored.version, ourSignerId: signer.id }, admin.token, en);
    expect(kept.statusCode, kept.body).toBe(200);

    const transfer = await t.signedPost(RECORD_API.transfer, { tableName: 'crm_contract', ids: [id], ownerId: signer.id }, admin.token, en);
    expect(transfer.statusCode).toBe(422);
    expect(envelope(transfer).message).toContain('is frozen and cannot be chosen');

    const flow = await t.put(
      AUDIT_API.flowSave,
      { apiName: 'crmContract', steps: [{ name: '', approverKind: 'user', approverIds: [signer.id], mode: 'any', minAmount: null }] },
      admin.token,
      en,
    );
    expect([flow.statusCode, envelope(flow).message]).toEqual([422, 'Step 1: 签约人 is frozen and cannot approve']);

    const superior = await t.signedPost(PEOPLE_API.userAdd, employee({ superiorId: signer.id }), admin.token, en);
    expect([superior.statusCode, envelope(superior).message]).toEqual([422, '签约人 is frozen and cannot be chosen']);

    const customer = await createRecord(
      t,
      admin,
      ALL_OBJECTS.find((entity) => entity.apiName === 'crmCustomer')!,
      made,
    );
    const team = await t.signedPost(RECORD_API.teamAdd, { tableName: 'crm_customer', dataId: customer, userId: signer.id, access: 'r' }, admin.token, en);
    expect([team.statusCode, envelope(team).message]).toEqual([422, '签约人 is frozen and cannot be chosen']);
  });

  it('refuses freezing oneself, and what is not an employee of the company', async () => {
    const self = await freeze([admin.userId], '2');
    expect([self.statusCode, envelope(self).message]).toEqual([422, 'You cannot freeze your own account']);
    expect((await freeze([userIds.get('sales')!, 'no-such-user'], '2')).statusCode).toBe(404);
    expect((await freeze([userIds.get('agent')!], '2')).statusCode).toBe(404);
    const sales = await t.app.db.selectFrom('users').select('status').where('username', '=', 'sales').executeTakeFirstOrThrow();
    expect(sales.status).toBe('1');
  });
});

describe('seats and unfreezing', () => {
  it('refuses adding and unfreezing above the seat limit, naming it, and lets them in below it', async () => {
    const platform = (await t.login('platform')).token;
    const active = async () =>
      (await t.app.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('user_type', '=', 'staff').where('status', '=', '1').execute())
        .length;
    const cap = await active();
    const set = await t.put(PLATFORM_SEATS_PATH, { id: tenantId, seatLimit: cap }, platform);
    expect(set.statusCode, set.body).toBe(200);
    expect(envelope<{ seatLimit: number; activeStaff: number }>(set).result).toMatchObject({ seatLimit: cap, activeStaff: cap });

    const add = await t.signedPost(PEOPLE_API.userAdd, employee(), admin.token, en);
    expect([add.statusCode, envelope(add).message]).toEqual([
      422,
      `The company has reached its limit of ${cap} active employees: freeze employees who have left, or ask the platform for more seats`,
    ]);
    const unfreeze = await freeze([userIds.get('leaver')!], '1');
    expect(unfreeze.statusCode).toBe(422);
    expect(envelope(unfreeze).message).toContain(String(cap));

    expect((await t.put(PLATFORM_SEATS_PATH, { id: tenantId, seatLimit: cap + 1 }, platform)).statusCode).toBe(200);
    const thawed = await freeze([userIds.get('leaver')!], '1');
    expect([thawed.statusCode, envelope(thawed).message]).toEqual([200, '1 employee(s) unfrozen']);
    expect((await loginFrom('leaver', 'Leave@123')).statusCode).toBe(200);
    expect((await logOf(userIds.get('leaver')!))[0]).toMatchObject({ kind: 'user.unfrozen', changes: [{ field: 'status', before: '2', after: '1' }] });

    expect((await t.put(PLATFORM_SEATS_PATH, { id: tenantId, seatLimit: null }, platform)).statusCode).toBe(200);
    expect((await t.put(PLATFORM_SEATS_PATH, { id: tenantId, seatLimit: 0 }, platform)).statusCode).toBe(400);
    expect((await t.put(PLATFORM_SEATS_PATH, { id: tenantId, seatLimit: 5 }, admin.token)).statusCode).toBe(403);
    expect((await t.signedPost(PEOPLE_API.userAdd, employee(), admin.token)).statusCode).toBe(200);
  });
});

describe('resetting a password', () => {
  it('ends every session and member key, the new password works, the log keeps no password', async () => {
    const { token } = envelope<LoginResult>(await loginFrom('leaver', 'Leave@123')).result;
    const response = await t.put(PEOPLE_API.userResetPassword, { id: userIds.get('leaver'), password: 'Again@456' }, admin.token, en);
    expect([response.statusCode, envelope(response).message]).toEqual([200, 'The password has been reset; the employee must log in again with the new one']);
    expect((await t.signedGet('/sys/queryLoginUserInfo', {}, token)).statusCode).toBe(401);
    expect((await loginFrom('leaver', 'Leave@123')).statusCode).toBe(401);
    expect((await loginFrom('leaver', 'Again@456')).statusCode).toBe(200);
    const [entry] = await logOf(userIds.get('leaver')!);
    expect(entry).toMatchObject({ kind: 'user.resetPassword', changes: [{ field: 'password', before: '******', after: '******' }] });
    expect(JSON.stringify(entry)).not.toContain('Again@456');
  });
});

describe('who may manage employees', () => {
  it('a custom role with the employee buttons manages colleagues, never administrators', async () => {
    const role = await t.signedPost(
      PEOPLE_API.roleAdd,
      {
        roleName: '人事专员',
        roleCode: 'hrAssistant',
        dataScope: '4',
        rwOthers: 'r',
        permissionCodes: ['sys:user:list', 'sys:user:view', 'sys:user:add', 'sys:user:edit', 'sys:user:frozen', 'sys:user:resetPassword'],
      },
      admin.token,
    );
    expect(role.statusCode, role.body).toBe(200);
    const hrRole = envelope<RoleView>(role).result.id;
    await addEmployee(employee({ username: 'hr', realname: '人事', password: 'Hr@12345', roleIds: [hrRole] }));
    const hr = envelope<LoginResult>(await loginFrom('hr', 'Hr@12345')).result.token;

    const colleague = await addEmployee(employee({ realname: '同事' }), hr);
    expect((await freeze([colleague.id], '2', hr)).statusCode).toBe(200);
    expect((await t.signedGet(PEOPLE_API.roleList, {}, hr)).statusCode).toBe(200);

    const refusals = [
      await t.signedPost(PEOPLE_API.userAdd, employee({ roleIds: [roles.get('admin')] }), hr, en),
      await t.put(PEOPLE_API.userEdit, { id: admin.userId, realname: 'x', departId: departs.get('行政部'), roleIds: [roles.get('admin')] }, hr, en),
      await freeze([admin.userId], '2', hr),
      await t.put(PEOPLE_API.userResetPassword, { id: admin.userId, password: 'Taken@123' }, hr, en),
      await t.put(PEOPLE_API.userEdit, { ...employee(), id: colleague.id, roleIds: [roles.get('admin')] }, hr, en),
    ];
    for (const response of refusals) {
      expect([response.statusCode, envelope(response).message]).toEqual([
        403,
        'Only an administrator can manage administrator accounts or grant the administrator role',
      ]);
    }
    // Not granted: handing over records, departments, roles.
    expect((await t.signedPost(PEOPLE_API.userHandover, { fromUserId: colleague.id, toUserId: userIds.get('sales') }, hr)).statusCode).toBe(403);
    expect((await t.signedPost(PEOPLE_API.departAdd, { name: '人事部', parentId: departs.get('华信云创北京总部') }, hr)).statusCode).toBe(403);
    expect((await t.signedPost(PEOPLE_API.roleAdd, { roleName: 'x', roleCode: 'x', dataScope: '1', rwOthers: 'rw' }, hr)).statusCode).toBe(403);
  });

  it('a salesperson gets 403 on every employee, department, role and log route, and changes nothing', async () => {
    const sales = (await t.login('sales')).token;
    const someone = userIds.get('zhaolei')!;
    const depart = departs.get('销售一组')!;
    const role = roles.get('salesperson')!;
    const calls = [
      t.signedGet(PEOPLE_API.userById, { id: someone }, sales),
      t.signedPost(PEOPLE_API.userAdd, employee(), sales),
      t.put(PEOPLE_API.userEdit, { ...employee(), id: someone }, sales),
      t.put(PEOPLE_API.userFrozenBatch, { ids: someone, status: '2' }, sales),
      t.put(PEOPLE_API.userResetPassword, { id: someone, password: 'Hacked@123' }, sales),
      t.signedPost(PEOPLE_API.userHandover, { fromUserId: someone, toUserId: userIds.get('sales') }, sales),
      t.signedPost(PEOPLE_API.departAdd, { name: '新部门', parentId: depart }, sales),
      t.put(PEOPLE_API.departEdit, { id: depart, name: '改名', parentId: departs.get('销售部') }, sales),
      t.del(PEOPLE_API.departDelete, { id: depart }, sales),
      t.signedGet(PEOPLE_API.roleList, {}, sales),
      t.signedPost(PEOPLE_API.roleAdd, { roleName: 'x', roleCode: 'x', dataScope: '1', rwOthers: 'rw' }, sales),
      t.put(PEOPLE_API.roleEdit, { id: role, roleName: 'x' }, sales),
      t.signedPost(PEOPLE_API.roleCopy, { id: role, roleName: 'x', roleCode: 'x' }, sales),
      t.del(PEOPLE_API.roleDelete, { id: role }, sales),
      t.signedGet(PEOPLE_API.permissionLogList, {}, sales),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, `${response.raw.req.url}: ${response.body}`).toBe(403);
    // The people picker stays open to every colleague.
    expect((await t.signedGet(PEOPLE_API.userList, {}, sales)).statusCode).toBe(200);
  });
});
