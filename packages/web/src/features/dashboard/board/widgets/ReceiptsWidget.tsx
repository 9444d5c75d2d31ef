import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthAmount } from '@crm/domain';
import { EChart } from '../../../../charts/EChart.tsx';
import { useMoney } from '../../../../records/fields/figure-text.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** Confirmed receipts month by month, the twelve months up to the period's end: a bar each, its amount on hover and in the picture's name. */
export function ReceiptsWidget({ months }: { months: MonthAmount[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => money(value) },
      // "11", not "2026-11": the months run in order, the year is the period's.
      xAxis: { type: 'category', data: months.map((month) => String(Number(month.month.slice(5)))) },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => money(value) } },
      series: [{ type: 'bar', data: months.map((month) => month.amount), itemStyle: { color: '#1677ff' } }],
    }),
    [months, money],
  );
  const said = months.map((month) => `${month.month} ${money(month.amount)}`).join(', ');
  return (
    <WidgetCard widget="receiptsByMonth" empty={months.every((month) => month.amount === 0)}>
      <EChart option={option} height={220} label={`${t('web.board.widget.receiptsByMonth')}: ${said}`} testId="board-receipts-chart" />
    </WidgetCard>
  );
}
