/**
 * Amounts as a document writes them (issue 20: quotes, orders and contracts printed, an order's
 * payment page): exact to the cent with thousands grouped, and, in Chinese, in capitals (大写),
 * as a bank or a contract asks for them, so that a figure cannot be altered.
 */

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
/** Every fourth place: 万 (10^4), 亿 (10^8), 万亿 (10^12). */
const GROUPS = ['', '万', '亿', '万亿'];

/** The largest amount written in capitals: below 10^16 yuan (万亿 groups end there). */
const MAX_CAPITALS = 1e16;

/** 1,234,567.80: two decimals, thousands grouped; '-' for no number. */
export function exactMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n == null || !Number.isFinite(n)) return '-';
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

/** The whole yuan in capitals: a zero between digits is written once (壹仟零伍拾), an empty group of four has no unit (壹亿零壹). */
function yuanText(yuan: number): string {
  const text = String(yuan);
  let out = '';
  let pendingZero = false;
  let groupHasDigit = false;
  for (let i = 0; i < text.length; i++) {
    const digit = Number(text[i]);
    const place = text.length - 1 - i;
    if (digit === 0) pendingZero = true;
    else {
      if (pendingZero && out !== '') out += DIGITS[0];
      pendingZero = false;
      groupHasDigit = true;
      out += DIGITS[digit]! + PLACES[place % 4]!;
    }
    if (place % 4 === 0 && place > 0) {
      if (groupHasDigit) out += GROUPS[place / 4]!;
      groupHasDigit = false;
    }
  }
  return out;
}

/**
 * An amount in Chinese capitals, to the fen (人民币大写): 1800 → 壹仟捌佰元整, 1010.5 →
 * 壹仟零壹拾元伍角整, 0.05 → 伍分, a negative one 负…. Null for no number or one too large.
 */
export function chineseCapitals(value: number | string | null | undefined): string | null {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n == null || !Number.isFinite(n) || Math.abs(n) >= MAX_CAPITALS) return null;
  const cents = Math.round(Math.abs(n) * 100);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return '零元整';
  let out = yuan > 0 ? `${yuanText(yuan)}元` : '';
  if (jiao === 0 && fen === 0) out += '整';
  else {
    if (jiao > 0) out += `${DIGITS[jiao]}角`;
    else if (yuan > 0) out += DIGITS[0];
    out += fen > 0 ? `${DIGITS[fen]}分` : '整';
  }
  return (n < 0 ? '负' : '') + out;
}
