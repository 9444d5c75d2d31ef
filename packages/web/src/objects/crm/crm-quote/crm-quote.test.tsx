import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const quote = { kind: 'entity', apiName: 'crmQuote' } as const;
const auth = (codes: string[]) => codes.map((action) => ({ action, type: '1' }));

/** Whether the quote's "to contract" is offered, on the bar or under "More", once its web folder has loaded. */
const offered = async () => {
  await screen.findByTestId('action-edit', {}, { timeout: 4000 });
  await import('./crm-quote.web.tsx');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const more = screen.queryByTestId('action-more');
  if (more) {
    fireEvent.click(more);
    // The sheet loads when first opened.
    await waitFor(() => expect(document.querySelector('.adm-action-sheet')).not.toBeNull(), { timeout: 4000 });
  }
  return screen.queryByTestId('action-toContract') !== null;
};

/** Taps a button of the quote's own, on the bar or under "More", once its web folder has loaded. */
async function tap(testId: string) {
  await screen.findByTestId('action-followUp', {}, { timeout: 4000 });
  await import('./crm-quote.web.tsx');
  await waitFor(() => expect(screen.queryByTestId(testId) ?? screen.queryByTestId('action-more')).not.toBeNull(), { timeout: 4000 });
  if (!screen.queryByTestId(testId)) fireEvent.click(screen.getByTestId('action-more'));
  fireEvent.click(await screen.findByTestId(testId, {}, { timeout: 4000 }));
}

const open = (status: string) =>
  renderScreen(
    <RecordViewPage source={quote} />,
    '/crm/crmQuoteView?id=q1',
    recordRoutes({ 'GET /crm/crmQuote/queryById': ok(row({ id: 'q1', quoteNo: 'BJ000007', status, customerId: 'c1', customerId_dictText: 'ACME' })) }),
  );

beforeEach(() => {
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmQuote: { load: () => import('./crm-quote.web.tsx').then((m) => m.crmQuoteWeb) } });
});

describe('a quote’s "to contract"', () => {
  it('opens a new contract’s form with the quote chosen, for whoever may add contracts', async () => {
    setUpRecordTest(auth(['crm:crmQuote:view', 'crm:crmContract:add']));
    const { current } = open('2');
    await tap('action-toContract');
    await waitFor(() => expect(current()).toBe('/crm/crmContractAdd?quoteId=q1&quoteId_dictText=BJ000007'));
  });

  it('is not offered on an invalid quote, nor without the right to add contracts', async () => {
    setUpRecordTest(auth(['crm:crmQuote:view', 'crm:crmQuote:edit', 'crm:crmContract:add']));
    const first = open('4');
    expect(await offered()).toBe(false);
    first.unmount();
    setUpRecordTest(auth(['crm:crmQuote:view', 'crm:crmQuote:edit']));
    const second = open('1');
    expect(await offered()).toBe(false);
    second.unmount();
    setUpRecordTest(auth(['crm:crmQuote:view', 'crm:crmQuote:edit', 'crm:crmContract:add']));
    open('1');
    expect(await offered()).toBe(true);
  });
});

describe('a quote’s print-out', () => {
  it('opens the quote as a document to print', async () => {
    setUpRecordTest(auth(['crm:crmQuote:view']));
    const { current } = open('1');
    await tap('action-print');
    await waitFor(() => expect(current()).toBe('/print?apiName=crmQuote&id=q1'));
  });
});
