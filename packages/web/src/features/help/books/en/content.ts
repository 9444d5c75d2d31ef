import type { HelpChapter } from '../types.ts';

/** Sharing content and tracking visitors (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'library',
    title: 'Articles and documents',
    blocks: [
      'Applications, Content holds articles and documents: material the company prepares for its salespeople to send to customers.',
      {
        list: ['Articles: category, title, summary, cover, text and attachments; published or draft.', 'Documents: category, file and description.'],
      },
      'Salespeople read them; sales managers add and change them, and an author or an administrator changes their own.',
    ],
  },
  {
    id: 'share',
    title: 'Sharing with a customer',
    blocks: [
      {
        steps: [
          'Open a published article or a document and tap “Share”.',
          'Tap “Create share link”. Your link to the same content is always the same.',
          'Tap “Copy link” and paste it into WeChat, a text message or an email, or tap “Send to customer”.',
        ],
      },
      'The customer opens the link without logging in and sees the content, your name and the company’s name. A document’s files show by name only: the customer asks you for them.',
      'To stop anyone opening it, tap “Revoke link”: the links you sent stop at once, and show “This link has expired or does not exist”.',
    ],
  },
  {
    id: 'visitors',
    title: 'The visitor log and leads',
    blocks: [
      'Every opening of a link you shared is one visit: when, on what device and how long it was read. Tap “Visitor log” on the share panel (/cms/visitorView) to see who opened what you shared.',
      'Having read it, a customer can “Leave your contact details” at the bottom (a name or mobile number). What they leave becomes a lead of yours: tap “Open lead” in the visitor log to follow it up.',
    ],
  },
];
