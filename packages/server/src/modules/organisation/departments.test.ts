import { PEOPLE_API, type DepartNode, type Page, type PermissionLogEntry } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';

/**
 * Departments (issue 22): the tree with heads and head counts; adding, renaming, moving (never
 * under itself), setting the head; deleting only what has no people and no sub-departments;
 * companies at the top, keeping their place and code.
 */

const en = { 'Accept-Language': 'en' };
let t: TestApp;
let admin: string;
const users = new Map<string, string>();

async function tree(): Promise<DepartNode[]> {
  return envelope<DepartNode[]>(await t.signedGet(PEOPLE_API.departTree, {}, admin)).result;
}

function find(nodes: DepartNode[], name: string): DepartNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inner = find(node.children, name);
    if (inner) return inner;
  }
  return undefined;
}

async function nodeNamed(name: string): Promise<DepartNode> {
  const node = find(await tree(), name);
  if (!node) throw new Error(`no department ${name}`);
  return node;
}

async function add(body: Record<string, unknown>) {
  return t.signedPost(PEOPLE_API.departAdd, body, admin, en);
}

async function edit(body: Record<string, unknown>) {
  return t.put(PEOPLE_API.departEdit, body, admin, en);
}

const refusal = (response: { statusCode: number; json(): unknown }) => [response.statusCode, (response.json() as { message: string }).message];

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = (await t.login('admin')).token;
  for (const user of await t.app.db.selectFrom('users').select(['id', 'username']).execute()) users.set(user.username, user.id);
});
afterAll(() => t.close());

describe('the organisation tree', () => {
  it('answers each node with its head and the people placed in it', async () => {
    const sales = await nodeNamed('销售部');
    expect(sales).toMatchObject({ leaderId: users.get('manager'), leaderName: '王经理', memberCount: 2 });
    expect(await nodeNamed('销售一组')).toMatchObject({ leaderId: null, leaderName: null, memberCount: 2 });
    // Everyone sees it: it feeds the department pickers.
    const salesToken = (await t.login('sales')).token;
    expect((await t.signedGet(PEOPLE_API.departTree, {}, salesToken)).statusCode).toBe(200);
  });
});

