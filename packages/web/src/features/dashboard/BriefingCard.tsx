import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Card from 'antd-mobile/es/components/card/index.js';
import { HOME_BRIEFING_KEYS } from '@crm/domain';
import { homeBriefingQuery } from './api/briefing.ts';
import { BriefingFigure } from './BriefingFigure.tsx';
import styles from './Briefing.module.css';

const SALES_BRIEFING_PATH = '/crm/crmSalesReport';
/** Who holds the sales briefing app sees its card on the home page. */
export const SALES_BRIEFING_PERMISSION = 'crm:crmSalesReport:list';

/**
 * The home page's briefing card (issue 15): new customers, follow-ups, deals won and money
 * received this month against last month, its header opening the whole briefing. Its own query:
 * the rest of the home page never waits for it, and it keeps its place while it loads.
 */
export function BriefingCard() {
  const { t } = useTranslation();
  const query = useQuery(homeBriefingQuery());
  const figures = query.data?.figures;
  return (
    <Card
      title={t('web.briefing.homeTitle')}
      extra={
        <Link to={SALES_BRIEFING_PATH} className={styles.more} data-testid="home-briefing-all">
          {t('web.briefing.all')}
        </Link>
      }
      className={styles.card}
      style={{ marginTop: 12 }}
      data-testid="home-briefing"
    >
      {figures ? (
        <div className={styles.grid}>
          {figures.map((figure) => (
            <BriefingFigure key={figure.key} figure={figure} period="thisMonth" />
          ))}
        </div>
      ) : query.isError ? (
        <p style={{ margin: 0, color: '#999' }}>
          {t('web.common.loadFailed')}{' '}
          <button
            type="button"
            className={styles.more}
            style={{ border: 0, background: 'none', color: 'var(--adm-color-primary)', padding: '0 8px' }}
            onClick={() => void query.refetch()}
          >
            {t('web.common.retry')}
          </button>
        </p>
      ) : (
        <div className={styles.grid} role="status" aria-label={t('web.common.loading')}>
          {HOME_BRIEFING_KEYS.map((key) => (
            <div key={key} className={styles.placeholder} />
          ))}
        </div>
      )}
    </Card>
  );
}
