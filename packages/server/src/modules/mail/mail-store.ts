import type { MailAddress, MailAttachment, MailFolder, MailMessage, MailSummary, Page } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { sql, type Kysely, type Selectable } from 'kysely';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import sanitizeHtml from 'sanitize-html';
import { nowText } from '../../db/dialect.ts';
import type { Database, MailMessageTable } from '../../db/schema.ts';
import { recordFile } from '../files/repository.ts';
import { mimeTypeOf, newRelativePath } from '../files/storage.ts';
import { containsText } from '../records/list-query.ts';
import type { Mailbox } from './mailboxes.ts';

/** Characters of a message's text the list shows under its subject. */
const SNIPPET_CHARS = 140;

/**
 * A message's HTML as the phone may show it: nothing that runs (scripts, handlers, frames, forms,
 * javascript: links), no style sheet that could restyle the app, links opening elsewhere, and no
 * picture fetched from the web until the user allows it: a remote picture tells its sender when
 * and where the mail was read, so its address waits in data-remote-src. Pictures inside the
 * message (cid:) are its attachments here.
 */
function safeHtml(html: string): { html: string; remoteImages: boolean } {
  let remoteImages = false;
  const clean = sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'center', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['data-remote-src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      table: ['width', 'cellpadding', 'cellspacing', 'border'],
      font: ['color'],
      '*': ['style', 'align'],
    },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i, /^[a-z]+$/i],
        'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i, /^[a-z]+$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(bold|normal|\d{3})$/],
        'font-style': [/^(italic|normal)$/],
        'text-decoration': [/^(underline|line-through|none)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        const { src: _, ...rest } = attribs;
        if (/^https?:\/\//i.test(src)) {
          remoteImages = true;
          return { tagName, attribs: { ...rest, 'data-remote-src': src } };
        }
        return { tagName, attribs: rest };
      },
    },
  });
  return { html: clean, remoteImages };
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .filter((entry) => entry.address)
    .map((entry) => ({ name: entry.name || null, address: entry.address!.toLowerCase() }));

/** The attachments of a message kept as the tenant's files, like uploads, for the phone to open. */
async function keepAttachments(filesDir: string, mailbox: Mailbox, parsed: ParsedMail): Promise<MailAttachment[]> {
  const kept: MailAttachment[] = [];
  for (const attachment of parsed.attachments) {
    const name = attachment.filename || `attachment-${kept.length + 1}`;
    const path = newRelativePath(mailbox.tenant_id, name);
    const absolute = resolve(filesDir, path);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, attachment.content);
    const contentType = attachment.contentType || mimeTypeOf(name);
    kept.push({ name, path, size: attachment.content.length, contentType });
  }
  return kept;
}

export interface FetchedMessage {
  folder: MailFolder;
  uidValidity: string;
  uid: number;
  seen: boolean;
  source: Buffer;
}

/**
 * Stores a message read from a folder, once: a message the mailbox already holds under that UID
 * (fetched before, or kept when it was sent from here) is left as it is. Answers its id, or null.
 */
