import type { ReactNode } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../error-block.tsx';
import { HttpError } from '../http.ts';
import styles from './LinkKeyAnswer.module.css';

/**
 * A key that opens nothing: revoked, unknown, its record gone or not shareable now (404, none told
 * apart), or not a key at all (400). Asking again would not change it.
 */
export const isLinkGone = (error: unknown): boolean => error instanceof HttpError && (error.status === 404 || error.status === 400);

/** A link that opens nothing, said as such: none of its reasons is told apart. */
export function LinkGone({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <main className={styles.gone} data-testid={testId}>
      <ErrorBlock status="empty" title={title} description={text} />
    </main>
  );
}

/**
 * What a public page reads by its link's key (a shared article, a smart form, an order's payment
 * page: the customer's pages outside the staff shell), through its states: a missing or dead key
 * (`gone`), a failure to try again, loading, then the page itself.
 */
export function LinkKeyAnswer<T, K extends readonly unknown[]>({
  linkKey,
  query: options,
  gone,
  children,
}: {
  linkKey: string;
  query: UseQueryOptions<T, Error, T, K>;
  gone: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery({ ...options, enabled: linkKey !== '' });
  if (linkKey === '' || (query.isError && isLinkGone(query.error))) return gone;
  if (query.isError) {
    return (
      <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
        <Button color="primary" className={styles.retry} onClick={() => void query.refetch()}>
          {t('web.common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (query.data === undefined) {
    return (
      <p className={styles.loading} role="status">
        {t('web.common.loading')}
      </p>
    );
  }
  return children(query.data);
}
