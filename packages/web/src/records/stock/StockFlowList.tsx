import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import { formatDateTime, RECORD_API, type Page, type StockFlow } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { manifestOf } from '../definitions.ts';
import styles from './StockFlows.module.css';

/** The moves of one stock record, or of a product in every warehouse. */
export type StockFlowsOf = { id: string } | { productId: string };

const PAGE_SIZE = 20;

/** A quantity as counted, never in units of ten thousand: 12.5, 3000. */
export const quantityText = (value: number) => String(Math.round(Math.abs(value) * 100) / 100);

/**
 * A stock's moves, latest first (GET /wms/wmsStock/flows): each the record that made it, by its
 * number, opening that record; what came in or went out; what was left after it. Silent where the
 * viewer may not see stock: then nothing is shown.
 */
export function StockFlowList({
  of,
  version,
  withWarehouse,
  pageSize = PAGE_SIZE,
}: {
  of: StockFlowsOf;
  version: unknown;
  withWarehouse?: boolean;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: ['stockFlows', of, version, pageSize] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<StockFlow>>(RECORD_API.stockFlows, { ...of, pageNo: pageParam, pageSize }, { signal, silent: true }).then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
  if (!data) return null;
  const flows = data.pages.flatMap((page) => page.records);
  return (
    <>
      {flows.length === 0 ? (
        <p className={styles.empty}>{t('web.stock.flowsEmpty')}</p>
      ) : (
        <ul className={styles.rows} data-testid="stock-flows">
          {flows.map((flow) => {
            const view = manifestOf(flow.sourceObject)?.routes.view;
            const inward = flow.quantity > 0;
            const content = (
              <>
                <span className={styles.what}>
                  <span className={styles.source}>
                    {t(inward ? 'web.stock.moveIn' : 'web.stock.moveOut')} {flow.sourceNo ?? ''}
                    {withWarehouse ? ` · ${flow.warehouseName}` : ''}
                  </span>
                  <span className={styles.when}>
                    {formatDateTime(flow.movedAt, timeZone)}
                    {flow.userName ? ` · ${flow.userName}` : ''}
                  </span>
                </span>
                <span className={styles.figures}>
                  <span className={inward ? styles.in : styles.out}>
                    {inward ? '+' : '-'}
                    {quantityText(flow.quantity)}
                  </span>
                  <span className={styles.balance}>
                    {t('web.stock.balance')} {quantityText(flow.balance)}
                  </span>
                </span>
              </>
            );
            return (
              <li key={flow.id} data-testid="stock-flow">
                {view ? (
                  <Link className={styles.row} to={`${view}?id=${encodeURIComponent(flow.sourceId)}`}>
                    {content}
                  </Link>
                ) : (
                  <div className={styles.row}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {hasNextPage && (
        <Button className={styles.more} fill="none" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('web.stock.more')}
        </Button>
      )}
    </>
  );
}
