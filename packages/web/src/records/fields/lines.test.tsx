import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineObject, type EntityDef } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { RecordFormPage } from '../form/RecordFormPage.tsx';
import { defaultValues, prefillFromQuery } from '../form/form-defaults.ts';
import { formFields } from '../form/form-fields.ts';
import { RecordCard } from '../list/RecordCard.tsx';
import { ExportSheet } from '../list/SpreadsheetSheets.tsx';
import { filterFieldsOf } from '../list/filters.ts';
import { registeredMeta } from '../meta/entity-meta.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordViewPage } from '../view/RecordViewPage.tsx';

// A quote-like object of this test only: its `details` are rows of products with a quantity, a
// price and a discount, each row's amount a formula (shown as a number: a formula has no currency),
// the record's product total the sum of them and its amount a formula over that total.
const product = defineObject({
  module: 'crm',
  apiName: 'testProduct',
  fields: [
    { name: 'name', type: 'text', label: 'Product name', required: true },
    { name: 'standardPrice', type: 'money', label: 'Standard price' },
    { name: 'unit', type: 'text', label: 'Product unit' },
  ],
  titleField: 'name',
  subtitleFields: ['standardPrice'],
  searchFields: ['name'],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

const detail = defineObject({
  module: 'crm',
  apiName: 'testQuoteDetail',
  parent: { object: 'testQuote', via: 'quoteId' },
  fields: [
    { name: 'quoteId', type: 'relation', label: 'Quote', relation: 'testQuote', editable: false, hideOnAdd: true },
    { name: 'productId', type: 'relation', label: 'Product', relation: 'testProduct', required: true, copies: { unit: 'unit', price: 'standardPrice' } },
    { name: 'unit', type: 'text', label: 'Unit', editable: false },
    { name: 'quantity', type: 'number', label: 'Quantity', required: true, decimals: 2, defaultValue: 1 },
    { name: 'price', type: 'money', label: 'Price', required: true },
    { name: 'discount', type: 'percent', label: 'Discount', defaultValue: 100 },
    { name: 'amount', type: 'formula', label: 'Amount', formula: 'price * quantity * discount / 100' },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: [],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

const quote = defineObject({
  module: 'crm',
  apiName: 'testQuote',
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true },
    { name: 'customerId', type: 'relation', label: 'Customer', relation: 'crmCustomer' },
    { name: 'details', type: 'lines', label: 'Details', lines: { object: detail, pick: 'productId', minItems: 1 } },
    { name: 'productTotal', type: 'money', label: 'Product total', editable: false, rollup: { op: 'sum', of: 'amount', from: 'details' } },
    { name: 'discount', type: 'percent', label: 'Discount', defaultValue: 100 },
    { name: 'amount', type: 'formula', label: 'Amount', formula: 'productTotal * discount / 100' },
  ],
  titleField: 'title',
  subtitleFields: ['customerId', 'details', 'amount'],
  searchFields: ['title'],
  filterFields: ['details', 'productTotal'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

const TEST_OBJECTS = new Map<string, EntityDef>([product, detail, quote].map((def) => [def.apiName, def]));

// The client's registry knows the objects of the app's manifest; these join it for this file.
vi.mock('../definitions.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../definitions.ts')>();
  return {
    ...actual,
    definitionOf: (apiName: string) => TEST_OBJECTS.get(apiName) ?? actual.definitionOf(apiName),
    useDefinition: (apiName: string | undefined) => {
      const own = apiName === undefined ? undefined : TEST_OBJECTS.get(apiName);
      const loaded = actual.useDefinition(own ? undefined : apiName);
      return own ? { def: own, unknown: false, error: null } : loaded;
    },
  };
});

const source = { kind: 'entity', apiName: 'testQuote' } as const;

const PRODUCTS: Record<string, { name: string; price: number; unit: string }> = {
  p1: { name: 'Widget', price: 10, unit: 'pc' },
  p2: { name: 'Gadget', price: 25, unit: 'box' },
};

/** GET lineDraft as the server answers it: a new row per picked product, pre-filled, with display texts. */
function lineDraft(call: RecordedCall) {
  return ok(
    call.params.ids!.split(',').map((id) => {
      const p = PRODUCTS[id]!;
      return { productId: id, productId_dictText: p.name, unit: p.unit, price: p.price, quantity: 1, discount: 100, amount: p.price };
    }),
  );
}

function routes(extra = {}) {
  return recordRoutes({
    'GET /sys/sysCurrency/queryDefaultCurrency': ok({ code: 'CNY', name: 'Renminbi', symbol: '¥', rate: '1', isDefault: 1 }),
    'GET /crm/testProduct/list': ok({
      records: Object.entries(PRODUCTS).map(([id, p]) => row({ id, name: p.name, standardPrice: p.price, unit: p.unit })),
      total: 2,
      size: 30,
      current: 1,
      pages: 1,
    }),
    'GET /crm/testQuote/lineDraft': lineDraft,
    ...extra,
  });
}

/** A stored quote with two rows, as queryById answers it. */
const storedQuote = () =>
  row({
    id: 'q1',
    title: 'Spring offer',
    discount: 100,
    productTotal: 60,
    amount: 60,
    details: [
      { id: 'd1', productId: 'p1', productId_dictText: 'Widget', unit: 'pc', quantity: 1, price: 10, discount: 100, amount: 10 },
      { id: 'd2', productId: 'p2', productId_dictText: 'Gadget', unit: 'box', quantity: 2, price: 25, discount: 100, amount: 50 },
    ],
  });

const rows = () => screen.queryAllByTestId('line-row');
const rowAt = (index: number) => rows()[index]!;
const total = () => screen.getByTestId('line-total-productTotal').textContent;
const formAmount = () => screen.getByTestId('form-field-amount').textContent;

async function pickProducts(...ids: string[]) {
  fireEvent.click(await screen.findByTestId('line-add'));
  for (const id of ids) fireEvent.click(await screen.findByTestId(`relation-option-${id}`));
  fireEvent.click(screen.getByTestId('line-pick-confirm'));
}

/** Opens a row's sheet and types into one of its inputs. */
async function typeInRow(index: number, field: string, text: string) {
  fireEvent.click(rowAt(index));
  const sheet = await screen.findByTestId('line-sheet');
  fireEvent.change(within(within(sheet).getByTestId(`line-field-${field}`)).getByRole('textbox'), { target: { value: text } });
}

function typeInto(field: string, text: string) {
  fireEvent.change(within(screen.getByTestId(`form-field-${field}`)).getByRole('textbox'), { target: { value: text } });
}

beforeEach(() => {
  setUpRecordTest([...['add', 'edit', 'view', 'list', 'delete'].map((a) => ({ action: `crm:testQuote:${a}`, type: '1' }))]);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

describe('a lines field on the form', () => {
  it('adds a row per product picked, filled by the server, and totals them', async () => {
    const { fake } = renderScreen(<RecordFormPage source={source} />, '/crm/testQuoteAdd?customerId=c1&customerId_dictText=ACME', routes());
    expect((await screen.findByTestId('line-total-productTotal')).textContent).toContain('0');
    await pickProducts('p1', 'p2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const call = fake.find('GET /crm/testQuote/lineDraft')[0]!;
    expect(call.params).toMatchObject({ field: 'details', ids: 'p1,p2' });
    expect(JSON.parse(call.params.context!)).toMatchObject({ customerId: 'c1', discount: 100 });
    expect(within(rowAt(0)).getByTestId('line-title').textContent).toBe('Widget');
    expect(within(rowAt(1)).getByTestId('line-title').textContent).toBe('Gadget');
    expect(within(rowAt(1)).getByTestId('line-amount').textContent).toBe('25');
    expect(total()).toContain('¥35');
    expect(screen.getByTestId('form-field-productTotal').textContent).toContain('¥35');
    expect(formAmount()).toContain('35');
  });

  it('recomputes the row amount, the total and the formulas over it as a quantity is typed', async () => {
    renderScreen(<RecordFormPage source={source} />, '/crm/testQuoteAdd', routes());
    await screen.findByTestId('record-form');
    await pickProducts('p1', 'p2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await typeInRow(1, 'quantity', '3');
    await waitFor(() => expect(within(rowAt(1)).getByTestId('line-amount').textContent).toBe('75'));
    expect(within(screen.getByTestId('line-sheet')).getByTestId('line-field-amount').textContent).toContain('75');
    expect(total()).toContain('¥85');
    expect(formAmount()).toContain('85');
    // The record's own discount applies to the new total.
    fireEvent.click(screen.getByTestId('line-sheet-done'));
    typeInto('discount', '90');
    await waitFor(() => expect(formAmount()).toContain('76.5'));
  });

  it('removes a row after a confirmation and totals the others', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    renderScreen(<RecordFormPage source={source} />, '/crm/testQuoteAdd', routes());
    await screen.findByTestId('record-form');
    await pickProducts('p1', 'p2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rowAt(0)).getByTestId('line-remove'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('Widget') }));
    expect(within(rowAt(0)).getByTestId('line-title').textContent).toBe('Gadget');
    expect(total()).toContain('¥25');
    expect(formAmount()).toContain('25');
  });

  it('sends the rows with the record, without computed values', async () => {
    const add = vi.fn(() => ok(row({ id: 'q9' })));
    const { fake } = renderScreen(<RecordFormPage source={source} />, '/crm/testQuoteAdd', routes({ 'POST /crm/testQuote/add': add }));
    await screen.findByTestId('record-form');
    typeInto('title', 'Spring offer');
    await pickProducts('p1', 'p2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await typeInRow(0, 'quantity', '4');
    fireEvent.click(screen.getByTestId('line-sheet-done'));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/testQuote/add')).toHaveLength(1));
    const body = fake.find('POST /crm/testQuote/add')[0]!.body as Record<string, unknown>;
    expect(body.details).toEqual([
      { productId: 'p1', unit: 'pc', quantity: 4, price: 10, discount: 100 },
      { productId: 'p2', unit: 'box', quantity: 1, price: 25, discount: 100 },
    ]);
    expect(body).not.toHaveProperty('productTotal');
    expect(body).not.toHaveProperty('amount');
  });

  it('edits the stored rows by id, adds new ones without, and drops the removed', async () => {
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const { fake } = renderScreen(
      <RecordFormPage source={source} />,
      '/crm/testQuoteAdd?id=q1',
      routes({ 'GET /crm/testQuote/queryById': ok(storedQuote()), 'PUT /crm/testQuote/edit': ok(storedQuote()) }),
    );
    await screen.findByTestId('record-form');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(total()).toContain('¥60');
    await typeInRow(1, 'quantity', '3');
    fireEvent.click(screen.getByTestId('line-sheet-done'));
    fireEvent.click(within(rowAt(0)).getByTestId('line-remove'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await pickProducts('p1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(total()).toContain('¥85');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('PUT /crm/testQuote/edit')).toHaveLength(1));
    const body = fake.find('PUT /crm/testQuote/edit')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'q1', version: 3 });
    expect(body.details).toEqual([
      { id: 'd2', productId: 'p2', unit: 'box', quantity: 3, price: 25, discount: 100 },
      { productId: 'p1', unit: 'pc', quantity: 1, price: 10, discount: 100 },
    ]);
  });

  it("shows a server 422 about a row's value on that row and keeps every row", async () => {
    const { fake } = renderScreen(
      <RecordFormPage source={source} />,
      '/crm/testQuoteAdd',
      routes({
        'POST /crm/testQuote/add': {
          status: 422,
          data: { success: false, message: 'Invalid', code: 422, result: { fields: { 'details.1.quantity': 'Not that many in stock' } }, timestamp: 0 },
        },
      }),
    );
    await screen.findByTestId('record-form');
    typeInto('title', 'Spring offer');
    await pickProducts('p1', 'p2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(fake.find('POST /crm/testQuote/add')).toHaveLength(1));
    expect((await within(rowAt(1)).findByRole('alert')).textContent).toBe('Not that many in stock');
    expect(within(rowAt(0)).queryByRole('alert')).toBeNull();
    expect(rows()).toHaveLength(2);
    // The row's sheet names the field; changing the value clears the message.
    await typeInRow(1, 'quantity', '2');
    await waitFor(() => expect(within(rowAt(1)).queryByRole('alert')).toBeNull());
  });

  it('checks the rows before sending: a least number of rows, and each row like a record', async () => {
    const { fake } = renderScreen(<RecordFormPage source={source} />, '/crm/testQuoteAdd', routes());
    await screen.findByTestId('record-form');
    typeInto('title', 'Spring offer');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(screen.getByTestId('form-field-details')).findByRole('alert')).textContent).toContain('1');
    await pickProducts('p1', 'p2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await typeInRow(1, 'quantity', '');
    fireEvent.click(screen.getByTestId('line-sheet-done'));
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await within(rowAt(1)).findByRole('alert')).textContent).toBe('请输入Quantity');
    expect(fake.find('POST /crm/testQuote/add')).toHaveLength(0);
  });
});

describe('a lines field on the detail screen', () => {
  it('shows a card a row with its product, quantity, unit, price and amount, and the totals', async () => {
    renderScreen(<RecordViewPage source={source} />, '/crm/testQuoteView?id=q1', routes({ 'GET /crm/testQuote/queryById': ok(storedQuote()) }));
    const lines = await screen.findByTestId('lines-details');
    const cards = within(lines).getAllByTestId('line-row');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByTestId('line-title').textContent).toBe('Gadget');
    expect(within(cards[1]!).getByTestId('line-amount').textContent).toBe('50');
    const values = (card: HTMLElement, field: string) => card.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(values(cards[1]!, 'quantity')).toBe('Quantity2');
    expect(values(cards[1]!, 'unit')).toBe('Unitbox');
    expect(values(cards[1]!, 'price')).toBe('Price¥25');
    expect(values(cards[1]!, 'discount')).toBe('Discount100%');
    expect(screen.getByTestId('view-field-productTotal').textContent).toContain('¥60');
  });
});

describe('the generic parts with a lines field and a roll-up', () => {
  it('offers no filter of the lines and a range of the total', () => {
    expect(filterFieldsOf(quote).map(({ field, kind }) => [field.name, kind])).toEqual([['productTotal', 'range']]);
  });

  it('shows the lines as an input and the total as computed, on add and on edit', () => {
    for (const mode of ['add', 'edit'] as const) {
      expect(formFields(quote, mode, storedQuote()).map(({ field, readOnly }) => [field.name, readOnly])).toEqual([
        ['title', false],
        ['customerId', false],
        ['details', false],
        ['productTotal', false],
        ['discount', false],
        ['amount', false],
      ]);
    }
  });

  it('starts a new record without lines or totals, whatever the link says', () => {
    const params = new URLSearchParams('title=T&details=x&productTotal=5&amount=9');
    expect(prefillFromQuery(quote, params)).toEqual({ title: 'T' });
    expect(defaultValues(quote, null, 'Asia/Shanghai')).toEqual({ discount: 100 });
  });

  it('never shows the lines on a list card, nor offers them for export', async () => {
    renderScreen(
      <>
        <RecordCard def={quote} record={storedQuote()} tagList={[]} actions={[]} onOpen={() => undefined} />
        <ExportSheet meta={registeredMeta(quote, [])} criteria={{}} fileName="quotes" onClose={() => undefined} />
      </>,
      '/',
      routes(),
    );
    const card = await screen.findByTestId('record-card');
    expect(
      within(card)
        .getAllByTestId('record-subtitle')
        .map((el) => el.dataset.field),
    ).toEqual(['customerId', 'amount']);
    expect(screen.queryByTestId('export-field-details')).toBeNull();
    expect(screen.getByTestId('export-field-productTotal')).toBeTruthy();
  });
});
