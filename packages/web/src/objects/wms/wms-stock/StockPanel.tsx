import { useTranslation } from 'react-i18next';
import { StockFlowList } from '../../../records/stock/StockFlowList.tsx';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import frame from '../../../records/view/RecordPanel.module.css';

/** Between a stock record's header and its tabs: every move of the product in and out of the warehouse, the record that made it, and what was left. */
export function StockPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={frame.panel} data-testid="stock-panel">
      <h3 className={frame.title}>{t('web.stock.flows')}</h3>
      <StockFlowList of={{ id: record.id }} version={record.version} />
    </section>
  );
}
