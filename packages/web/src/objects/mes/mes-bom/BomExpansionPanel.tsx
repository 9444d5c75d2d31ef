import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount, MES_BOM_API, roundTo, type BomExpansion, type BomExpansionRow } from '@crm/domain';
import { http, HttpError, refusalOf } from '../../../lib/http.ts';
import { useLang } from '../../../lib/i18n.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { useSymbolOf } from '../../../records/fields/field-queries.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import frame from '../../../records/view/RecordPanel.module.css';
import styles from './BomExpansionPanel.module.css';

/**
 * The expansion, asked afresh for each version of the BOM it is opened at (components' BOMs and
 * cost prices move on their own). Silent: the panel says itself why there is none.
 */
const expansionQuery = (id: string, version: unknown) =>
  queryOptions({
    queryKey: ['bomExpansion', id, version] as const,
    queryFn: ({ signal }) => http.get<BomExpansion>(MES_BOM_API.expand, { id }, { signal, silent: true }).then(resultOf),
  });

/** Quantities as the BOM lines are written: up to four decimals. */
const quantityText = (value: number) => String(roundTo(value, 4));

/** A row is out of sight while a component above it is collapsed (positions nest: `1.2` is under `1`). */
const hiddenUnder = (row: BomExpansionRow, collapsed: ReadonlySet<string>) => [...collapsed].some((position) => row.position.startsWith(`${position}.`));

function ExpansionRow({
  row,
  money,
  collapsed,
  onToggle,
}: {
  row: BomExpansionRow;
  money: (value: number | null) => string;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const unit = row.unitText ?? '';
  return (
    <li className={styles.row} style={{ paddingInlineStart: `${Math.min(row.level - 1, 6) * 14}px` }} data-testid={`bom-row-${row.position}`}>
      <div className={styles.head}>
        {row.bomId ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'entity.mesBom.expansion.expand' : 'entity.mesBom.expansion.collapse')}
            onClick={onToggle}
            data-testid={`bom-toggle-${row.position}`}
          >
            {collapsed ? '▸' : '▾'}
          </button>
        ) : (
          <span className={styles.leaf} aria-hidden="true" />
        )}
        <span className={styles.name}>{row.componentName}</span>
        <span className={styles.cost}>{money(row.cost)}</span>
      </div>
      <div className={styles.facts}>
        <span className={styles.level}>{t('entity.mesBom.expansion.level', { level: row.level })}</span>
        <span>
          {t('entity.mesBom.expansion.expandedQuantity')} {quantityText(row.expandedQuantity)}
          {unit}
        </span>
        <span>{t('entity.mesBom.expansion.perParent', { quantity: quantityText(row.quantity) })}</span>
        {row.lossRate > 0 && <span>{t('entity.mesBom.expansion.loss', { rate: quantityText(row.lossRate) })}</span>}
        <span>
          {t('entity.mesBom.expansion.unitCost')} {money(row.unitCost)}
        </span>
        {row.bomNo && <span className={styles.madeBy}>{t('entity.mesBom.expansion.madeBy', { bomNo: row.bomNo })}</span>}
      </div>
    </li>
  );
}

/** Between a BOM's header and its tabs: every component down the tree, what the output takes of it and what it costs, and the total. */
export function BomExpansionPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const symbol = useSymbolOf(null);
  const { data, error } = useQuery(expansionQuery(record.id, record.version));
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // No right to it, or the record is gone: the detail screen says so, the panel adds nothing.
  if (error instanceof HttpError && error.status !== 422) return null;
  if (error) {
    return (
      <section className={frame.panel} data-testid="bom-expansion">
        <h3 className={frame.title}>{t('entity.mesBom.expansion.title')}</h3>
        <p className={styles.note}>{t('entity.mesBom.expansion.failed', { message: refusalOf(error) })}</p>
      </section>
    );
  }
  if (!data) return null;
  // Cheap parts cost fractions of a cent each: below 1, up to four decimals.
  const money = (value: number | null) =>
    value === null ? '—' : `${value < 0 ? '-' : ''}${symbol}${Math.abs(value) < 1 ? quantityText(Math.abs(value)) : formatAmount(Math.abs(value), lang)}`;
  const toggle = (position: string) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (!after.delete(position)) after.add(position);
      return after;
    });
  return (
    <section className={frame.panel} data-testid="bom-expansion">
      <h3 className={frame.title}>{t('entity.mesBom.expansion.title')}</h3>
      <p className={styles.basis}>{t('entity.mesBom.expansion.forOutput', { quantity: quantityText(data.quantity), unit: data.unitText ?? '' })}</p>
      <ul className={styles.rows}>
        {data.rows
          .filter((row) => !hiddenUnder(row, collapsed))
          .map((row) => (
            <ExpansionRow key={row.position} row={row} money={money} collapsed={collapsed.has(row.position)} onToggle={() => toggle(row.position)} />
          ))}
      </ul>
      <dl className={styles.totals} data-testid="bom-totals">
        <div>
          <dt>{t('entity.mesBom.expansion.totalCost')}</dt>
          <dd>{money(data.totalCost)}</dd>
        </div>
        <div>
          <dt>{t('entity.mesBom.expansion.productUnitCost')}</dt>
          <dd>{money(data.unitCost)}</dd>
        </div>
      </dl>
      {data.uncosted > 0 && <p className={styles.note}>{t('entity.mesBom.expansion.uncosted', { count: data.uncosted })}</p>}
    </section>
  );
}
