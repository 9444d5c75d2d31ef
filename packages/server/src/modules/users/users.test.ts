import type { DepartNode, DictItem, Page, SelectUserDepartResult, UserDepartItem, UserInfo, UserSummary } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type Query, type TestApp } from '../../test/app.ts';

let t: TestApp;
let sales: string;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [sales, manager, admin] = await Promise.all([t.login('sales'), t.login('manager'), t.login('admin')]).then((r) => r.map((x) => x.token));
});
afterAll(() => t.close());

function findNode(nodes: DepartNode[], name: string): DepartNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inner = findNode(node.children, name);
    if (inner) return inner;
  }
  return undefined;
}

describe('user info', () => {
  it('GET /sys/queryLoginUserInfo answers the UserInfo of the token', async () => {
    const response = await t.signedGet('/sys/queryLoginUserInfo', {}, admin);
    const body = envelope<UserInfo>(response);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toMatchObject({ username: 'admin', realname: '张志强', isAdmin: 1, roleNames: ['管理员'], departName: '行政部' });
  });

  it('answers built-in role names in the request language', async () => {
    const response = await t.signedGet('/sys/queryLoginUserInfo', {}, admin, { 'Accept-Language': 'en' });
    expect(envelope<UserInfo>(response).result.roleNames).toEqual(['Administrator']);
  });
});

