import { lazy, memo, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Checkbox from 'antd-mobile/es/components/checkbox/index.js';
import { CheckCircleFill } from 'antd-mobile-icons';
import { AUDIT_LIST_STATES, formatAmount, formatDateTime, MAX_AUDIT_BATCH, type AuditItem, type AuditListState, type AuditRecordRef } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { useLang } from '../../lib/i18n.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { auditRecordPath } from '../../records/audit/audit-links.ts';
import { useAuditBatch } from '../../records/audit/audit-queries.ts';
import { AuditStatusTag } from '../../records/audit/AuditStatusTag.tsx';
import { useObjectLabels } from '../../records/audit/object-labels.ts';
import { useSymbolOf } from '../../records/fields/field-queries.ts';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { auditListQuery, auditListStateOf } from './api/audit-list.ts';
import styles from './Audit.module.css';
import { PagedList } from '../../lib/paged-list.tsx';

// The opinion sheet (a popup and its animation library) loads when a batch is first confirmed.
const OpinionSheet = lazy(() => import('./OpinionSheet.tsx').then((m) => ({ default: m.OpinionSheet })));

const keyOf = (ref: AuditRecordRef) => `${ref.apiName}:${ref.id}`;

function AuditAmount({ amount, currency }: { amount: number; currency: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const symbol = useSymbolOf(currency);
  return <p className={styles.cardLine}>{t('web.audit.list.amount', { amount: `${symbol}${formatAmount(amount, lang)}` })}</p>;
}

interface CardProps {
  item: AuditItem;
  objectLabel: string;
  state: AuditListState;
  /** In batch mode: whether it is chosen; undefined outside batch mode. */
  selected?: boolean;
  refused?: string;
  onTap: (item: AuditItem) => void;
}

/** One submission: its object, record, submitter and time, amount and status; a tap opens the record (or chooses it, in batch mode). */
const AuditCard = memo(function AuditCard({ item, objectLabel, state, selected, refused, onTap }: CardProps) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const choosing = selected !== undefined;
  return (
    <div
      className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card}
      data-testid="audit-item"
      data-id={item.id}
      role={choosing ? 'checkbox' : 'button'}
      aria-checked={choosing ? selected : undefined}
      aria-label={choosing ? t('web.audit.list.select', { title: item.title }) : undefined}
      tabIndex={0}
      onClick={() => onTap(item)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || (choosing && event.key === ' ')) onTap(item);
      }}
    >
      {choosing && (
        <span className={styles.check} aria-hidden>
          {selected ? <CheckCircleFill className={styles.tickOn} /> : <span className={styles.tick} />}
        </span>
      )}
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <span data-testid="audit-item-object">{objectLabel}</span>
          <AuditStatusTag value={item.auditStatus} />
        </div>
        <p className={styles.cardTitle} data-testid="audit-item-title">
          {item.title}
        </p>
        <p className={styles.cardLine}>
          {t('web.audit.list.submitter', { name: item.submitterName })} ·{' '}
          {t('web.audit.list.submittedAt', { time: formatDateTime(item.submittedAt, timeZone) })}
        </p>
        {item.amount !== null && <AuditAmount amount={item.amount} currency={item.currency} />}
        {state === 'pending' && item.stepName && <p className={styles.cardLine}>{t('web.audit.list.step', { step: item.stepName })}</p>}
        {refused && (
          <p className={styles.refused} role="alert" data-testid="audit-item-refused">
            {refused}
          </p>
        )}
      </div>
    </div>
  );
});

