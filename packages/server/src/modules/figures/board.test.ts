import { BOARD_API, BOARD_NAME_MAX, BOARD_WIDGETS, BOARDS_MAX, type Board, type BoardFigures, type BoardInput } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test/app.ts';
import { actor, type Actor } from '../../test/records.ts';
import { createTenant } from '../../seed/tenant.ts';
import { viewerOf } from '../records/data-scope.ts';
import { DEFAULT_BOARD_NAME, listBoards } from './board.ts';

/**
 * The sales board's boards (issue 15, spec section 5): tenant data authorised by role, one default
 * board per tenant that cannot be deleted, administrators over every board and others over their
 * own; every refusal answered with a message in the caller's language and nothing changed.
 */

let t: TestApp;
let tenantId: string;
let admin: Actor, zhoujie: Actor, sales: Actor, engineer: Actor;
let roleId: (code: string) => Promise<string>;

const list = async (who: Actor) => envelope<Board[]>(await t.signedGet(BOARD_API.list, {}, who.token)).result;
const add = (who: Actor, input: Partial<BoardInput> | Record<string, unknown>, lang = 'zh-CN') =>
  t.signedPost(BOARD_API.add, input, who.token, { 'Accept-Language': lang });
const edit = (who: Actor, input: Partial<BoardInput> & { id: string }, lang = 'zh-CN') => t.put(BOARD_API.edit, input, who.token, { 'Accept-Language': lang });
const remove = (who: Actor, id: string, lang = 'zh-CN') => t.del(BOARD_API.delete, { id }, who.token, { 'Accept-Language': lang });
const figures = (who: Actor, id: string) => t.signedGet(BOARD_API.figures, { id }, who.token);

async function added(who: Actor, input: BoardInput): Promise<Board> {
  const response = await add(who, input);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Board>(response).result;
}

/** The tenant's boards as stored, to see that a refusal changed nothing. */
const stored = () => t.app.db.selectFrom('boards').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

/** A refusal's status and message in each language. */
async function refusal(call: (lang: string) => Promise<{ statusCode: number; body: string }>) {
  const said: Record<string, string> = {};
  let status = 0;
  for (const lang of ['zh-CN', 'en', 'zh-TW']) {
    const response = await call(lang);
    status = response.statusCode;
    said[lang] = envelope(response as never).message;
  }
  return { status, said };
}

