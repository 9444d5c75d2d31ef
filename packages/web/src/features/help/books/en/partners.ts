import type { HelpChapter } from '../types.ts';

/** Channel partners ordering online (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'partners',
    title: 'Managing channel partners (vendor)',
    blocks: [
      'Channel partners are the companies that resell your products. Add one under Applications, CRM, “Channel partner”: level, parent partner, credit limit and term, tax number, bank and account, authorised area, how many customers it may report and for how many days a report protects one; its owner is its account manager.',
      'A new partner is also one of your customers at once (the customer of its name if there is one), and its orders are that customer’s.',
      'On the partner’s detail, make its login accounts, and freeze or unfreeze them; a frozen account is logged out at once.',
    ],
  },
  {
    id: 'portal',
    title: 'The partner portal',
    blocks: [
      'The partner’s people log in at the partner login (/user/agentLogin) and land in the partner portal, whose home shows:',
      {
        list: [
          'Credit: the credit limit, what is unpaid and the available credit; no limit means none.',
          'At a glance: open orders, orders awaiting approval, and the customers under protection against the limit.',
          'Shortcuts: Shop, Cart, My orders, Customer reports, and Accounts for the partner’s administrators.',
        ],
      },
    ],
  },
  {
    id: 'ordering',
    title: 'Ordering online',
    blocks: [
      {
        steps: [
          'Open the “Shop”: the products on offer at your level’s price (or the standard price), with the stock where it is kept.',
          'Add products to the cart. The cart is kept on the server: another phone shows it too.',
          'In the “Cart”, check the quantities, add a remark and place the order.',
        ],
      },
      'The order becomes the vendor’s order and goes to your account manager’s approvers. An order beyond the available credit is refused; two orders placed at once cannot both spend the same credit.',
      '“My orders” lists your orders and your sub-partners’, with their approval, delivery and payment.',
    ],
  },
  {
    id: 'reporting',
    title: 'Customer reports',
    blocks: [
      'A partner reports a new customer first; an approved report protects that company for the validity days, and no other partner can report it meanwhile.',
      {
        steps: [
          'In “Customer reports”, tap “Report a customer”, fill in the company’s name, phone, tax number and so on, and submit.',
          'The report is submitted for approval; a rejected report protects nothing.',
        ],
      },
      'A report is refused beyond your report limit, when the company is already the vendor’s customer, or when another report protects it by name, phone or tax number. Of two partners reporting the same company at once, only one succeeds.',
      { tip: 'The vendor sees and approves every report under Applications, CRM, “Reported customer”.' },
    ],
  },
  {
    id: 'accounts',
    title: 'The partner’s accounts',
    blocks: [
      'The partner’s administrators make login accounts for their colleagues in the portal’s “Accounts”, change them, and freeze or unfreeze them. A partner account opens only the partner’s pages.',
    ],
  },
];
