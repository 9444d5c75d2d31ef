import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECORD_API, type Page, type RecordRow } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { manifestOf } from '../../../records/definitions.ts';
import { quantityText, StockFlowList } from '../../../records/stock/StockFlowList.tsx';
import styles from '../../../records/stock/StockFlows.module.css';
import frame from '../../../records/view/RecordPanel.module.css';
import type { RecordPanelProps } from '../../../records/web-object.ts';

/** The stock object, named here as a literal (an object folder imports no other object's). */
const STOCK = { module: 'wms', apiName: 'wmsStock' } as const;

/** The product's stock records, one per warehouse holding it (the generic list, filtered). Silent: no right to stock, no panel. */
const stockQuery = (productId: string, version: unknown) =>
  queryOptions({
    queryKey: ['productStock', productId, version] as const,
    queryFn: ({ signal }) =>
      http
        .get<Page<RecordRow>>(
          RECORD_API.list(STOCK.module, STOCK.apiName),
          { filters: JSON.stringify([{ field: 'productId', op: 'eq', value: productId }]), pageSize: 100 },
          { signal, silent: true },
        )
        .then(resultOf),
  });

/**
 * Between a product's header and its tabs, for a product whose stock is kept (issue 18): what each
 * warehouse holds of it and in all, each opening its stock record, then its latest moves.
 */
export function ProductStockPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const kept = record.inventoryEnabled === true;
  const { data } = useQuery({ ...stockQuery(record.id, record.version), enabled: kept });
  if (!kept || !data) return null;
  const view = manifestOf(STOCK.apiName)?.routes.view;
  const total = data.records.reduce((sum, row) => sum + Number(row.quantity ?? 0), 0);
  return (
    <section className={frame.panel} data-testid="product-stock">
      <h3 className={frame.title}>{t('web.stock.byWarehouse')}</h3>
      {data.records.length === 0 ? (
        <p className={styles.empty}>{t('web.stock.none')}</p>
      ) : (
        <ul className={styles.rows}>
          {data.records.map((row) => (
            <li key={row.id} data-testid="product-stock-row">
              <Link className={styles.row} to={`${view}?id=${encodeURIComponent(row.id)}`}>
                <span className={styles.source}>{String(row.warehouseId_dictText ?? '')}</span>
                <span className={styles.figures}>{quantityText(Number(row.quantity ?? 0))}</span>
              </Link>
            </li>
          ))}
          <li className={styles.row}>
            <span className={styles.total}>{t('web.stock.total')}</span>
            <span className={`${styles.figures} ${styles.total}`} data-testid="product-stock-total">
              {quantityText(total)}
            </span>
          </li>
        </ul>
      )}
      <h3 className={frame.title}>{t('web.stock.flows')}</h3>
      {/* The latest few: the product's own tabs come after them. */}
      <StockFlowList of={{ productId: record.id }} version={record.version} withWarehouse pageSize={5} />
    </section>
  );
}
