import { useTranslation } from 'react-i18next';
import { tKey } from '../../../lib/i18n.ts';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { formatDateTime, pointOf, VISIT_STATUS, type AddressValue } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { AddressDisplay } from '../../../records/fields/display/AddressDisplay.tsx';
import { ImagesDisplay } from '../../../records/fields/display/ImagesDisplay.tsx';
import { LazyLocationMap } from '../../../records/fields/map/LazyLocationMap.tsx';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import { signStateColor, signStateLabel } from './sign-state.ts';
import { distanceText } from './visit-api.ts';
import styles from './Visit.module.css';

/**
 * The sign-in between the visit's header and its tabs: when, what it was recorded as, how far
 * from the customer, where (on the map, its address opening the full map) and the photos; before
 * it, that the visit is not signed in yet (while planned).
 */
export function VisitSignPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const signed = typeof record.signTime === 'string' && record.signTime !== '';
  if (!signed) {
    if (record.status !== VISIT_STATUS.planned) return null;
    return (
      <section className={styles.panel} data-testid="visit-sign-panel" data-signed="false">
        <h3 className={styles.panelTitle}>{t('entity.crmVisit.panel.title')}</h3>
        <div className={styles.weak}>{t('entity.crmVisit.panel.notSigned')}</div>
      </section>
    );
  }
  const place = record.signLocation as AddressValue | null;
  const point = pointOf(place);
  const distance = typeof record.signDistance === 'number' ? record.signDistance : null;
  return (
    <section className={styles.panel} data-testid="visit-sign-panel" data-signed="true">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{t('entity.crmVisit.panel.title')}</h3>
        <span className={styles.weak}>{t('entity.crmVisit.panel.at', { time: formatDateTime(String(record.signTime), timeZone) })}</span>
      </div>
      <div className={styles.panelLine}>
        <Tag color={signStateColor(record.signState)} fill="outline" data-testid="visit-sign-state">
          {tKey(t, signStateLabel(record.signState))}
        </Tag>
        {distance !== null && <span data-testid="visit-sign-distance">{t('entity.crmVisit.signPage.distance', { distance: distanceText(distance, t) })}</span>}
      </div>
      {place && (
        <div className={styles.panelLine}>
          <AddressDisplay value={place} title={String(record.customerName ?? '')} />
        </div>
      )}
      {point && <LazyLocationMap lat={point.lat} lng={point.lng} height={160} />}
      <div style={{ marginTop: 8 }}>
        <ImagesDisplay value={record.signImages} />
      </div>
    </section>
  );
}
