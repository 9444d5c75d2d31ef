import {
  entityOf,
  NEARBY_RADIUS_MAX_M,
  PEOPLE_API,
  RECORD_API,
  translate,
  type Lang,
  type NearbyCustomer,
  type Page,
  type RecordRow,
  type RoleView,
} from '@crm/domain';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../../modules/records/bulk-insert.ts';
import { syncRecordTables } from '../../../modules/records/table-sync.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';
import { boundingBox } from './nearby-customers.ts';

/**
 * Nearby customers (issue 14): the customers of the caller's customer list around a point,
 * nearest first, within the radius only; the coordinates follow every write of the address.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let zhaolei: Actor;
let sunli: Actor;

/** Tiananmen, Beijing: where the phone stands. */
const HERE = { lat: 39.9087, lng: 116.3975 };
const METRES_PER_DEGREE_LAT = 111_195;
/** A point `north` and `east` metres from HERE (near enough for a few kilometres). */
const offset = (north: number, east: number) => ({
  lat: HERE.lat + north / METRES_PER_DEGREE_LAT,
  lng: HERE.lng + east / (METRES_PER_DEGREE_LAT * Math.cos((HERE.lat * Math.PI) / 180)),
});

/** The test's own haversine, to hold the server's figures to. */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

const customers: Record<string, RecordRow> = {};

async function addCustomer(who: Actor, name: string, address: unknown): Promise<RecordRow> {
  const response = await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name, ...(address === undefined ? {} : { address }) }, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<RecordRow>(response).result;
}

const at = (text: string, point: { lat: number; lng: number }) => ({ text, lat: point.lat, lng: point.lng });

function nearby(who: Actor, query: Record<string, string | number>, lang?: Lang) {
  return t.signedGet(RECORD_API.nearbyCustomers, query, who.token, lang ? { 'Accept-Language': lang } : {});
}

async function page(who: Actor, query: Record<string, string | number> = {}): Promise<Page<NearbyCustomer>> {
  const response = await nearby(who, { ...HERE, radius: 5000, pageSize: 100, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page<NearbyCustomer>>(response).result;
}

const names = (found: Page<NearbyCustomer>) => found.records.map((c) => c.name);

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales, zhaolei, sunli] = [await actor(t, 'admin'), await actor(t, 'sales'), await actor(t, 'zhaolei'), await actor(t, 'sunli')];
  customers.north = await addCustomer(sales, '北边 500 米', at('北京市东城区东长安街 1 号', offset(500, 0)));
  customers.east = await addCustomer(sales, '东边 2 公里', at('北京市东城区建国门内大街 2 号', offset(0, 2000)));
  customers.west = await addCustomer(sales, '西边 4.9 公里', at('北京市西城区复兴门外大街 3 号', offset(0, -4900)));
  // In the bounding box's corner, 5.66 km away: outside the circle.
  customers.corner = await addCustomer(sales, '东北角 5.7 公里', at('北京市东城区东直门 4 号', offset(4000, 4000)));
  customers.south = await addCustomer(sales, '南边 5.2 公里', at('北京市丰台区 5 号', offset(-5200, 0)));
  customers.textOnly = await addCustomer(sales, '只有地址文字', { text: '北京市东城区王府井大街 6 号' });
  customers.noAddress = await addCustomer(sales, '没有地址', undefined);
  // A colleague's customer next door, 100 m away: not in the salesperson's list.
  customers.colleague = await addCustomer(sunli, '同事的客户 100 米', at('北京市东城区天安门广场 7 号', offset(100, 0)));
  // Another colleague shares their customers with the salesperson (the demo's share): in their list, so here too.
  customers.shared = await addCustomer(zhaolei, '共享给我的客户 3 公里', at('北京市东城区崇文门 10 号', offset(-3000, 0)));
});
afterAll(() => t.close());

