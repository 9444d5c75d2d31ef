import { useTranslation } from 'react-i18next';
import { formatAmount, type BriefingPeriod, type Figure, type Lang } from '@crm/domain';
import { tKey, useLang } from '../../lib/i18n.ts';
import { useDefaultCurrency } from '../../records/fields/field-queries.ts';
import styles from './Briefing.module.css';

/** A figure's value as spec section 9 shows numbers (万, 亿, 万亿), an amount with the tenant's currency. */
export function figureText(value: number, money: boolean, symbol: string, lang: Lang): string {
  return money ? `${symbol}${formatAmount(value, lang)}` : formatAmount(value, lang);
}

/** Month-on-month growth: up green, down red, "—" without a previous period (spec section 9). */
function Growth({ growth, period }: { growth: number | null; period: BriefingPeriod }) {
  const { t } = useTranslation();
  const versus = t(`web.briefing.versus.${period}`);
  if (growth === null) {
    return (
      <span className={styles.flat} aria-label={t('web.briefing.growthNone')} data-testid="briefing-growth" data-trend="none">
        —
      </span>
    );
  }
  // A percentage as the server rounded it (two decimals), never in units: "+12300%", not "+1.23万%".
  const size = String(Math.abs(growth));
  if (growth === 0) {
    return (
      <span className={styles.flat} aria-label={t('web.briefing.growthFlat', { versus })} data-testid="briefing-growth" data-trend="flat">
        0%
      </span>
    );
  }
  const up = growth > 0;
  return (
    <span
      className={up ? styles.up : styles.down}
      aria-label={t(up ? 'web.briefing.growthUp' : 'web.briefing.growthDown', { versus, value: size })}
      data-testid="briefing-growth"
      data-trend={up ? 'up' : 'down'}
    >
      {up ? `▲ +${size}%` : `▼ −${size}%`}
    </span>
  );
}

/** One figure: its name, its value in the period, its growth and the previous period's value. */
export function BriefingFigure({ figure, period }: { figure: Figure; period: BriefingPeriod }) {
  const { t } = useTranslation();
  const lang = useLang();
  const symbol = useDefaultCurrency()?.symbol ?? '¥';
  const text = (value: number) => figureText(value, figure.money, symbol, lang);
  return (
    <div className={styles.tile} data-testid="briefing-figure" data-key={figure.key}>
      <div className={styles.label}>{tKey(t, `web.briefing.figure.${figure.key}`)}</div>
      <div className={styles.value} data-testid="briefing-value" data-value={figure.current}>
        {text(figure.current)}
      </div>
      <div className={styles.compare}>
        <Growth growth={figure.growth} period={period} />
        <span className={styles.previous}>{t('web.briefing.previous', { value: text(figure.previous) })}</span>
      </div>
    </div>
  );
}
