import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Empty from 'antd-mobile/es/components/empty/index.js';
import { formatDateTime } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { viewersQuery } from '../../api/viewers.ts';
import { ScreenLoading } from '../ScreenState.tsx';
import styles from './ViewersTab.module.css';

/** Who opened the record (its detail screen), the latest first, and how often: for whoever may see the record. */
export function ViewersTab({ apiName, id }: { apiName: string; id: string }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data: viewers, isPending } = useQuery(viewersQuery(apiName, id));
  if (isPending) return <ScreenLoading />;
  if (!viewers || viewers.length === 0) return <Empty description={t('web.record.viewers.empty')} />;
  return (
    <ul className={styles.viewers} data-testid="record-viewers">
      {viewers.map((viewer) => (
        <li key={viewer.userId} className={styles.viewer} data-testid="record-viewer">
          <span className={styles.viewerName}>{viewer.userName}</span>
          <span className={styles.viewerWhen}>
            <time dateTime={viewer.lastViewedAt}>{formatDateTime(viewer.lastViewedAt, timeZone)}</time>
            <span>{t('web.record.viewers.views', { count: viewer.views })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
