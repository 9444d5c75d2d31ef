import type { HelpChapter } from '../types.ts';

/** Opportunities, quotations, orders and receipts (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'opportunities',
    title: 'Opportunities',
    blocks: [
      'An opportunity is a deal in progress: the customer, the expected amount and date, the win rate and its stage. Each opportunity follows a sales process, whose stages and the tasks of each stage the administrator sets in “Sales processes”.',
      {
        steps: [
          'Add an opportunity: choose the customer and the sales process, fill in the amount and the expected date; add products, quantities and discounts under its products.',
          'On the opportunity, tap “Finish task” to tick off the tasks of the current stage.',
          'Tap “Advance stage” for the next stage; with tasks of the current stage still open, it asks whether to advance anyway.',
          'When it is decided, tap “Won”, “Lost” (with the reason) or “Invalid”; “Reopen” brings it back if needed.',
        ],
      },
      '“Create quotation” and “Convert to contract” on the opportunity start one with its customer and amount filled in. Its stage changes are kept in its “Stage history”.',
    ],
  },
  {
    id: 'quotes',
    title: 'Quotations',
    blocks: [
      'A quotation records what you offered: date, valid period in days (which gives its deadline), product lines, amount and gross profit. It is Draft, Sent, Accepted, Ordered or Invalid.',
      {
        steps: [
          'Add a quotation, choose the customer (and the opportunity), add products to its lines with quantity, price and discount; the amount adds up by itself.',
          'If it needs approval, tap “Submit for approval”; once approved, its amounts and lines no longer change.',
          'When the customer accepts, tap “Convert to order” to make the order from it.',
        ],
      },
    ],
  },
  {
    id: 'orders-contracts',
    title: 'Orders, contracts and credit',
    blocks: [
      'An order records what the customer bought: its lines, its amount, and the received, refunded, invoiced, uninvoiced and returned amounts, which follow the receipts, refunds, invoices and returns by themselves.',
      'A contract is added on its own, or from a quotation or an opportunity with “Convert to contract”. Orders and receipts may name their contract; a receipt takes its order’s contract when the order is chosen.',
      'Credit: when a customer has a credit line that is approved, not suspended and valid today, what it owes on its orders (neither cancelled nor voided, each less what was received) may not exceed it. Adding or changing an order beyond it is refused with the available credit and what the order needs; a change that adds nothing (a remark, a lower amount) is never refused. A credit line’s detail shows the available credit and whether the line counts.',
      'Delivery: on an order, tap “Deliver” and choose the warehouse; a stock-out is made and submitted for approval. Without an approval flow for stock-outs, the stock goes down at once.',
    ],
  },
  {
    id: 'payments',
    title: 'Receipts, refunds and invoices',
    blocks: [
      'Receipt plans record each instalment due and its date; when due, it shows on the owner’s to-dos. A receipt records money actually received; choosing the order fills in the customer and the contract.',
      {
        steps: [
          'Add a receipt: choose the order (and the plan), fill in the amount and date, and save.',
          'Tap “Submit for approval”. Only an approved receipt counts in the order’s received amount, the plan and the customer’s deal amount.',
        ],
      },
      'Refunds and invoices work the same way: add one, submit it, and it counts on the order once approved. Once an invoice is issued, record its number with “Invoice number”.',
      { tip: 'A receipt, refund or invoice that is voided voids its approval too, and the order’s amounts go back.' },
    ],
  },
];
