import { printButton } from '../../../lib/print-link.ts';
import { manifestOf } from '../../../records/definitions.ts';
import type { ObjectActions, WebObject } from '../../../records/web-object.ts';

/** A quote no longer offered (invalid, crmQuote's status flow) makes no contract. */
const INVALID = '4';

/**
 * Beside the actions: a contract made from this quote, its form opened with the quote chosen,
 * which starts the contract from the quote (its customer, opportunity, amount, currency and
 * contact: the contract's `quoteId` copies them). For whoever may add contracts.
 */
const toContract: ObjectActions = ({ record, navigate, t }) => {
  if (record.status === INVALID) return [];
  const link = new URLSearchParams({ quoteId: record.id, quoteId_dictText: String(record.quoteNo ?? '') });
  return [
    {
      key: 'toContract',
      text: t('web.action.toContract'),
      permission: 'crm:crmContract:add',
      onClick: () => void navigate(`${manifestOf('crmContract')?.routes.add ?? ''}?${link.toString()}`),
    },
  ];
};

const printQuote = printButton('crmQuote');

/** Quotes on the phone: the button that makes a contract of one, and its print-out (issue 20). */
export const crmQuoteWeb: WebObject = { extraActions: (context) => [...toContract(context), ...printQuote(context)] };