describe('nearby customers', () => {
  it('answers the customers within the radius, nearest first, with their distances', async () => {
    const found = await page(sales);
    expect(names(found)).toEqual(['北边 500 米', '东边 2 公里', '共享给我的客户 3 公里', '西边 4.9 公里']);
    expect(found.total).toBe(4);
    for (const customer of found.records) {
      expect(Math.abs(customer.distance - metresBetween(HERE, customer))).toBeLessThanOrEqual(1);
    }
    expect(found.records[0]).toMatchObject({
      id: customers.north!.id,
      address: '北京市东城区东长安街 1 号',
      ownerId: sales.userId,
      ownerName: '李销售',
    });
    expect(found.records[0]!.distance).toBeGreaterThan(490);
    expect(found.records[0]!.distance).toBeLessThan(510);
  });

  it('widens with the radius, and leaves out customers without coordinates', async () => {
    const wide = await page(sales, { radius: 10_000 });
    expect(names(wide)).toEqual(['北边 500 米', '东边 2 公里', '共享给我的客户 3 公里', '西边 4.9 公里', '南边 5.2 公里', '东北角 5.7 公里']);
    const narrow = await page(sales, { radius: 1000 });
    expect(names(narrow)).toEqual(['北边 500 米']);
  });

  it('never answers outside the viewer’s scope: a colleague’s customer next door is the administrator’s to see', async () => {
    expect(names(await page(sales))).not.toContain('同事的客户 100 米');
    expect(names(await page(sunli))).toEqual(['同事的客户 100 米']);
    expect(names(await page(admin))).toEqual(['同事的客户 100 米', '北边 500 米', '东边 2 公里', '共享给我的客户 3 公里', '西边 4.9 公里']);
    // Exactly the customers of the salesperson's list that have a place.
    const listed = envelope<Page<RecordRow>>(await t.signedGet(RECORD_API.list('crm', 'crmCustomer'), { pageSize: 1000, fields: 'name,address' }, sales.token))
      .result.records;
    const placed = listed.filter((c) => (c.address as { lat?: number } | null)?.lat != null).map((c) => String(c.name));
    expect(names(await page(sales, { radius: NEARBY_RADIUS_MAX_M })).sort()).toEqual(placed.sort());
  });

  it('pages in distance order, the total on every page', async () => {
    const first = await page(sales, { radius: 10_000, pageSize: 2, pageNo: 1 });
    const second = await page(sales, { radius: 10_000, pageSize: 2, pageNo: 2 });
    const third = await page(sales, { radius: 10_000, pageSize: 2, pageNo: 3 });
    const past = await page(sales, { radius: 10_000, pageSize: 2, pageNo: 5 });
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(await page(sales, { radius: 10_000 })));
    const fourth = await page(sales, { radius: 10_000, pageSize: 2, pageNo: 4 });
    expect(names(fourth)).toEqual([]);
    expect([first.total, second.total, third.total, past.total]).toEqual([6, 6, 6, 6]);
    expect(past.records).toEqual([]);
  });

  it('follows an address edit: the coordinates move with the address, and go with it', async () => {
    const edit = async (record: RecordRow, address: unknown) => {
      const response = await t.put(RECORD_API.edit('crm', 'crmCustomer'), { id: record.id, version: record.version, address }, sales.token);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<RecordRow>(response).result;
    };
    // The one 4.9 km west moves next door; the one 500 m north moves to Shanghai.
    customers.west = await edit(customers.west!, at('北京市东城区天安门东 8 号', offset(0, 50)));
    customers.north = await edit(customers.north!, at('上海市黄浦区人民大道 200 号', { lat: 31.2304, lng: 121.4737 }));
    expect(names(await page(sales))).toEqual(['西边 4.9 公里', '东边 2 公里', '共享给我的客户 3 公里']);
    expect((await page(sales)).records[0]!.address).toBe('北京市东城区天安门东 8 号');
    // The address cleared, or its coordinates: no longer found by place.
    customers.west = await edit(customers.west!, null);
    customers.east = await edit(customers.east!, { text: '北京市东城区建国门内大街 2 号' });
    expect(names(await page(sales))).toEqual(['共享给我的客户 3 公里']);
    // Found again where the coordinates come back.
    customers.east = await edit(customers.east!, at('北京市东城区建国门内大街 2 号', offset(0, 2000)));
    expect(names(await page(sales))).toEqual(['东边 2 公里', '共享给我的客户 3 公里']);
  });

  it('refuses a point off the globe, a radius of nothing or beyond 50 km, or a missing value, with the message only', async () => {
    const cases: [Record<string, string | number>, string, Record<string, string>][] = [
      [{ ...HERE, lat: 91, radius: 5000 }, 'maximum', { field: 'lat', limit: '90' }],
      [{ ...HERE, lng: -180.5, radius: 5000 }, 'minimum', { field: 'lng', limit: '-180' }],
      [{ ...HERE, radius: 0 }, 'minimum', { field: 'radius', limit: '1' }],
      [{ ...HERE, radius: NEARBY_RADIUS_MAX_M + 1 }, 'maximum', { field: 'radius', limit: String(NEARBY_RADIUS_MAX_M) }],
      [{ lng: HERE.lng, radius: 5000 }, 'required', { field: 'lat' }],
      [{ lat: HERE.lat, lng: HERE.lng }, 'required', { field: 'radius' }],
      [{ ...HERE, lat: '北纬', radius: 5000 }, 'type', { field: 'lat' }],
    ];
    for (const lang of ['zh-CN', 'en', 'zh-TW'] as const) {
      for (const [query, rule, vars] of cases) {
        const response = await nearby(sales, query, lang);
        const detail = translate(lang, `server.validation.${rule}`, { ...vars, field: translate(lang, `server.field.${vars.field}`) });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(envelope(response)).toMatchObject({ success: false, code: 400, result: null, message: translate(lang, 'server.badRequest', { detail }) });
      }
    }
    const infinite = await nearby(sales, { lat: 'Infinity', lng: HERE.lng, radius: 5000 });
    expect(infinite.statusCode).toBe(400);
    expect(envelope(infinite).result).toBeNull();
  });

  it('is refused to a role without the page, and to one whose field permissions hide the address', async () => {
    const engineer = await actor(t, 'engineer');
    expect((await nearby(engineer, { ...HERE, radius: 5000 })).statusCode).toBe(403);

    const roles = envelope<Page<RoleView>>(await t.signedGet(PEOPLE_API.roleList, { pageSize: 50 }, admin.token)).result.records;
    const salesperson = roles.find((role) => role.roleCode === 'salesperson')!;
    const copied = await t.signedPost(PEOPLE_API.roleCopy, { id: salesperson.id, roleName: '无地址销售', roleCode: 'noAddressSales' }, admin.token);
    expect(copied.statusCode, copied.body).toBe(200);
    const roleId = envelope<RoleView>(copied).result.id;
    const saved = await t.signedPost(
      PEOPLE_API.fieldPermissionSave,
      { roleId, apiName: 'crmCustomer', fields: [{ name: 'address', access: 'hidden' }] },
      admin.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', zhaolei.userId).executeTakeFirstOrThrow()).tenant_id;
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', zhaolei.userId).execute();
    await t.app.db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: zhaolei.userId, role_id: roleId }).execute();
    const hidden = await nearby(zhaolei, { ...HERE, radius: 5000 });
    expect(hidden.statusCode).toBe(403);
    expect(envelope(hidden).message).toBe(translate('zh-CN', 'server.nearbyAddressHidden'));
  });
});

