import { useTranslation } from 'react-i18next';
import { BOARD_TOPS, type BoardTop, type RankingRow } from '@crm/domain';
import { Choices } from '../../../../lib/choices/Choices.tsx';
import styles from '../Board.module.css';
import { useMoney } from '../../../../records/fields/figure-text.ts';
import { WidgetCard } from './WidgetCard.tsx';

type RankingWidgetName = 'rankingWon' | 'rankingReceived' | 'rankingFollowUps';

/** The team's people, best first, by amount won, received or follow-ups written in the period; top 5, 10 or 20 (spec section 9). */
export function RankingWidget({ widget, rows, top, onTop }: { widget: RankingWidgetName; rows: RankingRow[]; top: BoardTop; onTop(top: BoardTop): void }) {
  const { t } = useTranslation();
  const { money, count } = useMoney();
  const value = widget === 'rankingFollowUps' ? count : money;
  return (
    <WidgetCard
      widget={widget}
      empty={rows.length === 0}
      extra={
        <Choices
          label={t('web.board.topLabel')}
          options={BOARD_TOPS}
          chosen={top}
          text={(option: BoardTop) => t('web.board.top', { n: option })}
          testId={`board-top-${widget}`}
          onChoose={onTop}
        />
      }
    >
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.userId} className={styles.rank} data-testid="board-rank" data-value={row.value}>
            <span className={index < 3 ? `${styles.place} ${styles.podium}` : styles.place}>{index + 1}</span>
            <span className={styles.name}>{row.name}</span>
            <span className={styles.amount}>{value(row.value)}</span>
          </li>
        ))}
      </ol>
    </WidgetCard>
  );
}
