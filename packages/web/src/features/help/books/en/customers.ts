import type { HelpChapter } from '../types.ts';

/** Leads, customers and contacts (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'leads',
    title: 'Leads',
    blocks: [
      'A lead is a possible customer not yet confirmed: a card from a trade fair, a message from the website, or the phone number a visitor left on an article you shared. Open “Leads” under Applications, CRM.',
      {
        steps: [
          'Tap “Add” on the list, fill in the lead name, contact name, mobile and so on, and save.',
          'After each contact, tap “Follow up” on the lead to record the follow-up type, content and next contact time.',
          'Once the need is real, tap “Convert to customer”: tick “Also create a contact from the lead” if you want one, and tap “Convert”.',
        ],
      },
      'A lead is Unassigned, Waiting for follow-up, Following up, Converted or Invalid. A converted lead keeps its conversion time and the customer it became, and the customer shows its source lead.',
    ],
  },
  {
    id: 'customers',
    title: 'Customers',
    blocks: [
      'The Customer tab lists every customer you can see: your own, those shared with you, and those of colleagues within your role’s data scope. Search above the list by name, number, phone, email, tax ID or address, or filter by scene and conditions.',
      {
        steps: [
          'Before adding a customer, use “Check” with a name, phone or email to see whether someone has entered it already.',
          'Add the customer: name, level, industry, source, address and so on. Once saved, you are its owner.',
          'Tap “Follow up” on the customer for every conversation; a “Next contact time” puts it on your to-dos when the time comes.',
          'The tabs of the customer’s detail list its contacts, opportunities, quotations, orders, receipts, visits, calls and other records, and let you add one there.',
        ],
      },
      'More: “Transfer” hands the customer to a colleague (choose whether the previous owner stays in its team); “Lock” keeps it from being edited and deleted; “Share with colleagues” lets colleagues read it, or read and edit it; “Add sub-customer” records a group and its branches.',
      { tip: 'A field you cannot see or cannot change is restricted by your role’s field permissions; ask your administrator.' },
    ],
  },
  {
    id: 'contacts',
    title: 'Contacts and business card scan',
    blocks: [
      'A contact belongs to a customer: name, title, mobile, phone, email, and whether they are a key decision maker or whose direct superior. On the contacts tab of a customer, tap “Add contact”: the customer is filled in.',
      'Business card scan (Applications, Tools, “Business card scan”) turns a card into a contact:',
      {
        steps: [
          'Tap “Photograph a card” or “Choose a photo”. The card is read on the phone and not uploaded; the first time, about 6 MB of reading data downloads, after that it works offline.',
          'Check the name, title, mobile, phone, email and address that were read, and correct them.',
          'Confirm the company: a customer of exactly that name is chosen; customers of similar names are offered; or make it a new customer.',
          'Save: the contact is made and the photo of the card kept as its attachment.',
        ],
      },
    ],
  },
  {
    id: 'pools',
    title: 'Customer pools and lead pools',
    blocks: [
      'Pools hold customers and leads that nobody owns for now. Members of a pool claim from it; its administrators also allocate. The administrator sets each pool’s members and rules in “Pool settings”.',
      {
        list: [
          'Return to pool: on a customer or lead, tap “Return to pool”, choose the pool and give a reason.',
          'Claim: open “Customer pool” or “Lead pool”, pick a record and tap “Claim”; it is then yours to follow up.',
          'Allocate: a pool administrator picks records, taps “Allocate” and chooses the owner, who is told.',
        ],
      },
      'The pool’s rules show at the top of its list: how many claims a day, how many held at most, how many days before a returned record may be claimed back, and after how many days without a follow-up or without a deal a record is recycled. A claim that breaks a rule is refused with the reason.',
      {
        tip: 'Recycling runs every night. The owner of a record about to be recycled gets a to-do beforehand; a follow-up keeps it from being recycled for lack of follow-up.',
      },
    ],
  },
  {
    id: 'find-customers',
    title: 'Smart customer search and nearby customers',
    blocks: [
      'Smart customer search (Applications, Tools) looks for customers, leads and contacts in one box: type at least 2 characters and the matches show after a pause, each saying what it is, which field matched and whose it is, or that it waits in a pool to be claimed. A name with a character or two mistyped is still found.',
      'Nearby customers (Applications, CRM, or the button above the customer list) lists your customers around the phone’s position, nearest first, within 1, 3, 5 (the default) or 10 km, and shows them on a map.',
      {
        steps: [
          'The first time, allow the browser to use your location.',
          'Tap a marker on the map to find its customer in the list; tap a customer in the list to open it.',
          'When the location is refused or unavailable, the page says why: tap “Locate again”.',
        ],
      },
      'A customer shows among nearby customers when its address has coordinates: edit the customer and pick the position in its address.',
    ],
  },
];
