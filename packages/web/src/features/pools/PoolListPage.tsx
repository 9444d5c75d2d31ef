import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { RECORD_API, type MyPool, type RecordRow, type SceneCondition } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { feedback } from '../../lib/feedback.ts';
import { http } from '../../lib/http.ts';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { resultOf } from '../../lib/shared-queries.ts';
import { recordListQuery } from '../../records/api/list-queries.ts';
import { useRunAction } from '../../records/api/record-queries.ts';
import { RecordCard, type SwipeButton } from '../../records/list/RecordCard.tsx';
import { recordUrl, SEARCH_DEBOUNCE_MS } from '../../records/list/RecordListPage.tsx';
import { useEntityMeta, type EntityMeta } from '../../records/meta/entity-meta.ts';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { ScreenLoading } from '../../records/view/ScreenState.tsx';
import styles from '../../records/list/RecordList.module.css';
import own from './PoolList.module.css';

type PoolObject = 'crmCustomer' | 'crmClue';

const RULES = ['dailyClaimCap', 'maxHeld', 'lockoutDays', 'recycleNoFollowDays', 'recycleNoDealDays'] as const;
const NO_TAGS: never[] = [];

const myPoolsQuery = (poolType: PoolObject) => ({
  queryKey: ['myPools', poolType] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => http.get<MyPool[]>(RECORD_API.myPools, { poolType }, { signal }).then(resultOf),
});

/** What a pool asks of whoever claims from it, in a line. */
function RulesLine({ pool }: { pool: MyPool }) {
  const { t } = useTranslation();
  const parts = RULES.flatMap((rule) => (pool.rules[rule] === null ? [] : [t(`web.pool.rules.${rule}`, { count: pool.rules[rule] })]));
  if (pool.role === 'admin') parts.unshift(t('web.pool.admin'));
  if (parts.length === 0) return null;
  return (
    <div className={own.rules} data-testid="pool-rules">
      {parts.join(' · ')}
    </div>
  );
}

/** The records waiting in one pool: search, claim by swiping, open to allocate or look closer. */
function PoolRecords({ meta, pool }: { meta: EntityMeta; pool: MyPool }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { def } = meta;
  const conditions: SceneCondition[] = [
    { field: 'poolId', op: 'eq', value: pool.id },
    { field: 'ownerId', op: 'empty' },
  ];
  const list = useInfiniteQuery(
    recordListQuery(meta, { keyword: keyword || undefined, filters: JSON.stringify(conditions), sortField: 'updateTime', sortOrder: 'desc' }),
  );
  const records = useMemo(() => list.data?.pages.flatMap((page) => page.records) ?? [], [list.data]);
  const run = useRunAction(meta);
  const { mutateAsync } = run;

  const claim = useCallback(
    async (record: RecordRow) => {
      if (!(await feedback.confirm({ content: t('web.action.receiveConfirm') }))) return;
      await mutateAsync({ name: 'receive', id: record.id, version: Number(record.version) });
      feedback.success(t('web.pool.received'));
    },
    [mutateAsync, t],
  );
  const canClaim = can(`${def.permissionPrefix}:receive`);
  const actions = useMemo<SwipeButton[]>(
    () => (canClaim ? [{ key: 'receive', color: 'primary', onClick: (r) => void claim(r).catch(() => undefined) }] : []),
    [canClaim, claim],
  );
  const open = useCallback((record: RecordRow) => void navigate(recordUrl(meta, 'view', record.id)), [navigate, meta]);

  return (
    <>
      <div className={styles.header}>
        <RulesLine pool={pool} />
        <div className={styles.searchRow}>
          <SearchBar data-testid="pool-search" placeholder={t('web.list.search')} value={typed} onChange={setTyped} onSearch={(v) => setKeyword(v.trim())} />
        </div>
      </div>
      {list.isError && records.length === 0 ? (
        <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
          <Button color="primary" style={{ minHeight: 44 }} onClick={() => void list.refetch()}>
            {t('web.list.retry')}
          </Button>
        </ErrorBlock>
      ) : list.isSuccess && records.length === 0 ? (
        <ErrorBlock status="empty" title={t('web.pool.empty')} description="" data-testid="pool-empty" />
      ) : (
        <div className={styles.cards} data-testid="pool-list">
          {records.map((record) => (
            <RecordCard key={record.id} def={def} record={record} tagList={NO_TAGS} actions={actions} onOpen={open} />
          ))}
        </div>
      )}
      <MoreOnScroll hasMore={list.hasNextPage || (list.isPending && !list.isError)} loadMore={async () => void (await list.fetchNextPage())} />
    </>
  );
}

/**
 * /crm/crmCustomerPoolList and /crm/crmCluePoolList (spec section 2): the pools of customers or
 * leads the user claims from, one tab each, the default first, with each pool's rules, and what
 * waits in the chosen one.
 */
function PoolListPage({ apiName }: { apiName: PoolObject }) {
  const { t } = useTranslation();
  const { meta, isLoading } = useEntityMeta({ kind: 'entity', apiName });
  const pools = useQuery(myPoolsQuery(apiName));
  const [chosen, setChosen] = useState<string | undefined>();
  const mine = pools.data ?? [];
  const pool = mine.find((p) => p.id === chosen) ?? mine[0];

  if (pools.isError || (!meta && !isLoading)) {
    return (
      <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
        <Button color="primary" style={{ minHeight: 44 }} onClick={() => void pools.refetch()}>
          {t('web.list.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (!meta || !pools.data) return <ScreenLoading />;
  if (!pool) return <ErrorBlock status="empty" title={t('web.pool.none')} description={t('web.pool.noneHint')} data-testid="pool-none" />;
  return (
    <div className={styles.page} data-testid="pool-page">
      {mine.length > 1 && <RecordTabBar tabs={mine.map((p) => ({ key: p.id, title: p.name }))} active={pool.id} onChange={setChosen} />}
      <PoolRecords key={pool.id} meta={meta} pool={pool} />
    </div>
  );
}

export const CustomerPoolListPage = () => <PoolListPage apiName="crmCustomer" />;
export const CluePoolListPage = () => <PoolListPage apiName="crmClue" />;
