import type { FileRef } from './records.ts';

/**
 * A salesperson's e-mail (issue 21, the pages /email/emailIndex, emailView and emailForm): each
 * user connects their own mailbox (IMAP to read, SMTP to send); a background job fetches its
 * folders; the phone lists, reads and writes mail. Everything here is the caller's own mailbox:
 * no one reads another's mail, administrators included.
 */
export const EMAIL_API = {
  /** GET: the caller's mailbox (MailboxView) or null; POST (MailboxInput): connects or changes it, after trying both servers. */
  mailbox: '/email/mailbox',
  /** POST: forgets the mailbox and the mail fetched from it. */
  mailboxDelete: '/email/mailbox/delete',
  /** POST: fetch now (the background job takes it within a minute). */
  refresh: '/email/refresh',
  /** GET ?folder=&pageNo=&pageSize=&keyword=: Page<MailSummary>, newest first. */
  list: '/email/list',
  /** GET ?id=: MailMessage (marks it read, on the server too at the next fetch). */
  view: '/email/view',
  /** POST { id }: into the trash, or out of the trash for good, on the server at once → { folder: 'trash' | null }, where it is now. */
  delete: '/email/delete',
  /** POST (MailDraft): sends through SMTP and keeps a copy in the sent folder. */
  send: '/email/send',
  /** GET ?apiName=&id=&pageNo=: Page<MailSummary>, the caller's mail from or to a contact's, customer's or lead's e-mail. */
  forRecord: '/email/forRecord',
} as const;

/** Objects whose e-mail field links mail to their records, in the order a message shows them. */
export const MAIL_LINKED_OBJECTS = ['crmContacter', 'crmCustomer', 'crmClue'] as const;

/** A record of the CRM one of a message's addresses belongs to (within the caller's scope). */
export interface MailLink {
  entity: (typeof MAIL_LINKED_OBJECTS)[number];
  id: string;
  title: string;
  address: string;
}

/** The folders the phone shows, each found on the server by its special use (RFC 6154), else its usual name. */
export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** The app's permission code (menu catalogue: email:email). */
export const EMAIL_APP = 'email:email:list';

/** Messages read from each folder at a mailbox's first fetch: the newest, not years of mail. */
export const MAIL_FIRST_FETCH = 200;
/** How often the background job fetches a mailbox, minutes. */
export const MAIL_FETCH_EVERY_MINUTES = 5;

export interface MailboxInput {
  address: string;
  displayName?: string | null;
  imapHost: string;
  imapPort: number;
  /** TLS from the first byte (993, 465); otherwise plain, upgraded by STARTTLS when the server offers it. */
  imapTls: boolean;
  smtpHost: string;
  smtpPort: number;
  smtpTls: boolean;
  username: string;
  /** The password or app password; left out when changing other settings keeps the one stored. */
  password?: string;
}

export interface MailboxView extends Omit<MailboxInput, 'password'> {
  /** new: not fetched yet; ok: the last fetch worked; failing: it did not, `error` says why. */
  state: 'new' | 'ok' | 'failing';
  error: string | null;
  fetchedAt: string | null;
}

export interface MailAddress {
  name: string | null;
  address: string;
}

export interface MailAttachment {
  name: string;
  /** The stored file (GET /sys/common/static/<path>). */
  path: string;
  size: number;
  contentType: string;
}

export interface MailSummary {
  id: string;
  folder: MailFolder;
  subject: string;
  from: MailAddress | null;
  to: MailAddress[];
  sentAt: string;
  seen: boolean;
  snippet: string;
  hasAttachments: boolean;
}

export interface MailMessage extends MailSummary {
  cc: MailAddress[];
  messageId: string | null;
  /** Sanitised HTML, pictures from the web as data-remote-src (shown once the user allows them); null for a plain-text message. */
  html: string | null;
  text: string | null;
  remoteImages: boolean;
  attachments: MailAttachment[];
  /** The contacts, customers and leads its sender and recipients are, that the caller may see. */
  links: MailLink[];
}

export interface MailDraft {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  /** Files uploaded first (/sys/common/upload), or a forwarded message's attachments. */
  attachments?: FileRef[];
  /** The message this one answers (its id here): In-Reply-To and References follow it. */
  replyTo?: string | null;
}
