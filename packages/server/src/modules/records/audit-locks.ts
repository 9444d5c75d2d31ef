import { AUDIT_STATUS, currencyFieldOf, CURRENCY_FIELD, type EntityDef, type FieldDef, type Lang, type RecordRow } from '@crm/domain';
import { HttpError } from '../../http/http-error.ts';
import type { FieldChange } from './change-log.ts';
import { fieldLabel } from './display-texts.ts';
import type { RecordModel } from './record-model.ts';
import type { StoredRow } from './record-rows.ts';

/**
 * What approval holds of a record of an audited object (ENGINE-II section 4, issue 13): while
 * pending it can be neither edited nor deleted (the approvers decide on what they see); once
 * reviewed it keeps its amounts (money, the formulas shown as money, its currency and its lines),
 * though it may still be deleted by whoever may delete it (what it added up to then falls, as
 * issue 12 asks of a receipt); a rejected or revoked one is the submitter's to change and submit
 * again.
 */

const isPending = (entity: EntityDef, row: StoredRow) => entity.features.audit && row.audit_status === AUDIT_STATUS.pending;
const isReviewed = (entity: EntityDef, row: StoredRow) => entity.features.audit && row.audit_status === AUDIT_STATUS.reviewed;

/** Whether the record may be edited now as far as approval goes. */
export function editableUnderAudit(entity: EntityDef, row: StoredRow): boolean {
  return !isPending(entity, row);
}

/** Whether the record may be deleted now as far as approval goes. */
export function deletableUnderAudit(entity: EntityDef, row: StoredRow): boolean {
  return !isPending(entity, row);
}

/** 422 for an edit of a pending record. */
export function refuseEditUnderAudit(entity: EntityDef, row: StoredRow): void {
  if (isPending(entity, row)) throw new HttpError(422, 'auditPendingLocked');
}

/** 422 for deleting a pending record. */
export function refuseDeleteUnderAudit(entity: EntityDef, row: StoredRow): void {
  if (isPending(entity, row)) throw new HttpError(422, 'auditPendingLocked');
}

const isAmount = (field: FieldDef) => field.type === 'money' || (field.type === 'formula' && field.shows === 'money');

function same(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(a) && blank(b)) return true;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a) === String(b);
}

/**
 * 422 naming the first amount an edit would change on a reviewed record: `values` are the edit's
 * values after its lines' totals and formulas were computed, so a line or a discount that moves the
 * total is caught by the total.
 */
export function keepReviewedAmounts(lang: Lang, model: RecordModel, row: StoredRow, before: RecordRow, values: Readonly<Record<string, unknown>>): void {
  if (!isReviewed(model.entity, row)) return;
  for (const field of model.fields) {
    if (isAmount(field) && field.name in values && !same(values[field.name], before[field.name])) {
      throw new HttpError(422, 'auditAmountLocked', { field: fieldLabel(lang, field) });
    }
    if (field.type === 'money' && currencyFieldOf(field) in values && !same(values[currencyFieldOf(field)], before[currencyFieldOf(field)])) {
      throw new HttpError(422, 'auditAmountLocked', { field: fieldLabel(lang, field) });
    }
  }
  const currency = model.field(CURRENCY_FIELD);
  if (model.entity.currency && currency && CURRENCY_FIELD in values && !same(values[CURRENCY_FIELD], before[CURRENCY_FIELD])) {
    throw new HttpError(422, 'auditAmountLocked', { field: fieldLabel(lang, currency) });
  }
}

/** 422 when an edit of a reviewed record changed its lines (what they are is what was approved). */
export function keepReviewedLines(lang: Lang, model: RecordModel, row: StoredRow, changes: readonly FieldChange[]): void {
  if (!isReviewed(model.entity, row)) return;
  const moved = changes.map((change) => model.field(change.field)).find((field) => field?.type === 'lines');
  if (moved) throw new HttpError(422, 'auditAmountLocked', { field: fieldLabel(lang, moved) });
}