/** Another tenant, and its administrator as the server's code sees a viewer. */
async function otherTenant(name: string) {
  const other = await createTenant(t.app.db, { name, admin: { username: `board-${randomUUID().slice(0, 8)}`, realname: `${name}管理员` } });
  const auth = { tenantId: other.tenantId, userId: other.adminUserId, companyCode: 'A01', isAdmin: true, roleCodes: [], roleIds: [], dataScope: '1' };
  return { other, viewer: await viewerOf(t.app.db, auth as never) };
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, zhoujie, sales, engineer] = await Promise.all([actor(t, 'admin'), actor(t, 'zhoujie'), actor(t, 'sales'), actor(t, 'engineer')]);
  tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', admin.userId).executeTakeFirstOrThrow()).tenant_id;
  roleId = async (code) =>
    (await t.app.db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', code).executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => t.close());

describe('the sales board’s boards', () => {
  it('starts every tenant with one default board of every widget for everyone, made once however many read at once', async () => {
    const boards = await list(sales);
    expect(boards[0]).toMatchObject({ name: DEFAULT_BOARD_NAME, widgets: [...BOARD_WIDGETS], roleIds: null, isDefault: true, editable: false });
    expect((await list(admin))[0]).toMatchObject({ id: boards[0]!.id, editable: true });

    const { other, viewer } = await otherTenant('看板企业');
    const answers = await Promise.all(Array.from({ length: 6 }, () => listBoards(t.app.db, viewer)));
    expect(new Set(answers.map((boards) => boards.map((b) => b.id).join()))).toHaveProperty('size', 1);
    const defaults = await t.app.db.selectFrom('boards').select('id').where('tenant_id', '=', other.tenantId).where('is_default', '=', 1).execute();
    expect(defaults).toHaveLength(1);
  });

  it('shows a board to its creator and the roles it names, and to no one else (list and figures: 404)', async () => {
    const managers = await added(admin, { name: '管理层看板', widgets: ['funnel', 'objectives'], roleIds: [await roleId('salesDeptManagement')] });
    expect(managers).toMatchObject({ widgets: ['funnel', 'objectives'], isDefault: false, editable: true, createBy: admin.userId });
    expect((await list(zhoujie)).map((b) => b.id)).toContain(managers.id);
    expect((await list(sales)).map((b) => b.id)).not.toContain(managers.id);
    expect((await figures(sales, managers.id)).statusCode).toBe(404);
    const seen = envelope<BoardFigures>(await figures(zhoujie, managers.id)).result;
    expect(Object.keys(seen).filter((key) => (BOARD_WIDGETS as readonly string[]).includes(key))).toEqual(['funnel', 'objectives']);

    const own = await added(sales, { name: '我的看板', widgets: ['rankingFollowUps', 'expectedDeals'] });
    expect(own).toMatchObject({ roleIds: [], editable: true, createBy: sales.userId });
    expect((await list(sales)).map((b) => b.id)).toEqual([(await list(sales))[0]!.id, own.id]);
    expect((await list(zhoujie)).map((b) => b.id)).not.toContain(own.id);
    expect((await figures(zhoujie, own.id)).statusCode).toBe(404);
    expect((await edit(zhoujie, { id: own.id, name: '别人的', widgets: ['funnel'] })).statusCode).toBe(404);
    // Administrators see and change every board.
    expect((await list(admin)).map((b) => b.id)).toEqual(expect.arrayContaining([managers.id, own.id]));
    expect((await edit(admin, { id: own.id, name: '改名', widgets: ['funnel'] })).statusCode).toBe(200);
  });

  it('lets no one but an administrator name roles, nor change another’s board', async () => {
    const before = await stored();
    const roles = await refusal((lang) => add(sales, { name: '越权', widgets: ['funnel'], roleIds: [randomUUID()] }, lang));
    expect(roles).toEqual({
      status: 400,
      said: {
        'zh-CN': '只有管理员可以设置看板的可见角色',
        en: 'Only an administrator chooses which roles see a board',
        'zh-TW': '只有管理員可以設定看板的可見角色',
      },
    });
    expect((await add(sales, { name: '所有人', widgets: ['funnel'], roleIds: null })).statusCode).toBe(400);

    const forSales = await added(admin, { name: '销售看板', widgets: ['funnel'], roleIds: [await roleId('salesperson')] });
    const seen = (await list(sales)).find((b) => b.id === forSales.id)!;
    expect(seen.editable).toBe(false);
    const before2 = await stored();
    const notYours = await refusal((lang) => edit(sales, { id: forSales.id, name: '改', widgets: ['funnel'] }, lang));
    expect(notYours).toEqual({
      status: 403,
      said: {
        'zh-CN': '只有看板的创建人或管理员可以修改',
        en: 'Only the creator of a board or an administrator can change it',
        'zh-TW': '只有看板的建立人或管理員可以修改',
      },
    });
    expect((await remove(sales, forSales.id)).statusCode).toBe(403);
    const defaultBoard = (await list(sales))[0]!;
    expect((await edit(sales, { id: defaultBoard.id, name: '改', widgets: ['funnel'] })).statusCode).toBe(403);
    expect(await stored()).toEqual(before2);
    expect(before.length + 1).toBe(before2.length);

    const own = await added(sales, { name: '自己的', widgets: ['funnel'] });
    const renamed = await edit(sales, { id: own.id, name: ' 自己的新名 ', widgets: ['paymentPlans', 'funnel'], roleIds: [] });
    expect(envelope<Board>(renamed).result).toMatchObject({ name: '自己的新名', widgets: ['paymentPlans', 'funnel'], roleIds: [] });
    expect((await edit(sales, { id: own.id, name: '自己的', widgets: ['funnel'], roleIds: [await roleId('salesperson')] })).statusCode).toBe(400);
    expect((await remove(sales, own.id)).statusCode).toBe(200);
    expect((await list(sales)).map((b) => b.id)).not.toContain(own.id);
  });

  it('never deletes the default board', async () => {
    const defaultBoard = (await list(admin))[0]!;
    expect(await refusal((lang) => remove(admin, defaultBoard.id, lang))).toEqual({
      status: 400,
      said: { 'zh-CN': '默认看板不能删除', en: 'The default board cannot be deleted', 'zh-TW': '預設看板不能刪除' },
    });
    expect((await list(admin))[0]!.id).toBe(defaultBoard.id);
  });

  it('refuses a bad board with a message in the caller’s language, changing nothing', async () => {
    const before = await stored();
    const { other } = await otherTenant('别家');
    const foreignRole = (await t.app.db.selectFrom('roles').select('id').where('tenant_id', '=', other.tenantId).executeTakeFirstOrThrow()).id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '   ', widgets: ['funnel'] }, 400, 'Give the board a name'],
      [{ name: '长'.repeat(BOARD_NAME_MAX + 1), widgets: ['funnel'] }, 400, `A board name has at most ${BOARD_NAME_MAX} characters`],
      [{ name: '看板', widgets: [] }, 400, 'Choose at least one chart for the board'],
      [{ name: '看板', widgets: ['funnel', "'; drop table boards; --"] }, 400, 'There is no chart "\'; drop table boards; --"'],
      [{ name: '看板', widgets: ['funnel', 'funnel'] }, 400, 'The chart "funnel" is on the board twice'],
      [{ name: '看板', widgets: ['funnel'], roleIds: [foreignRole] }, 400, 'One of the roles chosen does not exist'],
    ];
    for (const [input, status, message] of cases) {
      const response = await add(admin, input, 'en');
      expect([response.statusCode, envelope(response).message], JSON.stringify(input)).toEqual([status, message]);
    }
    for (const input of [
      { name: { text: '看板' }, widgets: ['funnel'] },
      { name: '看板', widgets: [{ widget: 'funnel' }] },
      { name: '看板' },
      { name: '<script>', widgets: ['x'.repeat(100)] },
    ]) {
      const response = await add(admin, input as never);
      expect([response.statusCode, Boolean(envelope(response).message)], JSON.stringify(input)).toEqual([400, true]);
    }
    expect((await add(admin, { name: '看板', widgets: ['funnel'] }, 'zh-TW')).statusCode).toBe(200);
    expect((await stored()).length).toBe(before.length + 1);
  });

  it('does not find another tenant’s board, nor serve a role without the sales board (403)', async () => {
    const { viewer } = await otherTenant('别家二');
    const [theirs] = await listBoards(t.app.db, viewer);
    expect((await figures(admin, theirs!.id)).statusCode).toBe(404);
    expect((await edit(admin, { id: theirs!.id, name: '占用', widgets: ['funnel'] })).statusCode).toBe(404);
    expect((await remove(admin, theirs!.id)).statusCode).toBe(404);
    expect((await t.app.db.selectFrom('boards').select('name').where('id', '=', theirs!.id).executeTakeFirstOrThrow()).name).toBe(DEFAULT_BOARD_NAME);
    expect((await t.signedGet(BOARD_API.list, {}, engineer.token)).statusCode).toBe(403);
  });

  it('keeps at most BOARDS_MAX boards a tenant', async () => {
    const count = (await stored()).length;
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('boards')
      .values(
        Array.from({ length: BOARDS_MAX - count }, (_, i) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          name: `填充${i}`,
          widgets: '["funnel"]',
          role_ids: '[]',
          is_default: 0,
          create_by: admin.userId,
          create_time: at,
          update_time: at,
        })),
      )
      .execute();
    const response = await add(sales, { name: '多一个', widgets: ['funnel'] }, 'en');
    expect([response.statusCode, envelope(response).message]).toEqual([400, `The company already has ${BOARDS_MAX} boards: delete one before adding another`]);
    expect((await stored()).length).toBe(BOARDS_MAX);
  });
});