describe('the coordinate columns', () => {
  it('are written by the bulk loads the seeds and the bench use, as by the record routes', async () => {
    const tenantId = (await t.app.db.selectFrom('users').select('tenant_id').where('id', '=', sales.userId).executeTakeFirstOrThrow()).tenant_id;
    const point = offset(-700, -700);
    const at = new Date().toISOString();
    await insertRecords(t.app.db, tenantId, entityOf('crmCustomer'), [
      {
        id: randomUUID(),
        ownerId: sales.userId,
        departId: sales.departId,
        companyCode: 'A01',
        createBy: sales.userId,
        createTime: at,
        updateTime: at,
        tags: [],
        values: { name: '批量导入的客户', address: { text: '北京市西城区 11 号', lat: point.lat, lng: point.lng } },
      },
    ]);
    const found = (await page(sales, { ...point, radius: 50 })).records;
    expect(found.map((c) => [c.name, c.distance])).toEqual([['批量导入的客户', 0]]);
  });

  it('are added to a table made before them and filled from the addresses it holds', async () => {
    const db = t.app.db;
    const point = offset(300, 300);
    const made = await addCustomer(sales, '早已存在的客户', at('北京市东城区 9 号', point));
    // As a database from before: no coordinate columns (nor their index).
    await sql`drop index crm_customer_nearby`.execute(db);
    await sql`alter table crm_customer drop column address_lat`.execute(db);
    await sql`alter table crm_customer drop column address_lng`.execute(db);
    await sql`alter table crm_customer drop column address_strip`.execute(db);
    await syncRecordTables(db);
    const { rows } = await sql<{ lat: number; lng: number; strip: number }>`select address_lat as lat, address_lng as lng, address_strip as strip
      from crm_customer where id = ${made.id}`.execute(db);
    expect(rows[0]).toEqual({ lat: point.lat, lng: point.lng, strip: Math.floor(point.lng / 0.02) });
    const withoutPoint = await sql<{ n: number | string }>`select count(*) as n from crm_customer
      where address_lat is null and address is not null and address not like '%"lat":null%'`.execute(db);
    expect(Number(withoutPoint.rows[0]!.n)).toBe(0);
    expect(names(await page(sales, { ...point, radius: 100 }))).toEqual(['早已存在的客户']);
  });
});

describe('the bounding box', () => {
  it('holds every point of the circle, near the equator, the poles and the date line', () => {
    for (const centre of [HERE, { lat: 0, lng: 0 }, { lat: -33.86, lng: 151.2 }, { lat: 89.9, lng: 10 }, { lat: 10, lng: 179.99 }, { lat: 69.6, lng: -20 }]) {
      const around = { ...centre, radius: NEARBY_RADIUS_MAX_M };
      const box = boundingBox(around);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // The point at the radius along the bearing (spherical destination formula).
        const rad = (d: number) => (d * Math.PI) / 180;
        const deg = (r: number) => (r * 180) / Math.PI;
        const angle = around.radius / 6_371_008.8;
        const lat1 = rad(centre.lat);
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(rad(bearing)));
        let lng2 = rad(centre.lng) + Math.atan2(Math.sin(rad(bearing)) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
        lng2 = ((deg(lng2) + 540) % 360) - 180;
        expect(deg(lat2), `${JSON.stringify(centre)} ${bearing}°`).toBeGreaterThanOrEqual(box.lat[0] - 1e-9);
        expect(deg(lat2)).toBeLessThanOrEqual(box.lat[1] + 1e-9);
        expect(lng2, `${JSON.stringify(centre)} ${bearing}°`).toBeGreaterThanOrEqual(box.lng[0] - 1e-9);
        expect(lng2).toBeLessThanOrEqual(box.lng[1] + 1e-9);
      }
    }
  });
});
