import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { EMAIL_API, EMAIL_PATTERN, type MailAddress, type MailboxView, type MailFolder, type MailMessage, type MailSummary, type Page } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** The e-mail screens (issue 21); the index is the menu's page, the others its routes (app/email-routes.tsx). */
export const EMAIL_PATHS = {
  index: '/email/emailIndex',
  view: '/email/emailView',
  form: '/email/emailForm',
  mailbox: '/email/emailMailbox',
} as const;

export const MAIL_PAGE_SIZE = 20;
/** The server's bound on To and on Cc (its DRAFT schema). */
export const MAX_ADDRESSES = 50;

export const emailKeys = {
  all: ['email'] as const,
  mailbox: ['email', 'mailbox'] as const,
  lists: ['email', 'list'] as const,
  list: (folder: MailFolder, keyword = '') => ['email', 'list', folder, keyword] as const,
  message: (id: string) => ['email', 'message', id] as const,
};

/** The caller's mailbox, or null before one is connected. */
export const mailboxQuery = () =>
  queryOptions({
    queryKey: emailKeys.mailbox,
    queryFn: ({ signal }) => http.get<MailboxView | null>(EMAIL_API.mailbox, undefined, { signal }).then(resultOf),
  });

/** A folder's messages, newest first; with a keyword, those whose subject, people or text hold it. */
export const mailListQuery = (folder: MailFolder, keyword = '') =>
  infiniteQueryOptions({
    queryKey: emailKeys.list(folder, keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<MailSummary>>(EMAIL_API.list, { folder, pageNo: pageParam, pageSize: MAIL_PAGE_SIZE, ...(keyword ? { keyword } : {}) }, { signal })
        .then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

/** One message (the server marks it read). Shared by its view and by a reply or forward of it. */
export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: emailKeys.message(id),
    queryFn: ({ signal }) => http.get<MailMessage>(EMAIL_API.view, { id }, { signal }).then(resultOf),
    // A message does not change once fetched: reading it again only costs the phone's data.
    staleTime: 5 * 60_000,
  });

/** A person as a list shows them: their name, else their address. */
export const personOf = (address: MailAddress | null | undefined): string => (address ? address.name || address.address : '');

/** A person as a header shows them: `name <address>`. */
export const fullAddress = (address: MailAddress): string => (address.name ? `${address.name} <${address.address}>` : address.address);

/**
 * The addresses typed in a To or Cc box: separated by commas or semicolons (a Chinese keyboard's
 * ，and ； too), each either bare or `name <address>` as a copied header gives it. `bad` is the
 * first that is no address: the server takes bare addresses only, so each is checked here.
 */
export function parseAddresses(typed: string): { addresses: string[]; bad: string | null } {
  const parts = typed
    .split(/[,;，；]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const addresses = parts.map((part) => /<([^<>]+)>\s*$/.exec(part)?.[1]?.trim() ?? part);
  const bad = parts.find((_, i) => !EMAIL_PATTERN.test(addresses[i]!)) ?? null;
  return { addresses, bad };
}

/** `Re: ` or `Fwd: ` before a subject, once: a reply to a reply is not `Re: Re: `. */
export function prefixed(prefix: 'Re' | 'Fwd', subject: string): string {
  const already = prefix === 'Re' ? /^\s*(re|回复|回覆)\s*[:：]/i : /^\s*(fwd?|转发|轉寄)\s*[:：]/i;
  return already.test(subject) ? subject.trim() : `${prefix}: ${subject.trim()}`;
}

/**
 * A message's text for quoting: its text part, else its HTML's words with the line breaks its
 * blocks made. DOMParser's document is inert: nothing in it loads or runs.
 */
export function plainTextOf(message: Pick<MailMessage, 'text' | 'html'>): string {
  if (message.text !== null) return message.text;
  if (!message.html) return '';
  const broken = message.html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, '\n');
  const text = new DOMParser().parseFromString(broken, 'text/html').body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
