import type { HelpChapter } from '../types.ts';

/** Service and work orders (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'work-orders',
    title: 'How a work order is handled',
    blocks: [
      'A work order (Applications, Service, “Work orders”) records a request for service: the customer, the equipment, the problem, photos, urgency, service address, when the customer expects a visit and when it must be done. Its status goes:',
      {
        steps: [
          'To be allocated: no engineer yet. The service lead taps “Assign” and chooses an engineer, searching by name and seeing how many open orders each has.',
          'Pending acceptance: the engineer taps “Accept” and contacts the customer soon after; one who cannot take it taps “Return” with the reason.',
          'Accepted: on site, tap “Start work”: it is processing.',
          'Processing: waiting for parts or the like, tap “Hold” with the reason, later “Resume”; to hand it over, tap “Transfer”, choose the new engineer and give the reason.',
          'When done, tap “Complete” and fill in the cause and the solution (or pick a solution already known) and the service fee.',
        ],
      },
      'A completed work order that used no known solution can be kept with “Save as solution”: its cause and solution go into the knowledge base for later work orders.',
    ],
  },
  {
    id: 'board',
    title: 'The service board and engineers’ status',
    blocks: [
      'The service board (Applications, Service) sums up the open work orders (by status and by urgency), the overdue ones, those not yet assigned, each engineer’s status and open orders, what was completed this month and the average hours from acceptance to completion, and this month’s service reviews.',
      'Engineers set “My status”: Free, Busy or Offline, so the lead knows whom to assign.',
      'The service board also publishes the “Online service request link”: customers open it without an account, or scan its QR code, to report a fault, and each request becomes a work order pending acceptance. Publishing a new link stops the old link and QR code at once.',
    ],
  },
  {
    id: 'equipment-and-solutions',
    title: 'Equipment, service logs, solutions and reviews',
    blocks: [
      {
        list: [
          'Equipment: the customers’ equipment, with model, serial number, installation date, warranty and address; a work order may name it.',
          'Service logs: what was done at each service.',
          'Solutions: symptoms, causes and solutions by work order type and product, found by keyword, with how often each was used.',
          'Service reviews: the customer’s satisfaction (1 to 5 stars) and comments, recorded by staff with “Record appraisal” or given by the customer in self-service.',
        ],
      },
    ],
  },
  {
    id: 'self-service',
    title: 'Customer self-service',
    blocks: [
      'Your customers log in to self-service at the customer login (/terminal/login) and, on their phone:',
      {
        list: [
          'See their company’s name, customer number and contact details.',
          'Report a fault: subject, work order type, urgency, device (optional), the problem, contact and phone, with photos; it becomes a work order.',
          'My work orders: each work order’s status, when it was assigned, accepted, started and completed, the engineer, the cause and the solution.',
          'My devices: the company’s equipment.',
          'Rate the service once a work order is completed.',
        ],
      },
    ],
  },
];
