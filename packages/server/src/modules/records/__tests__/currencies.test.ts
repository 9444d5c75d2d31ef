import { API, RECORD_API, type Currency, type RecordRow } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, approved, type Actor } from '../../../test/records.ts';

/**
 * Records in a currency (spec section 1, multi-currency): a quote, an order or a receipt is in any
 * of the tenant's currencies and keeps the rate of its date; what rolls up onto another record is
 * converted into that record's currency, the default one for a customer.
 */

type Api = 'crmOrder' | 'crmReceive' | 'crmProduct' | 'crmCustomer' | 'crmQuote';
const path = (apiName: Api, name: 'add' | 'edit' | 'queryById') => (RECORD_API[name] as (m: string, a: string) => string)('crm', apiName);
const en = { 'Accept-Language': 'en' };

let t: TestApp;
let admin: Actor;
let sales: Actor;
let made = 0;

async function add(apiName: Api, values: Record<string, unknown>, who = admin): Promise<RecordRow> {
  const response = await t.signedPost(path(apiName, 'add'), values, who.token);
  if (response.statusCode !== 200) throw new Error(`${apiName}: ${response.body}`);
  return envelope<RecordRow>(response).result;
}
const read = async (apiName: Api, id: string) => envelope<RecordRow>(await t.signedGet(path(apiName, 'queryById'), { id }, admin.token)).result;
const setRate = (body: Record<string, unknown>, who = admin) => t.put(API.currencyRate, body, who.token, en);