describe('managing departments', () => {
  it('adds departments under a parent, with a head, coded below it', async () => {
    const head = await nodeNamed('华信云创北京总部');
    const response = await add({ name: ' 市场部 ', parentId: head.id, leaderId: users.get('fengxue') });
    expect(response.statusCode, response.body).toBe(200);
    const market = envelope<DepartNode>(response).result;
    expect(market).toMatchObject({ name: '市场部', parentId: head.id, orgType: '2', orgCode: 'A01A04', leaderName: '冯雪', memberCount: 0 });
    const team = envelope<DepartNode>(await add({ name: '市场一组', parentId: market.id })).result;
    expect(team).toMatchObject({ orgCode: 'A01A04A01', leaderId: null });
    expect((await nodeNamed('华信云创北京总部')).children.map((n) => n.name).at(-1)).toBe('市场部');
    expect((await nodeNamed('市场部')).children.map((n) => n.name)).toEqual(['市场一组']);

    expect(refusal(await add({ name: '市场部', parentId: head.id }))).toEqual([422, 'There is already a department named "市场部" under the same parent']);
    expect(refusal(await add({ name: '公关部', parentId: 'no-such-depart' }))).toEqual([422, 'The department chosen does not exist']);
    expect(refusal(await add({ name: '公关部', parentId: head.id, leaderId: 'nobody' }))).toEqual([422, 'The department head chosen does not exist']);
    expect((await add({ name: '   ', parentId: head.id })).statusCode).toBe(400);
  });

  it('renames, moves (never under itself or below it) and changes the head, keeping codes', async () => {
    const market = await nodeNamed('市场部');
    const team = await nodeNamed('市场一组');
    const sales = await nodeNamed('销售部');
    const renamed = await edit({ id: market.id, name: '品牌市场部', parentId: market.parentId, leaderId: users.get('wufang') });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(envelope<DepartNode>(renamed).result).toMatchObject({ name: '品牌市场部', leaderName: '吴芳', orgCode: 'A01A04' });

    const moved = await edit({ id: team.id, name: '市场一组', parentId: sales.id });
    expect(envelope<DepartNode>(moved).result).toMatchObject({ parentId: sales.id, orgCode: 'A01A04A01' });
    expect((await nodeNamed('销售部')).children.map((n) => n.name)).toContain('市场一组');

    const under = [
      await edit({ id: sales.id, name: '销售部', parentId: team.id }),
      await edit({ id: sales.id, name: '销售部', parentId: sales.id }),
      await edit({ id: sales.id, name: '销售部', parentId: (await nodeNamed('销售一组')).id }),
    ];
    for (const response of under) expect(refusal(response)).toEqual([422, 'The parent cannot be the department itself or one of its sub-departments']);
    expect(refusal(await edit({ id: sales.id, name: '销售部', parentId: null }))).toEqual([
      422,
      'Please choose the parent department: only companies sit at the top of the organisation',
    ]);
    // Leaving the head out keeps it; null clears it.
    expect(envelope<DepartNode>(await edit({ id: sales.id, name: '销售部', parentId: sales.parentId })).result.leaderName).toBe('王经理');
    expect(envelope<DepartNode>(await edit({ id: market.id, name: '品牌市场部', parentId: market.parentId, leaderId: null })).result.leaderId).toBeNull();
  });

  it('keeps companies at their place and code, and adds companies only with multi-organisation on', async () => {
    const shanghai = await nodeNamed('华信云创上海分公司');
    const head = await nodeNamed('华信云创北京总部');
    expect(refusal(await edit({ id: shanghai.id, name: '华信云创上海分公司', parentId: (await nodeNamed('销售部')).id }))).toEqual([
      422,
      'A company keeps its place in the organisation',
    ]);
    const renamed = await edit({ id: shanghai.id, name: '华信云创上海公司', parentId: shanghai.parentId });
    expect(envelope<DepartNode>(renamed).result).toMatchObject({ name: '华信云创上海公司', orgType: '1', orgCode: 'A02' });
    expect(envelope<DepartNode>(await edit({ id: head.id, name: head.name, parentId: null })).result.orgCode).toBe('A01');

    const company = await add({ name: '华信云创深圳公司', parentId: null });
    expect(envelope<DepartNode>(company).result).toMatchObject({ orgType: '1', orgCode: 'A03', parentId: null });
    await t.app.db.updateTable('apps').set({ auth_multorg: 0 }).execute();
    try {
      expect(refusal(await add({ name: '华信云创广州公司', parentId: null }))).toEqual([
        422,
        'Please choose the parent department: only companies sit at the top of the organisation',
      ]);
    } finally {
      await t.app.db.updateTable('apps').set({ auth_multorg: 1 }).execute();
    }
  });

  it('deletes only a node without people and sub-departments', async () => {
    expect(refusal(await t.del(PEOPLE_API.departDelete, { id: (await nodeNamed('销售一组')).id }, admin, en))).toEqual([
      422,
      'The department still has 2 employee(s): move them to another department first',
    ]);
    expect(refusal(await t.del(PEOPLE_API.departDelete, { id: (await nodeNamed('销售部')).id }, admin, en))).toEqual([
      422,
      'The department still has sub-departments: delete or move them first',
    ]);
    // A frozen employee still belongs to their department.
    const service = await nodeNamed('上海服务部');
    await t.app.db.updateTable('users').set({ status: '2' }).where('id', '=', users.get('huanglei')!).execute();
    expect((await t.del(PEOPLE_API.departDelete, { id: service.id }, admin)).statusCode).toBe(422);

    for (const name of ['市场一组', '品牌市场部', '华信云创深圳公司']) {
      const response = await t.del(PEOPLE_API.departDelete, { id: (await nodeNamed(name)).id }, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(find(await tree(), name)).toBeUndefined();
    }
    expect((await t.del(PEOPLE_API.departDelete, { id: 'no-such-depart' }, admin)).statusCode).toBe(404);
  });

  it('logs every change with who made it', async () => {
    const log = envelope<Page<PermissionLogEntry>>(await t.signedGet(PEOPLE_API.permissionLogList, { pageSize: 100 }, admin)).result.records;
    const kinds = log.map((entry) => `${entry.kind} ${entry.targetName}`);
    expect(kinds).toEqual(expect.arrayContaining(['depart.add 市场部', 'depart.add 市场一组', 'depart.edit 品牌市场部', 'depart.delete 品牌市场部']));
    const rename = log.find((entry) => entry.kind === 'depart.edit' && entry.changes.some((c) => c.after === '品牌市场部'))!;
    expect(rename.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: '市场部', after: '品牌市场部' },
        { field: 'leader', before: '冯雪', after: '吴芳' },
      ]),
    );
    const move = log.find((entry) => entry.kind === 'depart.edit' && entry.targetName === '市场一组')!;
    expect(move.changes).toEqual([{ field: 'parent', before: '品牌市场部', after: '销售部' }]);
    expect(log.every((entry) => entry.userName === '张志强')).toBe(true);
  });
});
