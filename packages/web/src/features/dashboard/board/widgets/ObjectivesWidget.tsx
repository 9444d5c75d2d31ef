import { useTranslation } from 'react-i18next';
import ProgressBar from 'antd-mobile/es/components/progress-bar/index.js';
import { OBJECTIVE_TYPE, type BoardObjective } from '@crm/domain';
import styles from '../Board.module.css';
import { useMoney } from '../../../../records/fields/figure-text.ts';
import { WidgetCard } from './WidgetCard.tsx';

const KIND: Record<string, 'won' | 'received'> = { [OBJECTIVE_TYPE.won]: 'won', [OBJECTIVE_TYPE.received]: 'received' };

/** The team's targets for the period against what it won and received: a bar each, the rate "—" without a target. */
export function ObjectivesWidget({ objectives }: { objectives: BoardObjective[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <WidgetCard widget="objectives" empty={objectives.length === 0}>
      <ul className={styles.rows}>
        {objectives.map((objective) => (
          <li key={objective.objectiveType} className={styles.objective} data-testid="board-objective" data-type={objective.objectiveType}>
            <div className={styles.line}>
              <span>{t(`web.board.objective.${KIND[objective.objectiveType] ?? 'won'}`)}</span>
              <strong data-testid="board-objective-rate">{objective.rate === null ? '—' : `${objective.rate}%`}</strong>
            </div>
            <ProgressBar percent={objective.rate === null ? 0 : Math.min(100, objective.rate)} aria-hidden />
            <div className={styles.line}>
              <span className={styles.muted}>{t('web.board.actual', { value: money(objective.actual) })}</span>
              <span className={styles.muted}>{t('web.board.target', { value: money(objective.target) })}</span>
            </div>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
