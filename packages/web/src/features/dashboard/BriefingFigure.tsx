import { useTranslation } from 'react-i18next';
import type { BriefingPeriod, Figure } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { useMoney } from '../../records/fields/figure-text.ts';
import styles from './Briefing.module.css';

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
  const { money, count } = useMoney();
  const text = figure.money ? money : count;
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
