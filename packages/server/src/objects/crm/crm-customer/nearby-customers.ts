import { entityOf, NEARBY_RADIUS_MAX_M, RECORD_API, translate, type NearbyCustomer, type Page, type RecordRow } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { sql, type RawBuilder } from 'kysely';
import { ok } from '../../../http/envelope.ts';
import { badRequest, forbidden } from '../../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../../http/paging.ts';
import { holdsButton } from '../../../modules/permissions/repository.ts';
import { addDisplayTexts } from '../../../modules/records/display-texts.ts';
import { addressColumnsOf, stripOf } from '../../../modules/records/field-storage.ts';
import { parameterisedViewer, scopeParameters, scopeShape, type Viewer } from '../../../modules/records/data-scope.ts';
import { reusableQueries } from '../../../db/reusable-query.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { loose, withFields, type Db, type RecordModel } from '../../../modules/records/record-model.ts';
import { rowColumns, toRecordRow, type StoredRow } from '../../../modules/records/record-rows.ts';
import { modelReadBy, permittedModel, recordAccessCompanion, type RecordCall } from '../../../modules/records/record-service.ts';
import { selectVisible } from '../../../modules/records/record-visibility.ts';

/** The nearby customers page's app (menu catalogue): whoever holds it, and the customer list, may ask. */
const NEARBY_APP = 'crm:nearbyCustomer:list';
/** Twice the Earth's mean radius (IUGG, metres): the haversine's factor. */
const EARTH_DIAMETER_M = 2 * 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_DIAMETER_M) / 360;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
type CoordinateColumns = ReturnType<typeof addressColumnsOf>;
/**
 * Beyond this many strips (a box near a pole or across the date line, every longitude) the
 * latitudes alone narrow the search.
 */
const MAX_STRIPS = 400;

const nearbyQuerySchema = {
  type: 'object',
  required: ['lat', 'lng', 'radius'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    radius: { type: 'integer', minimum: 1, maximum: NEARBY_RADIUS_MAX_M },
    ...pageQueryProperties,
  },
} as const;

interface Around {
  lat: number;
  lng: number;
  radius: number;
}

/**
 * The latitudes and longitudes no point within `radius` of the centre lies outside of: what the
 * coordinate index narrows the customers to before any distance is computed. Near a pole or
 * across the date line, every longitude.
 */
export function boundingBox({ lat, lng, radius }: Around): { lat: [number, number]; lng: [number, number] } {
  const dLat = radius / METRES_PER_DEGREE;
  const south = lat - dLat;
  const north = lat + dLat;
  const farthest = Math.max(Math.abs(south), Math.abs(north));
  if (farthest >= 90) return { lat: [Math.max(-90, south), Math.min(90, north)], lng: [-180, 180] };
  // A degree of longitude is shortest at the latitude of the box farthest from the equator.
  const dLng = dLat / Math.cos(radians(farthest));
  if (lng - dLng < -180 || lng + dLng > 180) return { lat: [south, north], lng: [-180, 180] };
  return { lat: [south, north], lng: [lng - dLng, lng + dLng] };
}

/** What a search by place is built from: the values each call passes in its placeholders' places. */
interface NearbySearch {
  lat: number;
  lng: number;
  /** cos(lat): the haversine's factor for the centre. */
  cosLat: number;
  radius: number;
  south: number;
  north: number;
  west: number;
  east: number;
  size: number;
  offset: number;
}

/** The great-circle distance in metres (haversine) from the centre to a row's coordinates, in SQL both databases run. */
function distanceSql(table: string, columns: { lat: string; lng: string }, at: Pick<NearbySearch, 'lat' | 'lng' | 'cosLat'>): RawBuilder<number> {
  const rowLat = sql.ref(`${table}.${columns.lat}`);
  const rowLng = sql.ref(`${table}.${columns.lng}`);
  return sql<number>`${EARTH_DIAMETER_M} * asin(sqrt(power(sin(radians(${rowLat} - ${at.lat}) / 2), 2) + ${at.cosLat} * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${at.lng}) / 2), 2)))`;
}

type NearbyRow = StoredRow & { _lat: number; _lng: number; _distance: number; _total: number | string };

/**
 * The query of a page: the candidates, read from the coordinate index alone (in the box's strips
 * and latitudes, and in the viewer's scope), each with its distance; those within the radius,
 * nearest first, counted; then the page's rows, the only ones read from the table.
 */
function nearbyPageQuery(db: Db, viewer: Viewer, listed: RecordModel, columns: CoordinateColumns, at: NearbySearch, strips: readonly unknown[] | null) {
  const entity = listed.entity;
  const { table } = entity;
  const near = selectVisible(db, viewer, entity, false)
    .select([`${table}.id as id`, `${table}.${columns.lat} as _lat`, `${table}.${columns.lng} as _lng`, distanceSql(table, columns, at).as('_distance')])
    .$if(strips !== null, (query) => query.where(`${table}.${columns.strip}`, 'in', strips!))
    .where(`${table}.${columns.lat}`, '>=', at.south)
    .where(`${table}.${columns.lat}`, '<=', at.north)
    .where(`${table}.${columns.lng}`, '>=', at.west)
    .where(`${table}.${columns.lng}`, '<=', at.east);
  const within = loose(db).selectFrom(near.as('near')).where('near._distance', '<=', at.radius);
  const page = within
    .select(['near.id', 'near._lat', 'near._lng', 'near._distance'])
    .select(sql<number>`count(*) over ()`.as('_total'))
    .orderBy('near._distance')
    .orderBy('near.id')
    .limit(at.size)
    .offset(at.offset);
  const rows = loose(db)
    .selectFrom(page.as('page'))
    .innerJoin(table, `${table}.id`, 'page.id')
    .where(`${table}.tenant_id`, '=', viewer.tenantId)
    .select(rowColumns(listed).map((column) => `${table}.${column}`))
    .select(['page._lat', 'page._lng', 'page._distance', 'page._total'])
    .orderBy('page._distance')
    .orderBy('page.id');
  return { rows, within };
}

