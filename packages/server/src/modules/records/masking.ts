/**
 * Values shown masked where the caller may learn that something exists but not what it says
 * (the duplicate search's matches outside the data scope). Each keeps just enough to tell two
 * matches apart, as receipts and bank statements do.
 */

const STAR = '*';

/** 13800138000 → 138****8000; a short or landline number keeps its first two and last two digits. */
export function maskPhone(phone: string): string {
  const chars = [...phone];
  if (chars.length >= 11) return `${chars.slice(0, 3).join('')}${STAR.repeat(4)}${chars.slice(-4).join('')}`;
  if (chars.length <= 4) return STAR.repeat(chars.length);
  return `${chars.slice(0, 2).join('')}${STAR.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** li.ming@example.com → l***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskText(email);
  return `${[...email.slice(0, at)][0]}${STAR.repeat(3)}${email.slice(at)}`;
}

/** 北京华信云创科技有限公司 → 北***司, Acme → A***e: the first and last character, never the length. */
export function maskText(text: string): string {
  const chars = [...text.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}${STAR.repeat(3)}`;
  return `${chars[0]}${STAR.repeat(3)}${chars.at(-1)}`;
}
