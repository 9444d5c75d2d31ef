import type { ReactNode } from 'react';
import styles from './Choices.module.css';

/** The rows of choices a numbers screen is asked by, kept in sight under the navigation bar as the page scrolls. */
export function ChoiceBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}

/**
 * A row of choices, one chosen: 44 px buttons that say which is pressed (a radio group). The
 * sales briefing's periods and teams, the board's and the data view's, each choose this way.
 */
export function Choices<T extends string | number>({
  label,
  options,
  chosen,
  text,
  testId,
  onChoose,
}: {
  label: string;
  options: readonly T[];
  chosen: T | undefined;
  text(option: T): string;
  testId: string;
  onChoose(option: T): void;
}) {
  return (
    <div className={styles.options} role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === chosen}
          className={option === chosen ? `${styles.option} ${styles.chosen}` : styles.option}
          data-value={option}
          onClick={() => onChoose(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
