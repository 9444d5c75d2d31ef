import type { MailFolder } from '@crm/domain';
import { ImapFlow, type ListResponse } from 'imapflow';
import nodemailer from 'nodemailer';

/**
 * The two servers of a mailbox, as this server talks to them: IMAP (imapflow) to read the folders
 * and keep a copy of what is sent, SMTP (nodemailer) to send. Certificates are checked: a mailbox
 * on a server with a self-signed one is refused with the reason, not read in the clear.
 */
export interface MailServers {
  imapHost: string;
  imapPort: number;
  imapTls: boolean;
  smtpHost: string;
  smtpPort: number;
  smtpTls: boolean;
  username: string;
  password: string;
}

/** How long a server may take to answer before the mailbox counts as failing. */
const TIMEOUT_MS = 20_000;

export function imapClient(servers: MailServers): ImapFlow {
  return new ImapFlow({
    host: servers.imapHost,
    port: servers.imapPort,
    secure: servers.imapTls,
    auth: { user: servers.username, pass: servers.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 3,
  });
}

export function smtpTransport(servers: MailServers) {
  return nodemailer.createTransport({
    host: servers.smtpHost,
    port: servers.smtpPort,
    secure: servers.smtpTls,
    auth: { user: servers.username, pass: servers.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 3,
  });
}

/** Usual names of the folders on servers that do not mark them (RFC 6154), lower case. */
const USUAL_NAMES: Record<Exclude<MailFolder, 'inbox'>, string[]> = {
  sent: ['sent', 'sent messages', 'sent items', '已发送', '已發送'],
  drafts: ['drafts', '草稿箱', '草稿'],
  trash: ['trash', 'deleted messages', 'deleted items', '已删除', '已刪除'],
};
const SPECIAL_USE: Record<Exclude<MailFolder, 'inbox'>, string> = { sent: '\\Sent', drafts: '\\Drafts', trash: '\\Trash' };

/** The server's path of each of the phone's folders that the mailbox has. */
export function folderPaths(list: ListResponse[]): Partial<Record<MailFolder, string>> {
  const paths: Partial<Record<MailFolder, string>> = {};
  const inbox = list.find((entry) => entry.path.toUpperCase() === 'INBOX');
  if (inbox) paths.inbox = inbox.path;
  for (const folder of ['sent', 'drafts', 'trash'] as const) {
    const found =
      list.find((entry) => entry.specialUse === SPECIAL_USE[folder]) ??
      list.find((entry) => USUAL_NAMES[folder].includes(entry.name.toLowerCase()) || USUAL_NAMES[folder].includes(entry.path.toLowerCase()));
    if (found) paths[folder] = found.path;
  }
  return paths;
}

/** What a failed connection says, for the user: the server's own words where it gave some. */
export function failureOf(error: unknown): string {
  const e = error as { responseText?: string; response?: string; message?: string; code?: string } | null;
  return (e?.responseText || e?.response || e?.message || e?.code || String(error)).slice(0, 500);
}
