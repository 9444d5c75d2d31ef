import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelStage } from '@crm/domain';
import { EChart } from '../../../../charts/EChart.tsx';
import styles from '../Board.module.css';
import { useMoney } from '../../../../records/fields/figure-text.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The open opportunities by stage, in their process's order: a funnel of their number, and the stages' amounts and expected transactions (spec section 9). */
export function FunnelWidget({ stages }: { stages: FunnelStage[] }) {
  const { t } = useTranslation();
  const { money, count } = useMoney();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          // The process's order, not the largest first: a stage keeps its place.
          sort: 'none',
          left: '10%',
          width: '80%',
          minSize: '20%',
          label: { position: 'inside', formatter: '{b}: {c}' },
          data: stages.map((stage) => ({ name: stage.stageName, value: stage.count })),
        },
      ],
    }),
    [stages],
  );
  return (
    <WidgetCard widget="funnel" empty={stages.length === 0}>
      <EChart option={option} height={Math.max(160, stages.length * 44)} label={t('web.board.widget.funnel')} testId="board-funnel-chart" />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('web.board.stage')}</th>
            <th scope="col">{t('web.board.count')}</th>
            <th scope="col">{t('web.board.amount')}</th>
            <th scope="col">{t('web.board.expectedTransaction')}</th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage) => (
            <tr key={stage.stageName} data-testid="board-funnel-stage">
              <th scope="row">{stage.stageName}</th>
              <td>{count(stage.count)}</td>
              <td>{money(stage.amount)}</td>
              <td>{money(stage.expectedTransaction)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WidgetCard>
  );
}
