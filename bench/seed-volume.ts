// The data volume the bench measures against (issue 5): in the demo tenant 100,000 customers,
// 200,000 contacts (each at one of those customers), 50,000 leads and 100,000 opportunities (issue 12), spread over its staff so
// every data scope has its share; then a second tenant of the same size (its records all its
// administrator's), so every query also has to leave another company's rows aside. Written in this process through the record engine's bulk
// repository, a transaction per chunk: the server's request path would take hours for this.
// The customers have addresses with coordinates spread over one city (the nearby customers).
// Issue 13's approvals: 10,000 records waiting for one approver in each tenant (the demo's sales
// director, the department head of the sales department; the second tenant's administrator), in turn
// orders, quotes, receipts and refunds of their submitters' customers, each with its submission
// (audit_runs) and the approver's waiting task (audit_tasks), as a submission leaves them.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { AUDIT_STATUS, CHANCE_STATUS, CLUE_STATUS, entityOf, type EntityDef } from '@crm/domain';
import { createDatabase, refreshPlannerStatistics } from '../packages/server/src/db/dialect.ts';
import type { Database } from '../packages/server/src/db/schema.ts';
import { resolveSteps, type ResolvedStep } from '../packages/server/src/modules/audit/approvers.ts';
import { insertRecords, insertRows, type BulkRecord } from '../packages/server/src/modules/records/bulk-insert.ts';
import { createTenant } from '../packages/server/src/seed/tenant.ts';

export interface Volume {
  customers: number;
  contacts: number;
  leads: number;
  opportunities: number;
  /** Records waiting for one approver (issue 13), across orders, quotes, receipts and refunds. */
  pendingAudits: number;
}

/** Issue 5's volume per tenant; BENCH_SCALE shrinks it while the bench itself is being worked on. */
export function volumeAt(scale: number): Volume {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return { customers: of(100_000), contacts: of(200_000), leads: of(50_000), opportunities: of(100_000), pendingAudits: of(10_000) };
}

interface Owner {
  id: string;
  depart_id: string | null;
  company_code: string;
}

const CHUNK = 10_000;
/** The demo user the pending approvals wait for: the sales director, head of the sales department. */
export const PENDING_APPROVER = 'manager';
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

/** The city the bench's customers are in (issue 14's nearby customers): Shanghai, as their 021 numbers say. */
export const BENCH_CITY = { lat: 31.2304, lng: 121.4737 };
/** How far from its centre they are spread, in metres (its built-up area, about). */
const CITY_RADIUS_M = 30_000;
const DISTRICTS = ['黄浦区', '徐汇区', '长宁区', '静安区', '普陀区', '虹口区', '杨浦区', '浦东新区', '闵行区', '宝山区'];
const ROADS = ['南京西路', '淮海中路', '世纪大道', '漕溪北路', '长寿路', '四平路', '张江路', '虹桥路'];

/**
 * Customer `i`'s address: a point of the city, the same on every run (the
 * R2 sequence turns the index into a spread without a random stream), evenly over the disc of the city.
 */
function addressOf(i: number): { text: string; lat: number; lng: number } {
  const u = (i * 0.7548776662466927) % 1;
  const v = (i * 0.5698402909980532) % 1;
  const metres = CITY_RADIUS_M * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const lat = BENCH_CITY.lat + (metres * Math.cos(angle)) / 111_195;
  const lng = BENCH_CITY.lng + (metres * Math.sin(angle)) / (111_195 * Math.cos((BENCH_CITY.lat * Math.PI) / 180));
  const text = `上海市${DISTRICTS[i % DISTRICTS.length]}${ROADS[i % ROADS.length]}${(i % 999) + 1}号`;
  return { text, lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

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

/** A tenant's bulk-loaded staff and customers: customer `i` is owned by `staff[i % staff.length]`. */
interface Seeded {
  staff: Owner[];
  customerIds: string[];
}

async function seedTenant(db: Kysely<Database>, tenantId: string, volume: Volume): Promise<Seeded> {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'depart_id', 'company_code'])
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'staff')
    .orderBy('username')
    .execute();
  if (staff.length === 0) throw new Error(`tenant ${tenantId} has no staff to own the bench's records`);
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
      address: addressOf(i),
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
  return { staff, customerIds };
}

