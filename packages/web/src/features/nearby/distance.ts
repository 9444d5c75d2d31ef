import type { TFunction } from 'i18next';

/**
 * A distance as the list shows it: whole metres under a kilometre, then kilometres with one
 * decimal under ten and whole beyond ("850 米", "1.2 公里", "12 km").
 */
export function formatDistance(t: TFunction, lang: string, metres: number): string {
  const whole = Math.round(metres);
  if (whole < 1000) return t('web.nearby.metres', { value: String(whole) });
  const km = whole / 1000;
  const value = new Intl.NumberFormat(lang, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  return t('web.nearby.kilometres', { value });
}
