import { EMAIL_API, EMAIL_APP, MAIL_FOLDERS, MAIL_LINKED_OBJECTS, type MailboxInput, type MailDraft } from '@crm/domain';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { holdsButton } from '../permissions/repository.ts';
import { deleteMailbox, mailboxOf, mailboxView, saveMailbox, serversOfInput } from './mailboxes.ts';
import { failureOf, imapClient, smtpTransport } from './mail-servers.ts';
import { listMessages, readMessage } from './mail-store.ts';
import { deleteMessage } from './mail-delete.ts';
import { sendMail } from './mail-send.ts';
import { linkedObjects, linksOf } from './mail-links.ts';
import { viewerOf } from '../records/data-scope.ts';
import { selectVisible } from '../records/record-visibility.ts';

const HOST = { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' } as const;
const PORT = { type: 'integer', minimum: 1, maximum: 65535 } as const;
/** An e-mail address, as the records' e-mail fields take one. */
const ADDRESS = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } as const;

const MAILBOX_INPUT = {
  type: 'object',
  required: ['address', 'imapHost', 'imapPort', 'imapTls', 'smtpHost', 'smtpPort', 'smtpTls', 'username'],
  additionalProperties: false,
  properties: {
    address: ADDRESS,
    displayName: { type: ['string', 'null'], maxLength: 100 },
    imapHost: HOST,
    imapPort: PORT,
    imapTls: { type: 'boolean' },
    smtpHost: HOST,
    smtpPort: PORT,
    smtpTls: { type: 'boolean' },
    username: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;

const DRAFT = {
  type: 'object',
  required: ['to', 'subject', 'text'],
  additionalProperties: false,
  properties: {
    to: { type: 'array', minItems: 1, maxItems: 50, items: ADDRESS },
    cc: { type: 'array', maxItems: 50, items: ADDRESS },
    subject: { type: 'string', maxLength: 500 },
    text: { type: 'string', maxLength: 200_000 },
    attachments: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['path', 'name', 'size'],
        properties: { path: { type: 'string', minLength: 1, maxLength: 500 }, name: { type: 'string', maxLength: 255 }, size: { type: 'number' } },
      },
    },
    replyTo: { type: ['string', 'null'], maxLength: 64 },
  },
} as const;

/**
 * /email/* (EMAIL_API, issue 21): the caller's own mailbox and its mail, for whoever holds the
 * e-mail app. A mailbox is tried before it is kept: both servers must accept the login, or the
 * answer says which refused and why, and nothing is stored.
 */
export default async function mailRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  async function allowed(request: FastifyRequest) {
    const auth = caller(request);
    if (!(await holdsButton(app.db, auth, EMAIL_APP))) throw forbidden();
    return auth;
  }
  async function ownMailbox(request: FastifyRequest) {
    const auth = await allowed(request);
    const mailbox = await mailboxOf(app.db, auth.userId);
    if (!mailbox) throw new HttpError(409, 'mailboxMissing');
    return mailbox;
  }

  app.get(EMAIL_API.mailbox, async (request) => {
    const auth = await allowed(request);
    const mailbox = await mailboxOf(app.db, auth.userId);
    return ok(request.lang, mailbox ? mailboxView(mailbox) : null);
  });

  app.post(EMAIL_API.mailbox, { schema: { body: MAILBOX_INPUT } }, async (request) => {
    const auth = await allowed(request);
    const input = request.body as MailboxInput;
    const stored = await mailboxOf(app.db, auth.userId);
    const servers = serversOfInput(input, stored);
    if (!servers.password) throw new HttpError(422, 'mailboxPasswordMissing', undefined, { fields: { password: 'mailboxPasswordMissing' } });
    const imap = imapClient(servers);
    try {
      await imap.connect();
      await imap.logout();
    } catch (error) {
      imap.close();
      throw new HttpError(422, 'mailboxImapRefused', { reason: failureOf(error) });
    }
    const smtp = smtpTransport(servers);
    try {
      await smtp.verify();
    } catch (error) {
      throw new HttpError(422, 'mailboxSmtpRefused', { reason: failureOf(error) });
    } finally {
      smtp.close();
    }
    await saveMailbox(app.db, auth.tenantId, auth.userId, input, servers.password);
    return ok(request.lang, mailboxView((await mailboxOf(app.db, auth.userId))!));
  });

  app.post(EMAIL_API.mailboxDelete, async (request) => {
    const auth = await allowed(request);
    await deleteMailbox(app.db, auth.userId);
    return ok(request.lang, null);
  });

  app.post(EMAIL_API.refresh, async (request) => {
    const mailbox = await ownMailbox(request);
    await app.db.updateTable('mailboxes').set({ fetch_due_at: nowText() }).where('id', '=', mailbox.id).execute();
    return ok(request.lang, null);
  });

  app.get(
    EMAIL_API.list,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            folder: { type: 'string', enum: [...MAIL_FOLDERS], default: 'inbox' },
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            keyword: { type: 'string', maxLength: 100, default: '' },
          },
        },
      },
    },
    async (request) => {
      const mailbox = await ownMailbox(request);
      const { folder, pageNo, pageSize, keyword } = request.query;
      return ok(request.lang, await listMessages(app.db, mailbox, { folder, keyword: keyword.trim() }, pageNo, pageSize));
    },
  );

  app.get(
    EMAIL_API.view,
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const mailbox = await ownMailbox(request);
      const message = await readMessage(app.db, mailbox, request.query.id);
      if (!message) throw notFound();
      const auth = caller(request);
      const own = mailbox.address.toLowerCase();
      const addresses = [...new Set([message.from, ...message.to, ...message.cc].flatMap((a) => (a && a.address !== own ? [a.address] : [])))];
      return ok(request.lang, { ...message, links: await linksOf(app.db, await viewerOf(app.db, auth), auth, addresses) });
    },
  );

  // A contact's, customer's or lead's mail, on its record: the record in the caller's scope, then
  // the caller's own mail from or to its e-mail (none without a mailbox).
  app.get(
    EMAIL_API.forRecord,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['apiName', 'id'],
          properties: {
            apiName: { type: 'string', enum: [...MAIL_LINKED_OBJECTS] },
            id: { type: 'string', maxLength: 64 },
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
          },
        },
      },
    },
    async (request) => {
      const auth = await allowed(request);
      const viewer = await viewerOf(app.db, auth);
      const entity = (await linkedObjects(app.db, viewer, auth)).find((e) => e.apiName === request.query.apiName);
      if (!entity) throw forbidden();
      const record: { email: string | null } | undefined = await selectVisible(app.db, viewer, entity)
        .select(`${entity.table}.email as email`)
        .where(`${entity.table}.id`, '=', request.query.id)
        .executeTakeFirst();
      if (!record) throw notFound();
      const mailbox = await mailboxOf(app.db, auth.userId);
      const { pageNo } = request.query;
      if (!mailbox || !record.email) return ok(request.lang, { records: [], total: 0, size: 20, current: pageNo, pages: 0 });
      return ok(request.lang, await listMessages(app.db, mailbox, { address: record.email }, pageNo, 20));
    },
  );

  app.post(
    EMAIL_API.delete,
    { schema: { body: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const mailbox = await ownMailbox(request);
      return ok(request.lang, await deleteMessage(app.db, mailbox, request.body.id));
    },
  );

  app.post(EMAIL_API.send, { schema: { body: DRAFT } }, async (request) => {
    const mailbox = await ownMailbox(request);
    return ok(request.lang, await sendMail(app.db, app.config.filesDir, mailbox, request.body as MailDraft));
  });
}
