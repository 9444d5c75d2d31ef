import type { Lang } from '../api/contract.ts';

/**
 * Number display of spec section 9: under 10000 at most two decimals; larger values in units, of
 * base 10000 in Chinese (万 10^4, 亿 10^8, 万亿 10^12; in traditional script 萬, 億, 兆 as Taiwan
 * writes them) and of base 1000 in English (K, M, B, T), so that no English reader meets a 万.
 */
const UNITS: Record<Lang, ReadonlyArray<{ size: number; label: string }>> = {
  'zh-CN': [
    { size: 1e12, label: '万亿' },
    { size: 1e8, label: '亿' },
    { size: 1e4, label: '万' },
  ],
  'zh-TW': [
    { size: 1e12, label: '兆' },
    { size: 1e8, label: '億' },
    { size: 1e4, label: '萬' },
  ],
  en: [
    { size: 1e12, label: 'T' },
    { size: 1e9, label: 'B' },
    { size: 1e6, label: 'M' },
    { size: 1e3, label: 'K' },
  ],
};

/** Values from here on are shown in units (spec section 9), whatever the language. */
const UNIT_THRESHOLD = 1e4;

function upToTwoDecimals(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatAmount(value: number | string | null | undefined, lang: Lang): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n == null || !Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs >= UNIT_THRESHOLD) {
    for (const unit of UNITS[lang] ?? UNITS['zh-CN']) {
      if (abs >= unit.size) return `${sign}${upToTwoDecimals(abs / unit.size)}${unit.label}`;
    }
  }
  return `${sign}${upToTwoDecimals(abs)}`;
}