describe('users and organisation', () => {
  it('GET /sys/user/list pages the tenant staff and filters by keyword', async () => {
    const all = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', { pageNo: 1, pageSize: 5 }, admin)).result;
    // 17 accounts, of which the channel partner and the self-service customer are not colleagues
    expect(all.total).toBe(15);
    expect(all).toMatchObject({ size: 5, current: 1, pages: 3 });
    expect(all.records).toHaveLength(5);
    // the administrator comes first
    expect(all.records[0]).toEqual({
      id: expect.any(String),
      username: expect.any(String),
      realname: expect.any(String),
      avatar: null,
      phone: expect.any(String),
      email: expect.any(String),
      departId: expect.any(String),
      departName: expect.any(String),
      status: '1',
      position: '系统管理员',
    });
    const found = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', { keyword: '李销' }, admin)).result;
    expect(found.records.map((u) => u.username)).toEqual(['sales']);
    const byPhone = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', { keyword: '13800138000' }, admin)).result;
    expect(byPhone.records.map((u) => u.username)).toEqual(['admin']);
    const external = envelope<Page<UserSummary>>(await t.signedGet('/sys/user/list', { pageSize: 100 }, admin)).result;
    expect(external.records.map((u) => u.username)).not.toContain('agent');
    expect(external.records.map((u) => u.username)).not.toContain('customer');
  });

  it('refuses a page size above 1000 with 400 naming the field', async () => {
    const response = await t.signedGet('/sys/user/list', { pageSize: 1001 }, admin, { 'Accept-Language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Invalid request: Page size must not be greater than 1000');
  });

  it('refuses a page number the database cannot skip to (Infinity, 1e20) with 400, not a server fault', async () => {
    const huge = await t.signedGet('/sys/user/list', { pageNo: '1e20' }, admin, { 'Accept-Language': 'en' });
    expect(huge.statusCode).toBe(400);
    expect(envelope(huge).message).toBe('Invalid request: Page number must not be greater than 1000000');
    for (const query of [{ pageNo: 'Infinity' }, { pageSize: 'Infinity' }] as Query[]) {
      const response = await t.signedGet('/sys/user/list', query, admin, { 'Accept-Language': 'en' });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('The page number or page size is invalid');
    }
  });

  it('GET /sys/sysDepart/queryTreeList answers both companies with their department trees', async () => {
    const tree = envelope<DepartNode[]>(await t.signedGet('/sys/sysDepart/queryTreeList', {}, sales)).result;
    expect(tree.map((n) => n.name)).toEqual(['华信云创北京总部']);
    const head = tree[0]!;
    expect(head).toMatchObject({ orgType: '1', orgCode: 'A01', parentId: null });
    expect(head.children.map((n) => n.name)).toEqual(['华信云创上海分公司', '销售部', '服务部', '行政部']);
    expect(findNode(tree, '销售部')!.children.map((n) => n.name)).toEqual(['销售一组', '销售二组']);
    expect(findNode(tree, '销售一组')).toMatchObject({ orgType: '2', orgCode: 'A01A01A01', children: [] });
  });

  it('GET /sys/sysDepart/queryCompanyList answers the companies only', async () => {
    const companies = envelope<DepartNode[]>(await t.signedGet('/sys/sysDepart/queryCompanyList', {}, sales)).result;
    expect(companies.map((c) => [c.name, c.orgCode, c.orgType])).toEqual([
      ['华信云创北京总部', 'A01', '1'],
      ['华信云创上海分公司', 'A02', '1'],
    ]);
  });

  it('GET /sys/user/queryUserByDepId answers the users of a department and its sub-departments', async () => {
    const tree = envelope<DepartNode[]>(await t.signedGet('/sys/sysDepart/queryTreeList', {}, sales)).result;
    const salesDept = findNode(tree, '销售部')!;
    const users = envelope<UserSummary[]>(await t.signedGet('/sys/user/queryUserByDepId', { id: salesDept.id }, sales)).result;
    expect(users.map((u) => u.username).sort()).toEqual(['manager', 'sales', 'sunli', 'wufang', 'zhaolei', 'zhoujie']);
    const team = findNode(tree, '销售二组')!;
    const teamUsers = envelope<UserSummary[]>(await t.signedGet('/sys/user/queryUserByDepId', { id: team.id }, sales)).result;
    expect(teamUsers.map((u) => u.realname).sort()).toEqual(['吴芳', '孙丽'].sort());
    expect((await t.signedGet('/sys/user/queryUserByDepId', { id: 'no-such-depart' }, sales)).statusCode).toBe(404);
  });

  it('GET /sys/dict/getDictItems answers items in the request language, 404 for an unknown code', async () => {
    const zh = envelope<DictItem[]>(await t.signedGet('/sys/dict/getDictItems/lead_status', {}, sales)).result;
    expect(zh.map((i) => i.text)).toEqual(['未分配', '待跟进', '跟进中', '已转化', '无效']);
    const en = envelope<DictItem[]>(await t.signedGet('/sys/dict/getDictItems/lead_status', {}, sales, { 'Accept-Language': 'en' })).result;
    expect(en.map((i) => i.text)).toEqual(['Unassigned', 'Waiting for follow-up', 'Following up', 'Converted', 'Invalid']);
    expect(en[0]).toEqual({ value: '0', text: 'Unassigned', color: null });
    const tw = envelope<DictItem[]>(await t.signedGet('/sys/dict/getDictItems/customer_level', {}, sales, { 'Accept-Language': 'zh-TW' })).result;
    expect(tw[0]).toEqual({ value: 'A', text: '重點客戶', color: '#ee0a24' });
    for (const code of ['customer_source', 'industry', 'sex', 'priority', 'yn']) {
      expect(envelope<DictItem[]>(await t.signedGet(`/sys/dict/getDictItems/${code}`, {}, sales)).result.length).toBeGreaterThan(1);
    }
    expect((await t.signedGet('/sys/dict/getDictItems/no_such_dict', {}, sales)).statusCode).toBe(404);
  });
});

describe('GET /sys/duplicate/check', () => {
  it('answers success for a free value and success false for a taken one, both at HTTP 200', async () => {
    const free = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'username', fieldVal: 'brand-new' }, admin);
    expect(free.statusCode).toBe(200);
    expect(envelope(free)).toMatchObject({ success: true, message: '该值可用' });
    const taken = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'username', fieldVal: 'sales' }, admin, {
      'Accept-Language': 'en',
    });
    expect(taken.statusCode).toBe(200);
    expect(envelope(taken)).toMatchObject({ success: false, message: 'This value already exists' });
  });

  it('ignores the record being edited (dataId)', async () => {
    const me = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, admin)).result;
    const own = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800138000', dataId: me.id }, admin);
    expect(envelope(own).success).toBe(true);
    const other = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800138000' }, admin);
    expect(envelope(other).success).toBe(false);
  });

  it('checks tag and department names', async () => {
    expect(envelope(await t.signedGet('/sys/duplicate/check', { tableName: 'crm_tag', fieldName: 'name', fieldVal: '重要客户' }, admin)).success).toBe(false);
    expect(envelope(await t.signedGet('/sys/duplicate/check', { tableName: 'sys_depart', fieldName: 'depart_name', fieldVal: '服务部' }, admin)).success).toBe(
      false,
    );
  });

  it('refuses tables and fields outside the whitelist with 400', async () => {
    const response = await t.signedGet('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' }, admin);
    expect(response.statusCode).toBe(400);
    expect((await t.signedGet('/sys/duplicate/check', { tableName: 'sessions', fieldName: 'id', fieldVal: 'x' }, admin)).statusCode).toBe(400);
  });
});

