import type { HelpShelf } from '../types.ts';

/** The books' covers, en. */
export const shelf: HelpShelf = {
  'getting-started': {
    title: 'Getting started and logging in',
    summary: 'Ways to log in, the free trial, a forgotten password, the home page, the tabs and your settings.',
  },
  customers: {
    title: 'Leads, customers and contacts',
    summary: 'Entering and following up leads and customers, converting leads, claiming from pools, smart search and nearby customers.',
  },
  deals: {
    title: 'Opportunities, quotations, orders and receipts',
    summary: 'From an opportunity to a quotation, an order and a contract; credit limits; receipts, refunds and invoices.',
  },
  approvals: { title: 'Approvals', summary: 'Submitting, approving, rejecting, withdrawing and reminding, batch approval, and setting up approval flows.' },
  'field-work': {
    title: 'Customer visits and sign-in',
    summary: 'Planning a visit, signing in on site, ending a visit, unplanned visits, the sign-in map and call records.',
  },
  service: {
    title: 'Service and work orders',
    summary: 'Every step of a work order from assignment to completion, the service board, equipment, solutions and customer self-service.',
  },
  partners: {
    title: 'Channel partners ordering online',
    summary: 'Managing channel partners; the partner portal: ordering, orders, credit and customer reports.',
  },
  content: {
    title: 'Sharing content and tracking visitors',
    summary: 'Articles and documents, share links sent to customers, and who opened them, for how long and what they left.',
  },
  administration: {
    title: 'Administration',
    summary: 'Employees, departments, roles and data scope, field permissions, the permission log and approval flows.',
  },
};