export async function storeMessage(db: Kysely<Database>, filesDir: string, mailbox: Mailbox, message: FetchedMessage): Promise<string | null> {
  const known = await db
    .selectFrom('mail_messages')
    .select('id')
    .where('mailbox_id', '=', mailbox.id)
    .where('folder', '=', message.folder)
    .where('uid_validity', '=', message.uidValidity)
    .where('uid', '=', message.uid)
    .executeTakeFirst();
  if (known) return null;
  const parsed = await simpleParser(message.source);
  const from = addressesOf(parsed.from)[0] ?? null;
  const to = addressesOf(parsed.to);
  const cc = addressesOf(parsed.cc);
  const text = parsed.text ?? null;
  const html = parsed.html ? safeHtml(parsed.html) : null;
  const attachments = await keepAttachments(filesDir, mailbox, parsed);
  for (const attachment of attachments) {
    await recordFile(db, mailbox.tenant_id, mailbox.user_id, {
      path: attachment.path,
      originalName: attachment.name,
      mimeType: attachment.contentType,
      size: attachment.size,
    });
  }
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mail_messages')
      .values({
        id,
        tenant_id: mailbox.tenant_id,
        mailbox_id: mailbox.id,
        folder: message.folder,
        uid_validity: message.uidValidity,
        uid: message.uid,
        message_id: parsed.messageId ?? null,
        in_reply_to: parsed.inReplyTo ?? null,
        subject: parsed.subject ?? '',
        from_address: from?.address ?? null,
        from_name: from?.name ?? null,
        to_json: JSON.stringify(to),
        cc_json: JSON.stringify(cc),
        sent_at: (parsed.date ?? new Date()).toISOString(),
        seen: message.seen ? 1 : 0,
        seen_pending: 0,
        snippet: (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SNIPPET_CHARS),
        html: html?.html ?? null,
        text,
        attachments_json: JSON.stringify(attachments),
        remote_images: html?.remoteImages ? 1 : 0,
        fetched_at: nowText(),
      })
      .execute();
    const addresses = [...new Set([from, ...to, ...cc].flatMap((a) => (a ? [a.address] : [])))];
    if (addresses.length > 0)
      await trx
        .insertInto('mail_addresses')
        .values(addresses.map((address) => ({ message_id: id, mailbox_id: mailbox.id, address })))
        .execute();
  });
  return id;
}

type MessageRow = Selectable<MailMessageTable>;

function summaryOf(row: MessageRow): MailSummary {
  return {
    id: row.id,
    folder: row.folder as MailFolder,
    subject: row.subject,
    from: row.from_address ? { name: row.from_name, address: row.from_address } : null,
    to: JSON.parse(row.to_json) as MailAddress[],
    sentAt: row.sent_at,
    seen: row.seen === 1,
    snippet: row.snippet,
    hasAttachments: row.attachments_json !== '[]',
  };
}

/** Which of a mailbox's messages: a folder's (with a keyword, those whose subject, people or text hold it), or any folder's from or to an address. */
export type MessageFilter = { folder: MailFolder; keyword: string } | { address: string };

/** The mailbox's messages the filter picks, newest first. */
export async function listMessages(
  db: Kysely<Database>,
  mailbox: Mailbox,
  filter: MessageFilter,
  pageNo: number,
  pageSize: number,
): Promise<Page<MailSummary>> {
  let query = db.selectFrom('mail_messages').where('mail_messages.mailbox_id', '=', mailbox.id);
  if ('address' in filter) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('mail_addresses')
          .select('mail_addresses.message_id')
          .whereRef('mail_addresses.message_id', '=', 'mail_messages.id')
          .where('mail_addresses.mailbox_id', '=', mailbox.id)
          .where('mail_addresses.address', '=', filter.address.toLowerCase()),
      ),
    );
  } else query = query.where('folder', '=', filter.folder);
  const keyword = 'keyword' in filter ? filter.keyword : '';
  if (keyword)
    query = query.where((eb) => eb.or(['subject', 'from_address', 'from_name', 'snippet', 'to_json'].map((column) => containsText(sql.ref(column), keyword))));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('mail_messages')
    .orderBy('sent_at', 'desc')
    .orderBy('uid', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const count = Number(total);
  return { records: rows.map(summaryOf), total: count, size: pageSize, current: pageNo, pages: Math.ceil(count / pageSize) };
}

/**
 * One of the mailbox's messages, marked read, here at once and on the server at the next fetch
 * (seen_pending); its links are the route's. Undefined when the mailbox has no such message.
 */
export async function readMessage(db: Kysely<Database>, mailbox: Mailbox, id: string): Promise<Omit<MailMessage, 'links'> | undefined> {
  const row = await db.selectFrom('mail_messages').selectAll().where('mailbox_id', '=', mailbox.id).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  if (row.seen === 0) await db.updateTable('mail_messages').set({ seen: 1, seen_pending: 1 }).where('id', '=', id).execute();
  return {
    ...summaryOf(row),
    seen: true,
    cc: JSON.parse(row.cc_json) as MailAddress[],
    messageId: row.message_id,
    html: row.html,
    text: row.text,
    remoteImages: row.remote_images === 1,
    attachments: JSON.parse(row.attachments_json) as MailAttachment[],
  };
}
