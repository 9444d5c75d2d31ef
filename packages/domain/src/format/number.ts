/**
 * Number display of spec section 9: under 10000 at most two decimals; larger values in units of
 * 万 (10^4), 亿 (10^8) and 万亿 (10^12).
 */
const UNITS: ReadonlyArray<{ size: number; label: string }> = [
  { size: 1e12, label: '万亿' },
  { size: 1e8, label: '亿' },
  { size: 1e4, label: '万' },
];

function upToTwoDecimals(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatAmount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n == null || !Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (const unit of UNITS) {
    if (abs >= unit.size) return `${sign}${upToTwoDecimals(abs / unit.size)}${unit.label}`;
  }
  return `${sign}${upToTwoDecimals(abs)}`;
}
