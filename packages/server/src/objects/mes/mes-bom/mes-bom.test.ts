import { BOM_STATUS, MES_BOM_API, RECORD_API, type BomExpansion, type FieldErrors, type RecordRow } from '@crm/domain';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../modules/records/record-model.ts';
import { createTenant } from '../../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/**
 * Bills of materials: a product's components with their quantities, several levels deep; the
 * expansion multiplies the quantities down each path, loss included, and rolls the cost up from
 * the leaves' cost prices; a BOM that would make its product a component of itself is refused.
 */

type Lang = 'zh-CN' | 'en' | 'zh-TW';
/** A line as a test writes it: the component, its quantity and its loss rate in %. */
type Line = readonly [componentId: string, quantity: number, lossRate?: number];

const bomApi = (route: 'add' | 'edit' | 'queryById') => RECORD_API[route]('mes', 'mesBom');
const inLang = (lang: Lang) => ({ 'Accept-Language': lang });

let t: TestApp;
let admin: Actor;

function result<T = RecordRow>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).result;
}

/** A product of the catalogue, named `name`, with its cost price and unit (product_unit: '2' 台, '3' 个, '7' 件). */
async function product(name: string, costPrice: number | null, unit = '3', who = admin): Promise<string> {
  return result(await t.signedPost(RECORD_API.add('crm', 'crmProduct'), { name, standardPrice: 100, costPrice, unit }, who.token)).id;
}

const detailsOf = (lines: readonly Line[]) => lines.map(([componentId, quantity, lossRate = 0]) => ({ componentId, quantity, lossRate }));

const addBom = (productId: string, lines: readonly Line[], extra: Record<string, unknown> = {}, who = admin, lang: Lang = 'zh-CN') =>
  t.signedPost(bomApi('add'), { productId, details: detailsOf(lines), ...extra }, who.token, inLang(lang));

const bom = async (productId: string, lines: readonly Line[], extra: Record<string, unknown> = {}, who = admin) =>
  result(await addBom(productId, lines, extra, who));

const editBom = (record: RecordRow, changes: Record<string, unknown>, lang: Lang = 'zh-CN') =>
  t.put(bomApi('edit'), { id: record.id, version: record.version, ...changes }, admin.token, inLang(lang));

const expand = (id: string, who = admin, lang: Lang = 'zh-CN') => t.signedGet(MES_BOM_API.expand, { id }, who.token, inLang(lang));

/** The refusal's status and message. */
const refusal = (response: Response) => [response.statusCode, envelope(response).message];