/** A list of my audits in one state; in batch mode (pending only) cards are chosen and agreed or rejected together. */
function AuditList({ state, batch }: { state: AuditListState; batch: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(auditListQuery(state));
  const items = query.data?.pages.flatMap((page) => page.records) ?? [];
  const objectLabel = useObjectLabels(items.map((item) => item.apiName));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const [deciding, setDeciding] = useState<'agree' | 'reject' | null>(null);
  // Each batch done starts the next one's opinion afresh.
  const [round, setRound] = useState(0);
  const sheetWanted = useOpenedOnce(deciding !== null);
  const run = useAuditBatch();
  const chosen = items.filter((item) => selected.has(keyOf(item)));
  const allChosen = items.length > 0 && items.slice(0, MAX_AUDIT_BATCH).every((item) => selected.has(keyOf(item)));

  function tap(item: AuditItem) {
    if (!batch) {
      const path = auditRecordPath(item);
      if (path) void navigate(path);
      return;
    }
    const key = keyOf(item);
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else if (next.size >= MAX_AUDIT_BATCH) {
      feedback.toast(t('web.audit.list.tooMany', { max: MAX_AUDIT_BATCH }));
      return;
    } else next.add(key);
    setSelected(next);
  }

  function decide(action: 'agree' | 'reject') {
    if (chosen.length === 0) {
      feedback.toast(t('web.audit.list.noneSelected'));
      return;
    }
    setDeciding(action);
  }

  async function confirm(opinion: string) {
    const action = deciding;
    if (!action) return;
    const refs = chosen.map(({ apiName, id }) => ({ apiName, id }));
    let result;
    try {
      result = await run.mutateAsync({ action, items: refs, opinion });
    } catch {
      // The HTTP client said why; the choice stays for another try.
      return;
    }
    setDeciding(null);
    setRound((n) => n + 1);
    setSelected(new Set());
    setRefused(new Map(result.refused.map((item) => [keyOf(item), item.message])));
    if (result.refused.length === 0) {
      feedback.success(t('web.audit.list.batchDone'));
      return;
    }
    const titleOf = (ref: AuditRecordRef) => items.find((item) => keyOf(item) === keyOf(ref))?.title ?? ref.id;
    await feedback.alert({
      content: [
        t('web.audit.list.batchResult', { done: result.done.length, refused: result.refused.length }),
        ...result.refused.map((item) => t('web.audit.list.refusedItem', { title: titleOf(item), message: item.message })),
      ].join('\n'),
    });
  }

  return (
    <>
      <PagedList query={query} count={items.length} emptyTitle={t(`web.audit.list.empty.${state}`)}>
        <div className={styles.cards} data-testid={`audit-list-${state}`}>
          {items.map((item) => (
            <AuditCard
              key={keyOf(item)}
              item={item}
              objectLabel={objectLabel(item.apiName)}
              state={state}
              selected={batch ? selected.has(keyOf(item)) : undefined}
              refused={refused.get(keyOf(item))}
              onTap={tap}
            />
          ))}
        </div>
      </PagedList>
      {batch && (
        <>
          <div className={styles.barSpace} aria-hidden />
          <div className={styles.bottomBar} data-testid="audit-batch-bar">
            <Checkbox
              checked={allChosen}
              data-testid="audit-select-all"
              style={{ minHeight: 44 }}
              onChange={(checked) => setSelected(new Set(checked ? items.slice(0, MAX_AUDIT_BATCH).map(keyOf) : []))}
            >
              {t('web.audit.list.selectAll')}
            </Checkbox>
            <span className={`${styles.grow} ${styles.weak}`}>{t('web.audit.list.selected', { count: chosen.length })}</span>
            <Button color="danger" fill="outline" data-testid="audit-batch-reject" onClick={() => decide('reject')}>
              {t('web.audit.list.batchReject')}
            </Button>
            <Button color="primary" data-testid="audit-batch-agree" onClick={() => decide('agree')}>
              {t('web.audit.list.batchAgree')}
            </Button>
          </div>
        </>
      )}
      {sheetWanted && (
        <Suspense fallback={null}>
          <OpinionSheet
            key={round}
            visible={deciding !== null}
            title={t(deciding === 'reject' ? 'web.audit.opinion.batchRejectTitle' : 'web.audit.opinion.batchTitle', { count: chosen.length })}
            confirmText={t(deciding === 'reject' ? 'web.audit.action.reject' : 'web.audit.action.agree')}
            danger={deciding === 'reject'}
            loading={run.isPending}
            onConfirm={(opinion) => void confirm(opinion)}
            onClose={() => setDeciding(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * /crm/crmAuditList ('page:crmAuditList' of the menu catalogue): my audits, waiting for me, those
 * I acted on and those I submitted (?state=, so Back from a record returns to the same tab). The
 * pending tab has a batch mode: choose cards, then agree or reject them with one opinion.
 */
export function AuditListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = auditListStateOf(params.get('state')) ?? 'pending';
  const [batch, setBatch] = useState(false);
  return (
    <div className={styles.page} data-testid="audit-list-page">
      <div className={styles.header}>
        {/* The record screens' tab row: no animation library on a page opened many times a day. */}
        <RecordTabBar
          tabs={AUDIT_LIST_STATES.map((key) => ({ key, title: t(`web.audit.list.tab.${key}`) }))}
          active={state}
          onChange={(key) => {
            setBatch(false);
            setParams({ state: key }, { replace: true });
          }}
        />
        {state === 'pending' && (
          <div className={styles.toolbar}>
            <Button size="small" fill="none" color="primary" style={{ minHeight: 44 }} data-testid="audit-batch-toggle" onClick={() => setBatch((on) => !on)}>
              {batch ? t('web.audit.list.exitBatch') : t('web.audit.list.batch')}
            </Button>
          </div>
        )}
      </div>
      <AuditList key={state} state={state} batch={batch && state === 'pending'} />
    </div>
  );
}
