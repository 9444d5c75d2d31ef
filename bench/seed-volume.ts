// The data volume the bench measures against (issue 5): in the demo tenant 100,000 customers,
// 200,000 contacts (each at one of those customers), 50,000 leads and 100,000 opportunities (issue 12), spread over its staff so
// every data scope has its share; then a second tenant of the same size (its records all its
// administrator's), so every query also has to leave another company's rows aside. Written in this process through the record engine's bulk
// repository, a transaction per chunk: the server's request path would take hours for this.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { CHANCE_STATUS, CLUE_STATUS, entityOf, type EntityDef } from '@crm/domain';
import { createDatabase, refreshPlannerStatistics } from '../packages/server/src/db/dialect.ts';
import type { Database } from '../packages/server/src/db/schema.ts';
import { insertRecords, type BulkRecord } from '../packages/server/src/modules/records/bulk-insert.ts';
import { createTenant } from '../packages/server/src/seed/tenant.ts';

export interface Volume {
  customers: number;
  contacts: number;
  leads: number;
  opportunities: number;
}

/** Issue 5's volume per tenant; BENCH_SCALE shrinks it while the bench itself is being worked on. */
export function volumeAt(scale: number): Volume {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return { customers: of(100_000), contacts: of(200_000), leads: of(50_000), opportunities: of(100_000) };
}

interface Owner {
  id: string;
  depart_id: string | null;
  company_code: string;
}

const CHUNK = 10_000;
const DAY_MS = 86_400_000;
const LEVELS = ['A', 'B', 'C'];
const INDUSTRIES = ['1', '2', '3', '4', '5'];
const SOURCES = ['1', '2', '3', '4'];
const JOBS = ['总经理', '采购经理', '技术总监', '财务总监', '项目经理', '工程师'];
const LEAD_STATUSES = [CLUE_STATUS.waiting, CLUE_STATUS.following, CLUE_STATUS.following, CLUE_STATUS.invalid];
/** The default process's stages (spec section 4) and their win rates, as the opportunities' stage names. */
const STAGES: readonly (readonly [string, number])[] = [
  ['初步意向', 10],
  ['需求确定', 20],
  ['方案报价', 40],
  ['商务谈判', 60],
  ['解决疑虑', 80],
  ['合同签订', 90],
];
const CHANCE_STATUSES = [CHANCE_STATUS.ongoing, CHANCE_STATUS.ongoing, CHANCE_STATUS.ongoing, CHANCE_STATUS.won, CHANCE_STATUS.lost];

/** Spread over the past year, newest first by index, as a list sorted by update time sees them. */
function times(i: number, now: number): Pick<BulkRecord, 'createTime' | 'updateTime'> {
  const updated = now - ((i * 7919) % 365) * DAY_MS - (i % 86_400) * 1000;
  return { createTime: new Date(updated - 30 * DAY_MS).toISOString(), updateTime: new Date(updated).toISOString() };
}

function owned(owner: Owner, i: number, now: number, values: Record<string, unknown>): BulkRecord {
  return {
    id: randomUUID(),
    ownerId: owner.id,
    departId: owner.depart_id,
    companyCode: owner.company_code,
    createBy: owner.id,
    ...times(i, now),
    tags: [],
    values,
  };
}

/** Inserts `count` records made by `make`, a transaction per chunk so memory stays flat. */
async function insertChunked(db: Kysely<Database>, tenantId: string, entity: EntityDef, count: number, make: (i: number) => BulkRecord): Promise<void> {
  for (let start = 0; start < count; start += CHUNK) {
    const records = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => make(start + k));
    await db.transaction().execute((trx) => insertRecords(trx, tenantId, entity, records));
  }
}

