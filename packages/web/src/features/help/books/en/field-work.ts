import type { HelpChapter } from '../types.ts';

/** Customer visits and sign-in (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'plan',
    title: 'Planning a visit',
    blocks: [
      'In “Visits” (Applications, CRM), add a planned visit:',
      {
        steps: [
          'Choose the customer, then the contacts you will meet (several at once, only that customer’s, at most 20).',
          'Fill in the planned start and end, the purpose and a note, and save.',
        ],
      },
      'A planned visit can be edited, moved with “Change dates”, handed to a colleague with “Appoint”, or ended with “Terminate” (with a reason). An ended or terminated visit is no longer edited.',
    ],
  },
  {
    id: 'sign-in',
    title: 'Signing in on site',
    blocks: [
      'At the customer’s, open the visit and tap “Sign in”. Only the visit’s owner signs in.',
      {
        steps: [
          'Allow the browser to use your location and wait for it (the page shows how precise it is).',
          'Check the address (the customer’s, filled in) and take photos if you need, up to 6.',
          'Sign in. The time is the server’s.',
        ],
      },
      'The distance between you and the customer’s address is worked out and the sign-in marked “On site”, “Far from customer” or “Customer has no location”. Beyond the company’s setting (500 m unless changed) it is far, never on site.',
      { tip: 'Signing in needs your location. A customer whose address has no coordinates can still be signed in at, as “Customer has no location”.' },
    ],
  },
  {
    id: 'end',
    title: 'Ending a visit',
    blocks: [
      'When the visit is over, tap “End visit” on it: write the summary (required) and the next follow-up time.',
      'Ending the visit writes a follow-up of the type “Visit” on the customer, and the next follow-up time goes to your to-dos.',
    ],
  },
  {
    id: 'unplanned-and-map',
    title: 'Unplanned visits and the sign-in map',
    blocks: [
      'For a visit you did not plan, tap “Unplanned visit” on the visit list, choose the customer and contacts and sign in: the visit is added and signed in at once.',
      'The “Sign-in map” shows one day’s sign-ins of everyone within your data scope, coloured by state (on site, far and so on), with a filter by person; a list is always below the map, and stands alone when the map does not load.',
      'An administrator changes the distance that counts as far (50 m to 50 km) on the sign-in map.',
    ],
  },
  {
    id: 'calls',
    title: 'Call records',
    blocks: [
      'Tap a phone number on a customer, contact or lead to call it. When you come back to the CRM after the call, the page offers to log it, with the record, number, start time and duration filled in; change them if needed and tap “Log call”, or “Not now” to log nothing.',
      'Call records are listed on the customer, contact and lead, with durations such as 2 min 35 s.',
    ],
  },
];