/** How many BOMs the tenant keeps of a product. */
async function bomsOf(productId: string): Promise<number> {
  return (await loose(t.app.db).selectFrom('mes_bom').select('id').where('product_id', '=', productId).execute()).length;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('the expansion of a bill of materials', () => {
  it('goes three levels down: quantities multiply down each path with their loss, per output quantity, and the cost rolls up from the leaves', async () => {
    const [bolt, panel, screw] = [await product('螺栓 M8', 10, '2'), await product('面板', 4), await product('自攻螺钉', 2.5, '7')];
    const [frame, housing, machine] = [await product('框架', 6), await product('机壳', 30), await product('整机', 500)];
    // Two frames take four screws; a housing takes three frames (10 % lost in making) and two panels.
    const frameBom = await bom(frame, [[screw, 4]], { quantity: 2 });
    const housingBom = await bom(housing, [
      [frame, 3, 10],
      [panel, 2],
    ]);
    // A panel's disabled BOM is a kept version: the panel stays a bought-in part.
    await bom(panel, [[bolt, 1]], { status: BOM_STATUS.disabled });
    // Two machines take one housing and five bolts (20 % lost).
    const machineBom = await bom(
      machine,
      [
        [housing, 1],
        [bolt, 5, 20],
      ],
      { quantity: 2 },
    );

    // The record itself: its lines copy the components' names and cost prices; one level of cost.
    expect(machineBom.details).toMatchObject([
      { componentId: housing, componentName: '机壳', costPrice: 30, amount: 30 },
      { componentId: bolt, componentName: '螺栓 M8', costPrice: 10, amount: 60 },
    ]);
    expect(machineBom).toMatchObject({ totalCost: 90, unitCost: 45, status: BOM_STATUS.enabled, revision: 'V1.0' });

    const expansion = result<BomExpansion>(await expand(machineBom.id));
    expect(expansion).toMatchObject({ id: machineBom.id, bomNo: machineBom.bomNo, productId: machine, productName: '整机', quantity: 2 });
    expect(expansion.rows).toEqual([
      {
        position: '1',
        level: 1,
        componentId: housing,
        componentName: '机壳',
        unit: '3',
        unitText: '个',
        quantity: 1,
        lossRate: 0,
        expandedQuantity: 1,
        bomId: housingBom.id,
        bomNo: housingBom.bomNo,
        unitCost: 24.5,
        cost: 24.5,
      },
      expect.objectContaining({ position: '1.1', level: 2, componentId: frame, quantity: 3, lossRate: 10, expandedQuantity: 3.3, bomId: frameBom.id }),
      // 3.3 frames over the frame BOM's output of 2, 4 screws each: 6.6 screws at 2.5.
      expect.objectContaining({
        position: '1.1.1',
        level: 3,
        componentId: screw,
        unitText: '件',
        expandedQuantity: 6.6,
        bomId: null,
        unitCost: 2.5,
        cost: 16.5,
      }),
      expect.objectContaining({ position: '1.2', level: 2, componentId: panel, expandedQuantity: 2, bomId: null, unitCost: 4, cost: 8 }),
      expect.objectContaining({ position: '2', level: 1, componentId: bolt, unitText: '台', expandedQuantity: 6, bomId: null, unitCost: 10, cost: 60 }),
    ]);
    expect(expansion.rows[1]).toMatchObject({ cost: 16.5, unitCost: 5 });
    expect(expansion).toMatchObject({ totalCost: 84.5, unitCost: 42.25, uncosted: 0 });

    // Units in the caller's language; a leaf costs what the catalogue says now.
    const boltRecord = result(await t.signedGet(RECORD_API.queryById('crm', 'crmProduct'), { id: bolt }, admin.token));
    result(await t.put(RECORD_API.edit('crm', 'crmProduct'), { id: bolt, version: boltRecord.version, costPrice: 12 }, admin.token));
    const inEnglish = result<BomExpansion>(await expand(machineBom.id, admin, 'en'));
    expect(inEnglish.rows[4]).toMatchObject({ unitText: 'unit', cost: 72 });
    expect(inEnglish.totalCost).toBe(96.5);
  });

  it('counts a bought-in part without a cost price as nothing, and says how many there are', async () => {
    const [priced, unpriced, kit] = [await product('定价件', 8), await product('未定价件', null), await product('套件', 0)];
    const kitBom = await bom(kit, [
      [priced, 2],
      [unpriced, 3],
    ]);
    const expansion = result<BomExpansion>(await expand(kitBom.id));
    expect(expansion.rows.map((row) => [row.componentId, row.cost, row.unitCost])).toEqual([
      [priced, 16, 8],
      [unpriced, null, null],
    ]);
    expect(expansion).toMatchObject({ totalCost: 16, uncosted: 1 });
  });

  it('refuses a tree larger than it answers, rather than a part of it', async () => {
    const [part, module, system] = [await product('零件', 1), await product('模块', 1), await product('系统', 1)];
    await bom(
      module,
      Array.from({ length: 40 }, (): Line => [part, 1]),
    );
    const systemBom = await bom(
      system,
      Array.from({ length: 50 }, (): Line => [module, 1]),
    );
    expect(refusal(await expand(systemBom.id, admin, 'en'))).toEqual([422, 'The bill of materials expands to more than 2000 rows and cannot be shown']);
  });
});

describe('a circle in bills of materials', () => {
  it('is refused when a product is its own component, in the caller’s language, and nothing is saved', async () => {
    const gear = await product('齿轮', 3);
    expect(refusal(await addBom(gear, [[gear, 2]]))).toEqual([422, '物料清单不能循环：产品会成为它自己的组件（齿轮 → 齿轮）']);
    expect(refusal(await addBom(gear, [[gear, 2]], {}, admin, 'en'))).toEqual([
      422,
      'A bill of materials cannot go round in a circle: its product would be a component of itself (齿轮 → 齿轮)',
    ]);
    expect(refusal(await addBom(gear, [[gear, 2]], {}, admin, 'zh-TW'))).toEqual([422, '物料清單不能循環：產品會成為它自己的元件（齿轮 → 齿轮）']);
    expect(await bomsOf(gear)).toBe(0);
  });

  it('is refused through the enabled BOMs of the components at any depth, on add and on edit, and nothing is saved', async () => {
    const [engine, pump, valve, seal] = [await product('发动机', 1), await product('油泵', 1), await product('阀门', 1), await product('密封圈', 1)];
    await bom(engine, [[pump, 1]]);
    await bom(pump, [[valve, 2]]);
    expect(refusal(await addBom(valve, [[engine, 1]]))).toEqual([422, '物料清单不能循环：产品会成为它自己的组件（阀门 → 发动机 → 油泵 → 阀门）']);
    expect(await bomsOf(valve)).toBe(0);

    const valveBom = await bom(valve, [[seal, 4]]);
    const edited = await editBom(valveBom, {
      details: detailsOf([
        [seal, 4],
        [engine, 1],
      ]),
    });
    expect(refusal(edited)).toEqual([422, '物料清单不能循环：产品会成为它自己的组件（阀门 → 发动机 → 油泵 → 阀门）']);
    const kept = result(await t.signedGet(bomApi('queryById'), { id: valveBom.id }, admin.token));
    expect(kept.version).toBe(1);
    expect((kept.details as unknown as RecordRow[]).map((line) => line.componentId)).toEqual([seal]);
  });

  it('does not run through a disabled BOM, and is refused when that BOM is enabled', async () => {
    const [wheel, axle] = [await product('车轮', 1), await product('车轴', 1)];
    const wheelBom = await bom(wheel, [[axle, 1]], { status: BOM_STATUS.disabled });
    // A disabled BOM is not how the wheel is made: the axle may be made of wheels.
    await bom(axle, [[wheel, 2]]);
    expect(refusal(await editBom(wheelBom, { status: BOM_STATUS.enabled }))).toEqual([422, '物料清单不能循环：产品会成为它自己的组件（车轮 → 车轴 → 车轮）']);
    expect(result(await t.signedGet(bomApi('queryById'), { id: wheelBom.id }, admin.token)).status).toBe(BOM_STATUS.disabled);
  });

  it('is never closed by two BOMs saved at the same instant', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const [left, right] = [await product(`左件 ${round}`, 1), await product(`右件 ${round}`, 1)];
      const answers = await Promise.all([addBom(left, [[right, 1]]), addBom(right, [[left, 1]])]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      expect((await bomsOf(left)) + (await bomsOf(right))).toBe(1);
    }
  });
});