/** Pages compiled once per shape (kind of scope, number of strips): building and compiling one cost about what running it does. */
const nearbyPages = reusableQueries<NearbyRow>(200);

/**
 * The customers of the caller's customer list (its data scope, exactly: visibleRecords without the
 * pools, as the everyday list) within `radius` metres of the point, nearest first (ties by id),
 * with the total. The coordinate columns' index (the customer's `indexes`: the strips of
 * longitudes the bounding box crosses, each over its latitudes, with the scope's columns and the
 * id) narrows the rows to the box and the scope without reading them; only those get a distance,
 * only those within the radius are sorted, and only the page's rows are read.
 */
async function nearbyCustomers(call: RecordCall, around: Around, paging: { pageNo?: number; pageSize?: number }): Promise<Page<NearbyCustomer>> {
  const entity = entityOf('crmCustomer');
  const [stored, appHeld] = await Promise.all([permittedModel(call, entity, 'list'), holdsButton(call.db, call.viewer.auth, NEARBY_APP)]);
  if (!appHeld) throw forbidden();
  const model = await modelReadBy(call, stored);
  const address = model.field('address');
  // Distances would tell what the hidden field keeps.
  if (!address) throw forbidden('nearbyAddressHidden');
  const window = pageWindow(paging);
  const listed = withFields(model, 'name,address,ownerId');
  const columns = addressColumnsOf(address);
  const box = boundingBox(around);
  const search: NearbySearch = {
    lat: around.lat,
    lng: around.lng,
    cosLat: Math.cos(radians(around.lat)),
    radius: around.radius,
    south: box.lat[0],
    north: box.lat[1],
    west: box.lng[0],
    east: box.lng[1],
    size: window.size,
    offset: window.offset,
  };
  // The strips of longitudes the box crosses, each read over the box's latitudes.
  const first = stripOf(box.lng[0]);
  const count = stripOf(box.lng[1]) - first + 1;
  const strips = count <= MAX_STRIPS ? Array.from({ length: count }, (_, i) => first + i) : null;
  const shape = JSON.stringify([scopeShape(call.viewer), strips?.length ?? 'all', rowColumns(listed)]);
  const values = { ...scopeParameters(call.viewer), ...search, ...Object.fromEntries((strips ?? []).map((strip, i) => [`strip${i}`, strip])) };
  const rows = await nearbyPages(call.db, shape, values, (param) => {
    const placed = Object.fromEntries(Object.keys(search).map((name) => [name, param(name)])) as unknown as NearbySearch;
    const viewer = parameterisedViewer(call.viewer, param);
    return nearbyPageQuery(call.db, viewer, listed, columns, placed, strips?.map((_, i) => param(`strip${i}`)) ?? null).rows;
  });
  // A page past the last has no row to carry the total.
  const total =
    rows.length > 0
      ? Number(rows[0]!._total)
      : window.offset === 0
        ? 0
        : Number(
            (
              await nearbyPageQuery(call.db, call.viewer, listed, columns, search, strips)
                .within.select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirst()
            )?.n ?? 0,
          );
  const directoryVersion = call.access ? (call.access.read.directoryVersion ?? '0') : undefined;
  const records = await addDisplayTexts(
    call.db,
    call.lang,
    listed,
    rows.map((row) => toRecordRow(listed, row)),
    directoryVersion,
  );
  const answered = rows.map((row, i): NearbyCustomer => {
    const record: RecordRow = records[i]!;
    const place = record.address as { text?: unknown } | null;
    return {
      id: row.id,
      name: String(record.name ?? ''),
      address: typeof place?.text === 'string' ? place.text : '',
      lat: Number(row._lat),
      lng: Number(row._lng),
      ownerId: row.owner_id,
      ownerName: typeof record.ownerId_dictText === 'string' ? record.ownerId_dictText : null,
      distance: Math.round(Number(row._distance)),
    };
  });
  return toPage(answered, total, window);
}

/** GET /crm/crmCustomer/nearby (RECORD_API.nearbyCustomers): the nearby customers page's list. */
export async function nearbyCustomerRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    RECORD_API.nearbyCustomers,
    { schema: { querystring: nearbyQuerySchema }, config: { sessionCompanion: recordAccessCompanion(entityOf('crmCustomer'), 'list') } },
    async (request) => {
      const { lat, lng, radius, pageNo, pageSize } = request.query;
      // The validator lets "Infinity" through as a number, past its range.
      for (const [field, value] of Object.entries({ lat, lng, radius })) {
        if (!Number.isFinite(value)) {
          const detail = translate(request.lang, 'server.validation.number', { field: translate(request.lang, `server.field.${field}`) });
          throw badRequest('badRequest', { detail });
        }
      }
      const call = await recordCall(app, request);
      return ok(request.lang, await nearbyCustomers(call, { lat, lng, radius }, { pageNo, pageSize }));
    },
  );
}