/** The audited objects the pending records are spread over, in turn. */
const PENDING_OBJECTS = ['crmOrder', 'crmQuote', 'crmReceive', 'crmRefund'] as const;
/** Records of one submitter at one customer: the group's receipts and refunds are against one approved order of theirs. */
const GROUP = 20;
const MINUTE_MS = 60_000;
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** An order being executed, nothing received yet; without lines (approving it reads none), its product total given. */
function orderValues(orderNo: string, orderDate: string, customerId: string, amount: number): Record<string, unknown> {
  return {
    orderNo,
    orderDate,
    customerId,
    status: '1',
    deliveryStatus: '0',
    productTotal: amount,
    discount: 100,
    amount,
    receivedAmount: 0,
    refundedAmount: 0,
    invoicedAmount: 0,
    returnedAmount: 0,
    uninvoicedAmount: amount,
    outstandingAmount: amount,
  };
}

/**
 * `count` records waiting for `approverId` at the first (and only) step of their submission, as
 * POST /sys/audit/submit leaves them: the record pending (audit status '1'), its run (pending, at
 * step 0, the step resolved to the approver), the approver's waiting task and the submit event.
 * Each group of records belongs to one submitter at one of their customers: its orders and quotes,
 * and its receipts and refunds against an order of theirs already approved (one more record per
 * group, so they point at a real order). Amounts stay under the demo flow's 100,000, where only the
 * department head's step applies. Submitted one a minute, newest first (a week's backlog at
 * 10,000). No messages: the approver's message box is not what is measured.
 */
async function seedPendingAudits(
  db: Kysely<Database>,
  tenantId: string,
  seeded: Seeded,
  approverId: string,
  submitters: readonly Owner[],
  count: number,
): Promise<void> {
  const { staff, customerIds } = seeded;
  const now = Date.now();
  const steps: ResolvedStep[] = [{ name: '', mode: 'any', approverIds: [approverId] }];
  const stepsText = JSON.stringify(steps);
  /** One of the submitter's own customers (the bulk customers go round the staff). */
  const customerOf = (submitter: Owner, group: number) => {
    const k = staff.findIndex((s) => s.id === submitter.id);
    const rounds = Math.max(1, Math.floor((customerIds.length - 1 - k) / staff.length) + 1);
    return customerIds[k + staff.length * (group % rounds)] ?? customerIds[group % customerIds.length]!;
  };
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    // Orders first: the receipts and refunds point at them.
    const records = new Map(PENDING_OBJECTS.map((apiName) => [apiName, [] as BulkRecord[]]));
    const runs: Record<string, unknown>[] = [];
    const tasks: Record<string, unknown>[] = [];
    const events: Record<string, unknown>[] = [];
    let paidOrder: { id: string; group: number } | undefined;
    for (let i = start; i < end; i++) {
      const group = Math.floor(i / GROUP);
      const submitter = submitters[group % submitters.length]!;
      const customerId = customerOf(submitter, group);
      const submitted = now - (i + 1) * MINUTE_MS;
      const at = new Date(submitted).toISOString();
      const made = new Date(submitted - 60 * MINUTE_MS).toISOString();
      const day = chinaDate(submitted);
      const record = (values: Record<string, unknown>, auditStatus: string = AUDIT_STATUS.pending): BulkRecord => ({
        id: randomUUID(),
        ownerId: submitter.id,
        departId: submitter.depart_id,
        companyCode: submitter.company_code,
        createBy: submitter.id,
        createTime: made,
        updateTime: at,
        tags: [],
        values,
        auditStatus,
      });
      // The group's approved order, which its receipts and refunds are against.
      if (paidOrder?.group !== group) {
        const order = record(orderValues(`DDYS${String(group + 1).padStart(6, '0')}`, day, customerId, 50_000 + (group % 40) * 1000), AUDIT_STATUS.reviewed);
        records.get('crmOrder')!.push(order);
        paidOrder = { id: order.id, group };
      }
      const apiName = PENDING_OBJECTS[i % PENDING_OBJECTS.length]!;
      const n = String(i + 1).padStart(6, '0');
      const amount = 1000 + (i % 90) * 1000;
      const pending = record(
        apiName === 'crmOrder'
          ? { ...orderValues(`DDYC${n}`, day, customerId, amount), remark: `压测待审订单 ${n}` }
          : apiName === 'crmQuote'
            ? {
                quoteNo: `BJYC${n}`,
                quoteDate: day,
                customerId,
                validDays: 30,
                deadline: chinaDate(submitted + 30 * DAY_MS),
                status: '0',
                productTotal: amount,
                costTotal: Math.round(amount * 0.6),
                amount,
                grossProfit: amount - Math.round(amount * 0.6),
                remark: `压测待审报价 ${n}`,
              }
            : apiName === 'crmReceive'
              ? {
                  receiveNo: `HKYC${n}`,
                  receiveDate: day,
                  customerId,
                  orderId: paidOrder.id,
                  amount: amount / 10,
                  method: '1',
                  status: '1',
                  remark: `压测待审回款 ${n}`,
                }
              : {
                  refundNo: `TKYC${n}`,
                  refundDate: day,
                  customerId,
                  orderId: paidOrder.id,
                  amount: amount / 100,
                  method: '1',
                  status: '1',
                  reason: `压测待审退款 ${n}`,
                },
      );
      records.get(apiName)!.push(pending);
      const runId = randomUUID();
      const ref = { tenant_id: tenantId, object_name: apiName, record_id: pending.id };
      runs.push({
        id: runId,
        ...ref,
        submitter_id: submitter.id,
        status: 'pending',
        step_index: 0,
        steps: stepsText,
        submitted_at: at,
        finished_at: null,
        urged_at: null,
        version: 1,
      });
      tasks.push({
        id: randomUUID(),
        ...ref,
        run_id: runId,
        step_index: 0,
        approver_id: approverId,
        state: 'waiting',
        opinion: null,
        created_at: at,
        acted_at: null,
      });
      events.push({ id: randomUUID(), ...ref, run_id: runId, user_id: submitter.id, action: 'submit', step_index: null, opinion: null, at, seq: 1 });
    }
    await db.transaction().execute(async (trx) => {
      for (const [apiName, rows] of records) await insertRecords(trx, tenantId, entityOf(apiName), rows);
      await insertRows(trx, 'audit_runs', runs);
      await insertRows(trx, 'audit_tasks', tasks);
      await insertRows(trx, 'audit_events', events);
    });
  }
}