describe('the rules of a bill of materials', () => {
  it('keeps one enabled BOM per product: another may be kept disabled, and enabled once the first is not', async () => {
    const [lamp, bulb] = [await product('台灯', 1), await product('灯泡', 1)];
    const first = await bom(lamp, [[bulb, 1]]);
    expect(refusal(await addBom(lamp, [[bulb, 2]], { revision: 'V2.0' }))).toEqual([
      422,
      `产品「台灯」已有启用的物料清单 ${String(first.bomNo)}，请先停用它，或将本清单设为停用`,
    ]);
    const second = await bom(lamp, [[bulb, 2]], { revision: 'V2.0', status: BOM_STATUS.disabled });
    expect((await editBom(second, { status: BOM_STATUS.enabled })).statusCode).toBe(422);
    result(await editBom(first, { status: BOM_STATUS.disabled }));
    expect(result(await editBom(second, { status: BOM_STATUS.enabled })).status).toBe(BOM_STATUS.enabled);
  });

  it('takes quantities above zero and loss rates from 0 to 100 %, naming the line', async () => {
    const [desk, leg] = [await product('书桌', 1), await product('桌腿', 1)];
    const fieldsOf = (response: Response) => Object.keys(envelope<FieldErrors>(response).result.fields);
    const negative = await addBom(desk, [[leg, 4, -1]], {}, admin, 'en');
    expect(refusal(negative)).toEqual([422, 'Components, line 1: Loss rate (%) must not be less than 0']);
    expect(fieldsOf(await addBom(desk, [[leg, 4, 101]]))).toEqual(['details.0.lossRate']);
    expect(fieldsOf(await addBom(desk, [[leg, 0]]))).toEqual(['details.0.quantity']);
    expect(fieldsOf(await addBom(desk, [[leg, 4]], { quantity: 0 }))).toEqual(['quantity']);
    expect(await bomsOf(desk)).toBe(0);
  });
});

