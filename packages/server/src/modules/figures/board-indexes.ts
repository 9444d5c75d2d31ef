import type { EntityDef } from '@crm/domain';
import { storedColumn } from '../records/field-storage.ts';

/** The data scope's columns, read beside every index's leading ones so a scoped board reads the index alone. */
const SCOPE = ['owner_id', 'depart_id', 'company_code', 'id'];

/**
 * What the sales board reads beyond the briefing's periods (figure-columns.ts briefingIndexes,
 * which its rankings, receipts by month and targets' actuals read too): the open opportunities by
 * status and expected date (the funnel, the deals expected within 30 days) and the receipt plans
 * by due date (those due within 30 days), each with the columns the widget adds up (bench:
 * 'sales board').
 */
const BOARD_READS: Readonly<Record<string, { name: string; fields: string[]; read: string[] }>> = {
  crmChance: { name: 'board_open', fields: ['status', 'expectedDate'], read: ['stageId', 'amount', 'winRate'] },
  crmReceivePlan: { name: 'board_due', fields: ['planDate'], read: ['outstandingAmount', 'amount'] },
};

export function boardIndexes(entity: EntityDef): { name: string; columns: string[] }[] {
  const reads = BOARD_READS[entity.apiName];
  if (!reads) return [];
  return [{ name: `${entity.table}_${reads.name}`, columns: ['tenant_id', ...reads.fields.map(storedColumn), ...SCOPE, ...reads.read.map(storedColumn)] }];
}
