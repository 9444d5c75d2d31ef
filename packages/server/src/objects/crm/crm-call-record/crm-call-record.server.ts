import { CALL_MAX_SECONDS, type RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { customerOf, valueAfter } from '../../../modules/records/record-coherence.ts';
import { fieldLabel } from '../../../modules/records/display-texts.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';

const PARTIES = ['customerId', 'contacterId', 'clueId'] as const;

/**
 * Whom a call was with, as the write leaves it: a customer (and one of its contacts: a contact
 * of another customer is refused, and a contact alone brings its customer) or a lead; a call
 * with nobody is refused on the customer, naming the lead as the other choice.
 */
async function checkParty(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  if (before && !PARTIES.some((name) => name in values)) return;
  let customerId = valueAfter(before, values, 'customerId');
  const contacterId = valueAfter(before, values, 'contacterId');
  const clueId = valueAfter(before, values, 'clueId');
  if (contacterId) {
    const contactCustomer = await customerOf(ctx, 'crmContacter', contacterId);
    if (!customerId && contactCustomer) {
      values.customerId = contactCustomer;
      customerId = contactCustomer;
    } else if (customerId && contactCustomer && contactCustomer !== customerId) {
      throw fieldErrors(ctx.lang, ctx.model, [{ field: 'contacterId', rule: 'otherCustomer' }]);
    }
  }
  if (!customerId && !contacterId && !clueId) {
    throw fieldErrors(ctx.lang, ctx.model, [
      { field: 'customerId', rule: 'eitherRequired', vars: { other: fieldLabel(ctx.lang, ctx.model.field('clueId')!) } },
    ]);
  }
}

/** A call lasts from no time at all (not answered) to a day. */
function checkDuration(ctx: HookContext, values: Record<string, unknown>): void {
  if (!('durationSeconds' in values) || values.durationSeconds === null) return;
  const seconds = Number(values.durationSeconds);
  const issue: ServerFieldIssue | null =
    seconds < 0
      ? { field: 'durationSeconds', rule: 'minimum', limit: 0 }
      : seconds > CALL_MAX_SECONDS
        ? { field: 'durationSeconds', rule: 'maximum', limit: CALL_MAX_SECONDS }
        : null;
  if (issue) throw fieldErrors(ctx.lang, ctx.model, [issue]);
}

/** Call records: whom the call was with holds together, and its duration is a call's, on add and edit. */
export const callRecordServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      checkDuration(ctx, values);
      await checkParty(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      checkDuration(ctx, changes);
      await checkParty(ctx, before, changes);
    },
  },
};
