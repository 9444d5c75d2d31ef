import { RECORD_API, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, type Actor } from '../../../test/records.ts';

/** The invoice number (the spec's crmInvoiceNoForm): the tax invoice's number and the day it was issued. */

let t: TestApp;
let admin: Actor;
let made = 0;

const invoiceNo = (invoice: RecordRow, values: Record<string, unknown>) =>
  t.signedPost(RECORD_API.action('crm', 'crmInvoiceLog', 'invoiceNo'), { id: invoice.id, version: invoice.version, ...values }, admin.token);

async function newInvoice(): Promise<RecordRow> {
  const customer = envelope<RecordRow>(await t.signedPost(RECORD_API.add('crm', 'crmCustomer'), { name: `开票客户 ${++made}` }, admin.token)).result;
  const added = await t.signedPost(
    RECORD_API.add('crm', 'crmInvoiceLog'),
    { customerId: customer.id, amount: 1000, title: String(customer.name), invoiceDate: '2026-01-05' },
    admin.token,
  );
  expect(added.statusCode, added.body).toBe(200);
  return envelope<RecordRow>(added).result;
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
});
afterAll(() => t.close());

describe('the invoice number', () => {
  it('records the number and the day the tax invoice was issued', async () => {
    const invoice = await newInvoice();
    expect(invoice.invoiceNumber).toBeNull();
    const done = await invoiceNo(invoice, { invoiceNumber: '04412345', invoiceDate: '2026-01-09' });
    expect(done.statusCode, done.body).toBe(200);
    expect(envelope<RecordRow>(done).result).toMatchObject({ invoiceNumber: '04412345', invoiceDate: '2026-01-09', version: invoice.version + 1 });
  });

  it('asks for the number, and is refused on a voided invoice', async () => {
    const invoice = await newInvoice();
    const missing = await invoiceNo(invoice, { invoiceDate: '2026-01-09' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(envelope<{ fields: Record<string, string> }>(missing).result.fields)).toEqual(['invoiceNumber']);
    const voided = envelope<RecordRow>(
      await t.signedPost(RECORD_API.action('crm', 'crmInvoiceLog', 'void'), { id: invoice.id, version: invoice.version }, admin.token),
    ).result;
    expect((await invoiceNo(voided, { invoiceNumber: '1', invoiceDate: '2026-01-09' })).statusCode).toBe(422);
  });
});