async function seedTenant(db: Kysely<Database>, tenantId: string, volume: Volume): Promise<void> {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'depart_id', 'company_code'])
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'staff')
    .orderBy('username')
    .execute();
  const now = Date.now();
  // Customer ids are kept so contacts can point at them; each contact shares its customer's owner.
  const customerIds: string[] = [];
  const ownerOf = (i: number) => staff[i % staff.length]!;
  await insertChunked(db, tenantId, entityOf('crmCustomer'), volume.customers, (i) => {
    const record = owned(ownerOf(i), i, now, {
      name: `压测客户 ${String(i).padStart(6, '0')}`,
      level: LEVELS[i % LEVELS.length],
      industry: INDUSTRIES[i % INDUSTRIES.length],
      source: SOURCES[i % SOURCES.length],
      phone: `021-${String(60_000_000 + i)}`,
      dealStatus: i % 5 === 0 ? '1' : '0',
      poolStatus: '2',
    });
    customerIds.push(record.id);
    return record;
  });
  await insertChunked(db, tenantId, entityOf('crmContacter'), volume.contacts, (i) => {
    const customer = i % customerIds.length;
    return owned(ownerOf(customer), i, now, {
      name: `压测联系人 ${String(i).padStart(6, '0')}`,
      customerId: customerIds[customer],
      mobile: `138${String(i).padStart(8, '0')}`,
      job: JOBS[i % JOBS.length],
      keyDecisionMaker: i < customerIds.length,
    });
  });
  await insertChunked(db, tenantId, entityOf('crmClue'), volume.leads, (i) =>
    owned(ownerOf(i), i, now, {
      name: `压测线索 ${String(i).padStart(6, '0')}`,
      contactName: `线索联系人 ${i}`,
      mobile: `139${String(i).padStart(8, '0')}`,
      source: SOURCES[i % SOURCES.length],
      industry: INDUSTRIES[i % INDUSTRIES.length],
      status: LEAD_STATUSES[i % LEAD_STATUSES.length],
    }),
  );
  // Each opportunity at one of the customers, with that customer's owner.
  await insertChunked(db, tenantId, entityOf('crmChance'), volume.opportunities, (i) => {
    const customer = i % customerIds.length;
    const [stageName, winRate] = STAGES[i % STAGES.length]!;
    const status = CHANCE_STATUSES[i % CHANCE_STATUSES.length]!;
    const amount = 10_000 + (i % 200) * 1000;
    const rate = status === CHANCE_STATUS.won ? 100 : status === CHANCE_STATUS.lost ? 0 : winRate;
    const record = owned(ownerOf(customer), i, now, {
      chanceName: `压测商机 ${String(i).padStart(6, '0')}`,
      chanceNo: `SJ${String(i + 1).padStart(6, '0')}`,
      customerId: customerIds[customer],
      amount,
      stageName,
      winRate: rate,
      expectedTransaction: (amount * rate) / 100,
      status,
      stageTime: times(i, now).updateTime,
    });
    return record;
  });
}

/**
 * Seeds `volume` into the demo tenant (the server must have made the database: migrations and
 * demo seed) and into a second tenant created here. Returns the time taken in milliseconds.
 */
export async function seedVolume(databaseUrl: string, volume: Volume): Promise<number> {
  const db = createDatabase(databaseUrl);
  try {
    const t0 = performance.now();
    const demo = await db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await seedTenant(db, demo.tenant_id, volume);
    const second = await createTenant(db, {
      name: '压测第二企业',
      admin: { username: 'bench-second-admin', realname: '第二企业管理员', password: 'Demo@2026' },
    });
    await seedTenant(db, second.tenantId, volume);
    // Statistics after a bulk load, as the server's own would be a little later (PostgreSQL's
    // autovacuum, SQLite's hourly plannerStatistics job): without them the scoped lists and the
    // keyword search are planned for nearly empty tables. On PostgreSQL the vacuum too, which
    // autovacuum would otherwise start on the freshly loaded tables during the first load runs,
    // and a checkpoint, which would otherwise write the load's pages out during them (only a
    // superuser or pg_checkpoint may ask for one; without it the first runs pay for that).
    if (databaseUrl.startsWith('postgres')) {
      await sql`vacuum analyze crm_customer, crm_contacter, crm_clue, crm_chance`.execute(db);
      await sql`checkpoint`.execute(db).catch((error: Error) => console.warn(`bench: no checkpoint after seeding (${error.message})`));
    } else await refreshPlannerStatistics(db);
    return performance.now() - t0;
  } finally {
    await db.destroy();
  }
}
