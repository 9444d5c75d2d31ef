import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { ActionHandler } from '../../../modules/records/record-actions.ts';
import { rateOn } from '../../../modules/records/record-currency.ts';

/**
 * The invoiceNo action (the spec's crmInvoiceNoForm) beyond its declared sets (the number and the
 * day the tax invoice was issued): an invoice keeps the rate of its date, as an edit of the date
 * would keep it, so what it adds to its order's invoiced amount follows the day it moved to.
 */
const invoiceNo: ActionHandler = async (ctx, invoice, { values }) => {
  const day = values.invoiceDate;
  if (typeof day !== 'string' || day === invoice.invoiceDate || typeof invoice.currency !== 'string' || !invoice.currency) return;
  const rate = await rateOn(ctx.db, ctx.viewer.tenantId, invoice.currency, day);
  return rate === null ? undefined : { set: { exchangeRate: rate } };
};

export const invoiceLogServer: ObjectServer = { actions: { invoiceNo } };
