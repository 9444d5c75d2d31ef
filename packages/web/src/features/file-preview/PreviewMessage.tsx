import type { ReactNode } from 'react';
import styles from './Preview.module.css';

/** What a preview says instead of the file: loading, a refusal, a failure, a file the phone cannot show. */
export function PreviewMessage({ children, role, testId }: { children: ReactNode; role?: 'status'; testId?: string }) {
  return (
    <div className={styles.message} role={role} data-testid={testId}>
      {children}
    </div>
  );
}
