import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from './error-block.tsx';
import { MoreOnScroll } from './more-on-scroll.tsx';

/** What a paged list's infinite query says of itself (TanStack Query's useInfiniteQuery result). */
interface PagedQuery {
  isError: boolean;
  isSuccess: boolean;
  isPending: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): Promise<unknown>;
}

/**
 * A list of pages as every list screen shows one: a first page that failed says so with a retry
 * (or `failed`, a refusal's own words), an empty answer says `emptyTitle`, and otherwise the list
 * (`children`), more of it loaded as it scrolls into view and a "no more" line under its end.
 */
export function PagedList({
  query,
  count,
  emptyTitle,
  emptyDescription = '',
  failed,
  children,
}: {
  query: PagedQuery;
  /** How many items the pages loaded hold. */
  count: number;
  emptyTitle: string;
  emptyDescription?: string;
  failed?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError && count === 0 ? (
        (failed ?? (
          <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
            <Button color="primary" style={{ minHeight: 44 }} onClick={() => void query.refetch()}>
              {t('web.common.retry')}
            </Button>
          </ErrorBlock>
        ))
      ) : query.isSuccess && count === 0 ? (
        <ErrorBlock status="empty" title={emptyTitle} description={emptyDescription} />
      ) : (
        children
      )}
      {/* Under a list only: an empty or refused page says so above. */}
      {(count > 0 || query.isPending) && (
        <MoreOnScroll
          hasMore={query.hasNextPage || (query.isPending && !query.isError)}
          loadMore={async () => {
            if (!query.isPending && !query.isFetchingNextPage) await query.fetchNextPage();
          }}
        />
      )}
    </>
  );
}
