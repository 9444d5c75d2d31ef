import type { Lang } from '../api/contract.ts';

/**
 * Durations of spec section 9 ("durations display in seconds, minutes, hours or days"): a length
 * of time in seconds as the two largest units it has, rounded down to whole ones ("2分35秒",
 * "1小时5分", "2天3小时"; "2 min 35 s" in English); a unit that comes out zero is left out.
 */
const UNITS: Record<Lang, { day: string; hour: string; minute: string; second: string; alone: { minute: string }; gap: string }> = {
  'zh-CN': { day: '天', hour: '小时', minute: '分', second: '秒', alone: { minute: '分钟' }, gap: '' },
  'zh-TW': { day: '天', hour: '小時', minute: '分', second: '秒', alone: { minute: '分鐘' }, gap: '' },
  en: { day: ' d', hour: ' h', minute: ' min', second: ' s', alone: { minute: ' min' }, gap: ' ' },
};

const SIZES = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export function formatDuration(seconds: number | string | null | undefined, lang: Lang): string {
  const n = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (n == null || !Number.isFinite(n)) return '';
  const units = UNITS[lang] ?? UNITS['zh-CN'];
  let rest = Math.max(0, Math.floor(n));
  if (rest === 0) return `0${units.second}`;
  const start = SIZES.findIndex(([, size]) => rest >= size);
  const parts: string[] = [];
  for (const [unit, size] of SIZES.slice(start, start + 2)) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}${units[unit]}`);
  }
  // "2分" alone reads as a score in Chinese: a whole number of minutes is "2分钟".
  if (parts.length === 1 && SIZES[start]![0] === 'minute') return `${Math.floor(n / 60)}${units.alone.minute}`;
  return parts.join(units.gap);
}