/**
 * The demo's approver and submitters: the user `approver`, and the staff whose department head
 * (as a flow's 'departHead' step resolves it) is that user.
 */
async function demoApproval(
  db: Kysely<Database>,
  tenantId: string,
  staff: readonly Owner[],
  approver: string,
): Promise<{ approverId: string; submitters: Owner[] }> {
  const { id: approverId } = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('username', '=', approver)
    .executeTakeFirstOrThrow();
  const head = [{ name: '', approverKind: 'departHead' as const, approverIds: [], mode: 'any' as const, minAmount: null }];
  const submitters: Owner[] = [];
  for (const user of staff) {
    const [step] = await resolveSteps(db, tenantId, head, user.id, null);
    if (step?.approverIds.includes(approverId)) submitters.push(user);
  }
  if (submitters.length === 0) throw new Error(`nobody in the demo tenant has ${approver} for department head: the pending approvals have no submitter`);
  return { approverId, submitters };
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
    const demoSeeded = await seedTenant(db, demo.tenant_id, volume);
    const { approverId, submitters } = await demoApproval(db, demo.tenant_id, demoSeeded.staff, PENDING_APPROVER);
    await seedPendingAudits(db, demo.tenant_id, demoSeeded, approverId, submitters, volume.pendingAudits);
    const second = await createTenant(db, {
      name: '压测第二企业',
      admin: { username: 'bench-second-admin', realname: '第二企业管理员', password: 'Demo@2026' },
    });
    const secondSeeded = await seedTenant(db, second.tenantId, volume);
    // Its one person, the administrator, submitted them and approves them: here they are rows the
    // demo approver's list must leave aside.
    await seedPendingAudits(db, second.tenantId, secondSeeded, second.adminUserId, secondSeeded.staff, volume.pendingAudits);
    // Statistics after a bulk load, as the server's own would be a little later (PostgreSQL's
    // autovacuum, SQLite's hourly plannerStatistics job): without them the scoped lists and the
    // keyword search are planned for nearly empty tables. On PostgreSQL the vacuum too, which
    // autovacuum would otherwise start on the freshly loaded tables during the first load runs,
    // and a checkpoint, which would otherwise write the load's pages out during them (only a
    // superuser or pg_checkpoint may ask for one; without it the first runs pay for that).
    if (databaseUrl.startsWith('postgres')) {
      await sql`vacuum analyze crm_customer, crm_contacter, crm_clue, crm_chance, crm_order, crm_quote, crm_receive, crm_refund, audit_runs, audit_tasks, audit_events`.execute(
        db,
      );
      await sql`checkpoint`.execute(db).catch((error: Error) => console.warn(`bench: no checkpoint after seeding (${error.message})`));
    } else await refreshPlannerStatistics(db);
    return performance.now() - t0;
  } finally {
    await db.destroy();
  }
}