describe('companies of a multi-organisation user', () => {
  it('lists the companies of the caller, and refuses another user unless admin', async () => {
    const me = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, manager)).result;
    const mine = envelope<UserDepartItem[]>(await t.signedGet('/sys/sysUserDepart/queryUserDepartListByUserId', { userId: me.id }, manager)).result;
    expect(mine).toEqual([
      { companyCode: 'A01', name: '华信云创北京总部' },
      { companyCode: 'A02', name: '华信云创上海分公司' },
    ]);
    expect((await t.signedGet('/sys/sysUserDepart/queryUserDepartListByUserId', { userId: me.id }, sales)).statusCode).toBe(403);
    expect((await t.signedGet('/sys/sysUserDepart/queryUserDepartListByUserId', { userId: me.id }, admin)).statusCode).toBe(200);
  });

  it('POST /sys/selectUserDepart switches the session company and refuses a foreign one', async () => {
    const { token } = await t.login('manager');
    const switched = await t.signedPost('/sys/selectUserDepart', { companyCode: 'A02', name: '华信云创上海分公司' }, token);
    expect(switched.statusCode).toBe(200);
    const result = envelope<SelectUserDepartResult>(switched).result;
    expect(result.companyName).toBe('华信云创上海分公司');
    expect(result.userInfo).toMatchObject({ companyCode: 'A02', companyCode_dictText: '华信云创上海分公司', username: 'manager' });
    const info = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;
    expect(info.companyCode).toBe('A02');

    const refused = await t.signedPost('/sys/selectUserDepart', { companyCode: 'A02' }, sales);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe('您不属于该公司，无法切换');
    const stillHome = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, sales)).result;
    expect(stillHome.companyCode).toBe('A01');
  });
});

describe('profile and settings', () => {
  it('PUT /sys/user/editSelf updates the profile and answers the new UserInfo', async () => {
    const { token, userInfo } = await t.login('wufang');
    // The stored phone and address sent back as they are need no code (changing them does: contact-change.test.ts).
    const response = await t.put('/sys/user/editSelf', { realname: '吴芳芳', phone: userInfo.phone, email: userInfo.email?.toUpperCase() }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<UserInfo>(response).result).toMatchObject({ realname: '吴芳芳', phone: userInfo.phone, email: userInfo.email });
  });

  it('refuses invalid input in the user language and changes nothing', async () => {
    const { token } = await t.login('sunli');
    const before = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;
    const badPhone = await t.put('/sys/user/editSelf', { realname: '孙丽丽', phone: '12345' }, token, { 'Accept-Language': 'en' });
    expect(badPhone.statusCode).toBe(400);
    expect(envelope(badPhone).message).toBe('Invalid request: Mobile number has an invalid format');
    const badEmail = await t.put('/sys/user/editSelf', { realname: '孙丽丽', email: 'not-an-email' }, token, { 'Accept-Language': 'zh-TW' });
    expect(envelope(badEmail).message).toBe('請求參數有誤：電子郵件格式不正確');
    const noName = await t.put('/sys/user/editSelf', { realname: '' }, token);
    expect(noName.statusCode).toBe(400);
    expect(envelope(noName).message).toContain('姓名');
    const longName = await t.put('/sys/user/editSelf', { realname: 'x'.repeat(31) }, token);
    expect(longName.statusCode).toBe(400);
    const foreignAvatar = await t.put('/sys/user/editSelf', { realname: '孙丽丽', avatar: '../../etc/passwd' }, token);
    expect(foreignAvatar.statusCode).toBe(400);
    const after = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;
    expect(after).toEqual(before);
  });

  it('PUT /sys/user/setting changes language and time zone, refusing unknown ones', async () => {
    const { token } = await t.login('yangfan');
    const ok = await t.put('/sys/user/setting', { lang: 'en', timeZone: 'Europe/Paris' }, token);
    expect(envelope<UserInfo>(ok).result).toMatchObject({ lang: 'en', timeZone: 'Europe/Paris' });
    const badZone = await t.put('/sys/user/setting', { timeZone: 'Mars/Olympus' }, token, { 'Accept-Language': 'en' });
    expect(badZone.statusCode).toBe(400);
    expect(envelope(badZone).message).toBe('Invalid time zone');
    const badLang = await t.put('/sys/user/setting', { lang: 'fr' }, token);
    expect(badLang.statusCode).toBe(400);
    const after = envelope<UserInfo>(await t.signedGet('/sys/queryLoginUserInfo', {}, token)).result;
    expect(after).toMatchObject({ lang: 'en', timeZone: 'Europe/Paris' });
  });
});