describe('who sees an expansion', () => {
  it('is whoever may view BOMs and sees this one: 403 without the button, 404 outside the scope or the tenant', async () => {
    const tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', admin.userId).executeTakeFirstOrThrow()).tenant_id;
    // Salespeople get the BOM buttons with their own scope (themselves); the service engineer has none.
    const role = await t.app.db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('role_code', '=', 'salesperson')
      .executeTakeFirstOrThrow();
    const codes = ['list', 'view', 'add', 'edit'].map((button) => `mes:mesBom:${button}`);
    const permissions = await t.app.db.selectFrom('permissions').select('id').where('perms', 'in', codes).execute();
    expect(permissions).toHaveLength(codes.length);
    await t.app.db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ tenant_id: tenantId, role_id: role.id, permission_id: permission.id })))
      .execute();
    const [sales, engineer] = [await actor(t, 'sales'), await actor(t, 'engineer')];

    const [stool, seat] = [await product('凳子', 1), await product('凳面', 2)];
    const theirs = await bom(stool, [[seat, 1]], {}, sales);
    const [table, top] = [await product('餐桌', 1), await product('桌面', 2)];
    const administrators = await bom(table, [[top, 1]]);

    expect(result<BomExpansion>(await expand(theirs.id, sales)).totalCost).toBe(2);
    expect((await expand(administrators.id, sales)).statusCode).toBe(404);
    for (const id of [theirs.id, administrators.id]) expect((await expand(id, engineer)).statusCode).toBe(403);

    const b = await createTenant(t.app.db, { name: '乙方制造', admin: { username: 'bom-b-admin', realname: '乙方管理员', password: 'TenantB@2026' } });
    const otherAdmin = await actor(t, 'bom-b-admin', 'TenantB@2026');
    const [chair, leg] = [await product('乙方椅子', 1, '3', otherAdmin), await product('乙方椅腿', 5, '3', otherAdmin)];
    const otherBom = await bom(chair, [[leg, 4]], {}, otherAdmin);
    expect(result<BomExpansion>(await expand(otherBom.id, otherAdmin)).totalCost).toBe(20);
    const aimed = await expand(otherBom.id, admin);
    expect(aimed.statusCode).toBe(404);
    expect(aimed.body).not.toContain('乙方');
    expect(b.tenantId).not.toBe(tenantId);
  });
});

describe('the demo’s bills of materials', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('go from the private deployment package three levels down, to the hours its data migration takes', async () => {
    const [packageBom] = (await loose(demo.app.db)
      .selectFrom('mes_bom')
      .innerJoin('crm_product', 'crm_product.id', 'mes_bom.product_id')
      .select('mes_bom.id')
      .where('crm_product.code', '=', 'SW-CRM-PRV')
      .where('mes_bom.status', '=', BOM_STATUS.enabled)
      .execute()) as { id: string }[];
    const expansion = result<BomExpansion>(await demo.signedGet(MES_BOM_API.expand, { id: packageBom!.id }, (await actor(demo, 'admin')).token));
    const hours = expansion.rows.find((row) => row.level === 3);
    // 10 hours with 15 % for rework, for the one migration of the one implementation.
    expect(hours).toMatchObject({ position: '4.1.1', componentName: '定制开发服务', unitText: '小时', expandedQuantity: 11.5, unitCost: 400, cost: 4600 });
    expect(expansion.uncosted).toBe(0);
    expect(expansion.totalCost).toBe(expansion.rows.filter((row) => row.level === 1).reduce((sum, row) => sum + row.cost!, 0));
  });
});
