import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ENGINEER_STATUS, formatDateTime, type EngineerStatus } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';
import { EngineerStatusTag } from './EngineerStatusTag.tsx';
import { myStatusQuery, useSetMyStatus } from './work-user-api.ts';
import styles from './WorkOrder.module.css';

const CHOICES = [ENGINEER_STATUS.free, ENGINEER_STATUS.busy, ENGINEER_STATUS.offline] as const;

/** /crm/updateWorkUser: the engineer's own status (free, busy, offline) and since when, set with one tap. */
export function WorkUserStatusPage() {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const state = useQuery(myStatusQuery());
  const save = useSetMyStatus();
  if (state.error) return <ScreenMessage />;
  if (!state.data) return <ScreenLoading />;
  const { status, since } = state.data;

  async function choose(next: EngineerStatus) {
    if (next === status) return;
    await save.mutateAsync(next);
    feedback.success(t('entity.crmWorkOrder.myStatus.saved', { status: t(`entity.crmWorkOrder.engineerStatus.${next}`) }));
  }

  return (
    <div className={styles.page} data-testid="work-user-status">
      <header className={styles.header}>
        <div className={styles.weak}>{t('entity.crmWorkOrder.myStatus.current')}</div>
        <h2 className={styles.title}>
          <EngineerStatusTag status={status} />
        </h2>
        {since && (
          <div className={styles.weak} data-testid="work-user-since">
            {t('entity.crmWorkOrder.myStatus.since', { time: formatDateTime(since, timeZone) })}
          </div>
        )}
      </header>
      <div className={styles.statuses} role="group" aria-label={t('entity.crmWorkOrder.myStatus.current')}>
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            className={styles.status}
            aria-pressed={choice === status}
            color={choice === status ? 'primary' : 'default'}
            fill={choice === status ? 'solid' : 'outline'}
            disabled={save.isPending}
            onClick={() => void choose(choice).catch(() => undefined)}
            data-testid={`work-user-status-${choice}`}
          >
            {t(`entity.crmWorkOrder.engineerStatus.${choice}`)}
          </Button>
        ))}
      </div>
      <p className={styles.hint}>{t('entity.crmWorkOrder.myStatus.hint')}</p>
    </div>
  );
}
