import { columnOf, dayStart, entityOf, roundTo, translate, WORK_LOG_TYPE, type RecordRow } from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { idsAdded, idsIn, listNames } from '../../../modules/records/id-lists.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { inDefaultCurrency, defaultCurrencyCode } from '../../../modules/records/record-currency.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { messageAboutRecord } from '../../../modules/records/record-messages.ts';
import { loose, type Db } from '../../../modules/records/record-model.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';

interface Day {
  year: number;
  month: number;
  day: number;
}

const dayOf = (text: string): Day => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const shifted = (d: Day, days: number, months = 0): Day => {
  const at = new Date(Date.UTC(d.year, d.month - 1 + months, d.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};
const dayText = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The days a report covers: its day, its week (Monday first, China's calendar) or its month; the first and the one after. */
function periodOf(logType: string, reportDate: string): { first: Day; next: Day } {
  const day = dayOf(reportDate);
  if (logType === WORK_LOG_TYPE.weekly) {
    const first = shifted(day, -((new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7));
    return { first, next: shifted(first, 7) };
  }
  if (logType === WORK_LOG_TYPE.monthly) {
    const first = { ...day, day: 1 };
    return { first, next: shifted(first, 0, 1) };
  }
  return { first: day, next: shifted(day, 1) };
}

/**
 * The reporter's period in numbers, from their records: follow-ups they wrote, visits they
 * signed in at, customers they added, and the orders of theirs dated in it (not voided) with
 * their amount in the tenant's default currency.
 */
async function figuresOf(db: Db, tenantId: string, reporter: string, logType: string, reportDate: string) {
  const { first, next } = periodOf(logType, reportDate);
  const timeZone = await timeZoneOf(db, { tenantId, userId: reporter });
  const [from, until] = [dayStart(first, timeZone).toISOString(), dayStart(next, timeZone).toISOString()];
  const table = loose(db);
  const count = async (apiName: string, who: string, at: string) => {
    const row = (await table
      .selectFrom(entityOf(apiName).table)
      .select((eb: ExpressionBuilder<any, any>) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId)
      .where(who, '=', reporter)
      .where(at, '>=', from)
      .where(at, '<', until)
      .executeTakeFirst()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  };
  const order = entityOf('crmOrder');
  const amount = inDefaultCurrency(order, sql`${sql.ref(`${order.table}.${storedColumn('amount')}`)}`, await defaultCurrencyCode(db, tenantId));
  const orders = (await table
    .selectFrom(order.table)
    .select((eb: ExpressionBuilder<any, any>) => [eb.fn.countAll().as('n'), sql`coalesce(sum(${amount}), 0)`.as('amount')])
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', reporter)
    .where(columnOf('orderDate'), '>=', dayText(first))
    .where(columnOf('orderDate'), '<', dayText(next))
    .where((eb: ExpressionBuilder<any, any>) => eb.or([eb('audit_status', 'is', null), eb('audit_status', '<>', '4')]))
    .executeTakeFirst()) as { n: number | string; amount: number | string } | undefined;
  return {
    followUpCount: await count('crmRecord', 'create_by', 'create_time'),
    visitCount: await count('crmVisit', 'owner_id', columnOf('signTime')),
    customerCount: await count('crmCustomer', 'create_by', 'create_time'),
    orderCount: Number(orders?.n ?? 0),
    // Stored in cents of the default currency.
    orderAmount: roundTo(Number(orders?.amount ?? 0) / 100, 2),
  };
}

/** Tells recipients a report was sent to them, in their language. */
async function tellRecipients(ctx: HookContext, report: RecordRow, to: readonly string[]): Promise<void> {
  const type = entityOf('oaWorkLog')
    .fields.find((f) => f.name === 'logType')!
    .options!.find((o) => o.value === report.logType);
  await messageAboutRecord(ctx.db, ctx.viewer.tenantId, ctx.viewer.userId, ctx.model.entity, report, to, {
    type: 'task',
    title: 'entity.oaWorkLog.sent.title',
    content: 'entity.oaWorkLog.sent.content',
    vars: (lang) => ({ type: type ? translate(lang, type.label) : '', date: String(report.reportDate ?? '') }),
  });
}

/**
 * Work reports: their period's numbers filled in from the reporter's records on every save; their
 * recipients told when they are sent one, and seeing it (besides whoever's scope covers the
 * reporter). Only the reporter changes a report.
 */
export const workLogServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      Object.assign(values, await figuresOf(ctx.db, ctx.viewer.tenantId, ctx.viewer.userId, String(values.logType), String(values.reportDate)));
    },
    async afterAdd(ctx, report) {
      await tellRecipients(ctx, report, idsIn(report.recipientIds));
    },
    async beforeEdit(ctx, before, changes) {
      const reporter = String(before.ownerId ?? ctx.viewer.userId);
      const logType = String(changes.logType ?? before.logType);
      const reportDate = String(changes.reportDate ?? before.reportDate);
      Object.assign(changes, await figuresOf(ctx.db, ctx.viewer.tenantId, reporter, logType, reportDate));
      await tellRecipients(ctx, { ...before, ...changes } as RecordRow, idsAdded(before, changes, 'recipientIds'));
    },
    // What someone reported is theirs: a manager whose scope covers them, or a recipient, reads it and comments.
    writeRight: (viewer, row) => viewer.admin || row.owner_id === viewer.userId,
    alsoVisible:
      (viewer, table) =>
      (_eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
        listNames(`${table}.${columnOf('recipientIds')}`, viewer.userId),
  },
};
