import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelStage } from '@crm/domain';
import { EChart } from '../../../../charts/EChart.tsx';
import { Choices } from '../../../../lib/choices/Choices.tsx';
import styles from '../Board.module.css';
import { useMoney } from '../../../../records/fields/figure-text.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** A process's key among the answer's (an opportunity without one has none: ''). */
const processOf = (stage: FunnelStage) => stage.processId ?? '';

/**
 * The open opportunities by stage, in their process's order: a funnel of their number, and the
 * stages' amounts and expected transactions (spec section 9). One process at a time (each has
 * stages of its own), the fullest first, the others a choice away.
 */
export function FunnelWidget({ stages: all, process: chosen, onProcess }: { stages: FunnelStage[]; process?: string; onProcess(id: string): void }) {
  const { t } = useTranslation();
  const { money, count } = useMoney();
  const processes = [...new Set(all.map(processOf))];
  const process = chosen !== undefined && processes.includes(chosen) ? chosen : processes[0];
  const stages = useMemo(() => all.filter((stage) => processOf(stage) === process), [all, process]);
  const names = new Map(all.map((stage) => [processOf(stage), stage.processName ?? t('web.board.noProcess')]));
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
    <WidgetCard
      widget="funnel"
      empty={stages.length === 0}
      extra={
        processes.length > 1 && (
          <Choices
            label={t('web.board.processLabel')}
            options={processes}
            chosen={process}
            text={(id: string) => names.get(id)!}
            testId="board-processes"
            onChoose={(id: string) => onProcess(id)}
          />
        )
      }
    >
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
            <tr key={stage.stageName} data-testid="board-funnel-stage" data-stage={stage.stageName} data-count={stage.count}>
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
