import { AUDIT_STATUS, entityOf, MAX_PAGE_SIZE, translate, type AgentOrder, type AgentOrderItem, type Page, type RecordRow } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedColumn } from '../records/field-storage.ts';
import { loadModel, loose } from '../records/record-model.ts';
import { listRecords, recordById, type RecordCall } from '../records/record-service.ts';
import { partnerFamily, partnerNames, type ServedPartner } from './partner.ts';

/**
 * The partner's orders (issue 19, AGENT_API.orders and orderView): the vendor's orders of the
 * customers the partner and its sub-partners are, read through the record engine with the state
 * of their approval, delivery and payment. An order of any other customer is not found.
 */

/** The customers the partner and its sub-partners order as, with whose each is. */
async function familyCustomers(call: RecordCall, partner: ServedPartner): Promise<Map<string, string>> {
  const family = await partnerFamily(call.db, partner.tenantId, partner.id);
  const rows = await loose(call.db)
    .selectFrom(entityOf('agentUser').table)
    .select(['id', storedColumn('customerId')])
    .where('tenant_id', '=', partner.tenantId)
    .where('id', 'in', family)
    .execute();
  const names = await partnerNames(call.db, partner.tenantId, family);
  return new Map(
    rows.flatMap((row) => {
      const customerId = row[storedColumn('customerId')] as string | null;
      return customerId ? [[customerId, names.get(String(row.id)) ?? '']] : [];
    }),
  );
}

function itemOf(lang: RecordCall['lang'], record: RecordRow, agentName: string): AgentOrderItem {
  const auditStatus = String(record.auditStatus ?? '0');
  return {
    id: String(record.id),
    orderNo: String(record.orderNo ?? ''),
    orderDate: String(record.orderDate ?? ''),
    amount: Number(record.amount ?? 0),
    currency: String(record.currency ?? 'CNY'),
    auditStatus,
    auditStatus_dictText: translate(lang, `server.auditStatusName.${auditStatus}`),
    deliveryStatus: String(record.deliveryStatus ?? ''),
    deliveryStatus_dictText: String(record.deliveryStatus_dictText ?? ''),
    receivedAmount: Number(record.receivedAmount ?? 0),
    agentName,
  };
}

/** A page of the family's orders, newest first. */
export async function agentOrders(call: RecordCall, partner: ServedPartner, pageNo: number, pageSize: number): Promise<Page<AgentOrderItem>> {
  const customers = await familyCustomers(call, partner);
  if (customers.size === 0) return { records: [], total: 0, size: pageSize, current: pageNo, pages: 0 };
  const model = await loadModel(call.db, partner.tenantId, entityOf('crmOrder'));
  const page = await listRecords(call, model, {
    pageNo,
    pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
    filters: JSON.stringify([{ field: 'customerId', op: 'in', value: [...customers.keys()] }]),
    sortField: 'createTime',
    sortOrder: 'desc',
  });
  return { ...page, records: page.records.map((record) => itemOf(call.lang, record, customers.get(String(record.customerId)) ?? '')) };
}

/** One of the family's orders with its lines; null when it is no order of theirs. */
export async function agentOrder(call: RecordCall, partner: ServedPartner, id: string): Promise<AgentOrder | null> {
  const customers = await familyCustomers(call, partner);
  const order = entityOf('crmOrder');
  const row = await loose(call.db)
    .selectFrom(order.table)
    .select(storedColumn('customerId'))
    .where('tenant_id', '=', partner.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  const customerId = row?.[storedColumn('customerId')] as string | undefined;
  if (!customerId || !customers.has(customerId)) return null;
  const record = await recordById(call, await loadModel(call.db, partner.tenantId, order), id);
  const lines = (record.details as RecordRow[] | undefined) ?? [];
  return {
    ...itemOf(call.lang, record, customers.get(customerId) ?? ''),
    remark: typeof record.remark === 'string' && record.remark !== '' ? record.remark : null,
    lines: lines.map((line) => ({
      productName: String(line.productName ?? ''),
      unit_dictText: typeof line.unit_dictText === 'string' ? line.unit_dictText : null,
      price: Number(line.price ?? 0),
      quantity: Number(line.quantity ?? 0),
      amount: Number(line.amount ?? 0),
    })),
  };
}

/** crmOrder's cancelled status and undelivered state, as its definition keeps them. */
const ORDER_CANCELLED = '3';
const UNDELIVERED = '0';

/** The partner's own orders not cancelled and not yet delivered, and those waiting for approval. */
export async function openOrderCounts(db: Kysely<Database>, partner: ServedPartner): Promise<{ open: number; pending: number }> {
  if (!partner.customerId) return { open: 0, pending: 0 };
  const row = await loose(db)
    .selectFrom(entityOf('crmOrder').table)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when(storedColumn('deliveryStatus'), '=', UNDELIVERED).then(1).else(0).end()).as('open'),
      eb.fn.sum<number>(eb.case().when('audit_status', '=', AUDIT_STATUS.pending).then(1).else(0).end()).as('pending'),
    ])
    .where('tenant_id', '=', partner.tenantId)
    .where(storedColumn('customerId'), '=', partner.customerId)
    .where(storedColumn('status'), '<>', ORDER_CANCELLED)
    .executeTakeFirst();
  return { open: Number(row?.open ?? 0), pending: Number(row?.pending ?? 0) };
}
