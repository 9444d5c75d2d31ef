import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardWidget } from '@crm/domain';
import styles from '../Board.module.css';

/** One widget of a board: its title, what it shows, or a line saying there is nothing to show for the period. */
export function WidgetCard({ widget, empty, extra, children }: { widget: BoardWidget; empty: boolean; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={`board-${widget}`} data-testid="board-widget" data-widget={widget}>
      <div className={styles.cardHead}>
        <h2 id={`board-${widget}`} className={styles.cardTitle}>
          {t(`web.board.widget.${widget}`)}
        </h2>
        {extra}
      </div>
      {empty ? <p className={styles.none}>{t('web.board.none')}</p> : children}
    </section>
  );
}
