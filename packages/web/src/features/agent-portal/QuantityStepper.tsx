import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY } from '@crm/domain';
import styles from './agent-portal.module.css';

/**
 * A cart quantity: − and + of a finger's size, and the number to type, taken when the field is
 * left or Enter pressed (not at each keystroke, which would set 1, 12 and 120 on the way to 120).
 */
export function QuantityStepper({
  value,
  onChange,
  testId,
  disabled = false,
}: {
  value: number;
  onChange: (quantity: number) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft.trim());
    if (draft.trim() !== '' && Number.isInteger(typed) && typed >= 0 && typed !== value) onChange(Math.min(typed, CART_MAX_QUANTITY));
  };
  return (
    <div className={styles.stepper} data-testid={testId}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('web.agent.decrease')}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
        data-testid={`${testId}-minus`}
      >
        −
      </button>
      <input
        className={styles.stepInput}
        aria-label={t('web.agent.quantity')}
        inputMode="numeric"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        data-testid={`${testId}-input`}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('web.agent.increase')}
        disabled={disabled || value >= CART_MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
        data-testid={`${testId}-plus`}
      >
        +
      </button>
    </div>
  );
}
