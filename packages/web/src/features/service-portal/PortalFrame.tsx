import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import styles from './portal.module.css';

/**
 * A page of the service portal: its title and a way back (to the customer's home, or `back`),
 * outside the staff shell, which provides the query client to its own pages only.
 */
export function PortalFrame({ title, back = '/terminal/my', children }: { title: string; back?: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.frame}>
        <header className={styles.bar}>
          {back && (
            <Link to={back} className={styles.back} data-testid="portal-back">
              ‹ {t('web.terminal.back')}
            </Link>
          )}
          <h1 className={styles.title}>{title}</h1>
        </header>
        <main className={styles.body}>{children}</main>
      </div>
    </QueryClientProvider>
  );
}

/** While a page's data comes, or when it failed. */
export function PortalState({ failed }: { failed?: boolean }) {
  const { t } = useTranslation();
  return <p style={{ color: '#86909c' }}>{t(failed ? 'web.common.loadFailed' : 'web.common.loading')}</p>;
}
