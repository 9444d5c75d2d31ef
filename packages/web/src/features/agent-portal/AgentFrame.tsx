import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import { AGENT_PATHS } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { queryClient } from '../../lib/query-client.ts';
import styles from './agent-portal.module.css';

/**
 * A page of the partner's portal: its title, a way back (to the partner's home, or `back`) and
 * what the page puts on its bar (`action`), outside the staff shell, which provides the query
 * client to its own pages only.
 */
export function AgentFrame({ title, back = AGENT_PATHS.my, action, children }: { title: string; back?: string; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.frame}>
        <header className={styles.bar}>
          <Link to={back} className={styles.back} data-testid="agent-back">
            ‹ {t('web.agent.back')}
          </Link>
          <h1 className={styles.title}>{title}</h1>
          {action && <div className={styles.action}>{action}</div>}
        </header>
        <main className={styles.body}>{children}</main>
      </div>
    </QueryClientProvider>
  );
}

/** While a page's data comes, or when it failed (with a way to ask again). */
export function AgentState({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <p className={styles.muted} role="status">
        {t('web.common.loading')}
      </p>
    );
  }
  return (
    <ErrorBlock status="default" title={t('web.common.loadFailed')} description="" data-testid="agent-load-failed">
      {onRetry && (
        <Button color="primary" className={styles.target} onClick={onRetry}>
          {t('web.common.retry')}
        </Button>
      )}
    </ErrorBlock>
  );
}

/** Nothing to show yet, and where to go from here. */
export function AgentEmpty({ text, children, testId }: { text: string; children?: ReactNode; testId?: string }) {
  return (
    <ErrorBlock status="empty" title={text} description="" data-testid={testId}>
      {children}
    </ErrorBlock>
  );
}
