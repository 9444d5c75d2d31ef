import type { HelpChapter } from '../types.ts';

/** Approvals (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'submit',
    title: 'Submitting for approval',
    blocks: [
      'Quotations, orders, order changes, receipts, refunds, invoices, contracts, credit lines and expenses are approved. Once the record is saved, tap “Submit for approval” on it: its approval status goes from “Not submitted” to “Pending review”.',
      {
        list: [
          'A record pending review can be neither edited nor deleted, nor run through any action but transfer and lock.',
          '“Withdraw”: the submitter may withdraw it before the approval ends, change it and submit it again.',
          '“Remind”: the submitter reminds the current approvers, at most once an hour per record.',
          '“Approval flow”: each step’s approvers, their opinions and the history.',
        ],
      },
      'A record no step of the flow applies to (for example an amount below every step’s threshold) is reviewed as soon as it is submitted.',
    ],
  },
  {
    id: 'decide',
    title: 'Handling what waits for you',
    blocks: [
      'A record you are to approve sends you a message and shows in “Pending approvals” (Applications, CRM) and among the to-dos of the home page. “Pending approvals” has three tabs: Waiting for me, Handled by me and Submitted by me.',
      {
        steps: [
          'Tap a record to see it; an approver may open it even outside their data scope.',
          'Tap “Approve” or “Reject”, with an opinion if you like (at most 500 characters).',
          'For many at once, tap “Batch”, pick the records and tap “Approve all” or “Reject all”; records that could not be handled are listed with their reasons.',
        ],
      },
      'A step whose approval mode is “Any one approver” moves on as soon as one approver approves; “Every approver” waits for all of them. Any rejection rejects the record and returns it to its submitter. Nobody approves what they submitted.',
      { tip: 'The message “The business has been approved and completed” means another approver handled the record first.' },
    ],
  },
  {
    id: 'after',
    title: 'After approval',
    blocks: [
      'A reviewed record keeps its amounts, currency and lines, which no longer change; whoever may delete it still can. A rejected or withdrawn record is its submitter’s to change and submit again.',
      'Approved records are what count: a receipt counts towards its order and customer once approved, an order change becomes the order’s once approved, and stock moves when its stock-in or stock-out is approved.',
      'The submitter gets a message when the approval ends. Every act is kept in the record’s change log and its approval history. Switch off “Approvals” in the notification settings to stop approval messages.',
    ],
  },
  {
    id: 'flows',
    title: 'Setting up approval flows (administrators)',
    blocks: [
      'An administrator sets a flow for each kind of record under Mine, Settings, “Approval flows”. A flow is a list of steps, taken in order:',
      {
        list: [
          'Approvers: named employees, everyone holding some roles, the submitter’s direct superior, or the head of the submitter’s department (the level above when the submitter is its head).',
          'Mode: any one approver, or every approver.',
          'When: always, or from an amount (in the default currency) up.',
        ],
      },
      'The flow is fixed when a record is submitted: changing the flow later moves no record already under way. A step left without approvers is passed over.',
    ],
  },
];