async function orderOf(values: Record<string, unknown>, price = 1000): Promise<RecordRow> {
  const product = await add('crmProduct', { name: `币种产品 ${++made}`, code: `CUR-${made}`, standardPrice: price });
  const customer = await add('crmCustomer', { name: `币种客户 ${++made}` });
  return add('crmOrder', { customerId: customer.id, details: [{ productId: product.id, price, quantity: 1 }], ...values });
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  sales = await actor(t, 'sales');
  // USD was 7.20 until 2026-06-30, 7.10 since.
  expect((await setRate({ code: 'USD', rate: '7.2', validFrom: '2026-01-01' })).statusCode).toBe(200);
  expect((await setRate({ code: 'USD', rate: 7.1, validFrom: '2026-07-01' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('currencies', () => {
  it('lists the tenant’s currencies, the default first, named in the caller’s language, with today’s rates', async () => {
    const list = envelope<Currency[]>(await t.signedGet(API.currencyList, {}, sales.token, en)).result;
    expect(list[0]).toEqual({ code: 'CNY', name: 'Chinese yuan', symbol: '¥', rate: '1', isDefault: 1 });
    expect(list.find((c) => c.code === 'USD')).toMatchObject({ name: 'US dollar', symbol: '$', rate: '7.1' });
  });

  it('lets only an administrator set a rate, above 0, for a kept currency other than the default, from today or before', async () => {
    expect((await setRate({ code: 'USD', rate: 7 }, sales)).statusCode).toBe(403);
    const refusals = [
      [{ code: 'USD', rate: 0 }, 'The exchange rate must be a number above 0 with at most 6 decimals'],
      [{ code: 'USD', rate: '7.1234567' }, 'The exchange rate must be a number above 0 with at most 6 decimals'],
      [{ code: 'CNY', rate: 2 }, 'The default currency’s rate is always 1'],
      [{ code: 'GBP', rate: 9 }, 'There is no such currency'],
      [{ code: 'USD', rate: 7, validFrom: '2999-01-01' }, 'A rate can take effect today or on an earlier day only'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await setRate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(envelope(response).message).toBe(message);
    }
    const list = envelope<Currency[]>(await t.signedGet(API.currencyList, {}, sales.token)).result;
    expect(list.find((c) => c.code === 'USD')?.rate).toBe('7.1');
  });

  it('puts a record in the default currency at rate 1 unless told otherwise, its lines and amounts with it', async () => {
    const order = await orderOf({});
    expect(order).toMatchObject({ currency: 'CNY', currency_dictText: '人民币', exchangeRate: 1, productTotalCurrency: 'CNY' });
    expect((order.details as unknown as RecordRow[])[0]).toMatchObject({ priceCurrency: 'CNY' });
  });

  it('keeps the rate of the record’s date, and takes it again when the date or the currency changes', async () => {
    const spring = await orderOf({ currency: 'USD', orderDate: '2026-03-15' });
    expect(spring).toMatchObject({ currency: 'USD', exchangeRate: 7.2, receivedAmountCurrency: 'USD' });
    expect((spring.details as unknown as RecordRow[])[0]).toMatchObject({ priceCurrency: 'USD' });
    const moved = await t.put(path('crmOrder', 'edit'), { id: spring.id, version: spring.version, orderDate: '2026-08-01' }, admin.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await read('crmOrder', spring.id)).toMatchObject({ exchangeRate: 7.1 });
    // A later change of the rate leaves the records already made at theirs.
    expect((await setRate({ code: 'USD', rate: 7.3, validFrom: '2026-08-01' })).statusCode).toBe(200);
    const kept = await read('crmOrder', spring.id);
    expect(kept.exchangeRate).toBe(7.1);
    const euro = await t.put(path('crmOrder', 'edit'), { id: spring.id, version: kept.version, currency: 'EUR' }, admin.token);
    expect(euro.statusCode, euro.body).toBe(200);
    const inEuro = await read('crmOrder', spring.id);
    expect(inEuro).toMatchObject({ currency: 'EUR', exchangeRate: 7.75, productTotalCurrency: 'EUR' });
    expect((inEuro.details as unknown as RecordRow[])[0]).toMatchObject({ priceCurrency: 'EUR' });
    expect((await setRate({ code: 'USD', rate: 7.1, validFrom: '2026-08-01' })).statusCode).toBe(200);
  });

  it('refuses a currency the tenant does not keep, in the caller’s language', async () => {
    const order = await orderOf({});
    const response = await t.signedPost(
      path('crmReceive', 'add'),
      { customerId: order.customerId, orderId: order.id, amount: 1, currency: 'GBP' },
      admin.token,
      en,
    );
    expect(response.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(response).result.fields).toEqual({ currency: expect.stringContaining('Currency') });
  });

  it('gives a receipt its order’s currency, and converts receipts in other currencies onto the order and the customer', async () => {
    const order = await orderOf({ currency: 'USD', orderDate: '2026-09-01' }, 1000);
    // In the order's currency: as it is.
    const dollars = await add('crmReceive', { customerId: order.customerId, orderId: order.id, amount: 400, receiveDate: '2026-09-10' });
    expect(dollars).toMatchObject({ currency: 'USD', exchangeRate: 7.1 });
    await approved(t, admin, 'crmReceive', dollars.id);
    // In yuan: 710 yuan at 1 is 100 dollars at 7.10.
    const yuan = await add('crmReceive', { customerId: order.customerId, orderId: order.id, amount: 710, currency: 'CNY', receiveDate: '2026-09-12' });
    await approved(t, admin, 'crmReceive', yuan.id);
    expect(await read('crmOrder', order.id)).toMatchObject({ receivedAmount: 500, outstandingAmount: 500 });
    // The customer's deal amount is in yuan: 400 dollars at 7.10 and 710 yuan.
    expect(await read('crmCustomer', String(order.customerId))).toMatchObject({ dealAmount: 3550 });
    // Moving the order to yuan converts what it received into yuan.
    const current = await read('crmOrder', order.id);
    const edited = await t.put(path('crmOrder', 'edit'), { id: order.id, version: current.version, currency: 'CNY' }, admin.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read('crmOrder', order.id)).toMatchObject({ currency: 'CNY', exchangeRate: 1, receivedAmount: 3550 });
  });

  it('makes the order of a quote in the quote’s currency', async () => {
    const product = await add('crmProduct', { name: `币种产品 ${++made}`, code: `CUR-${made}`, standardPrice: 10 });
    const customer = await add('crmCustomer', { name: `币种客户 ${++made}` });
    const quote = await add('crmQuote', { customerId: customer.id, currency: 'HKD', details: [{ productId: product.id, price: 10, quantity: 2 }] });
    const converted = await t.signedPost(RECORD_API.action('crm', 'crmQuote', 'toOrder'), { id: quote.id, version: quote.version }, admin.token);
    expect(converted.statusCode, converted.body).toBe(200);
    const orderId = String(envelope<RecordRow>(converted).result.orderId);
    expect(await read('crmOrder', orderId)).toMatchObject({ currency: 'HKD', exchangeRate: 0.91, amount: 20 });
  });
});
