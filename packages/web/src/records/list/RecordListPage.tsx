import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Skeleton from 'antd-mobile/es/components/skeleton/index.js';
import { AddOutline, FilterOutline, MoreOutline } from 'antd-mobile-icons';
import type { EntityDef, RecordRow, Scene, SceneCondition, Tag } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { PullToRefresh } from '../../lib/touch/PullToRefresh.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { useAppStore } from '../../stores/app.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { useSessionStore } from '../../stores/session.ts';
import { bizTypesQuery } from '../biz-type/biz-types.ts';
import { useBizTypeSheet } from '../biz-type/BizTypeSheet.tsx';
import { recordListQuery, scenesQuery, tableMadeByNameQuery, tableTagsQuery, useDeleteRecord, type ListCriteria } from '../api/list-queries.ts';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../meta/entity-meta.ts';
import { webObjectQuery } from '../web-object-query.ts';
import { RecordCard, type SwipeButton } from './RecordCard.tsx';
import { SceneBar } from './SceneBar.tsx';
import { conditionsOf, countChosen, filtersFromQuery, type FilterState } from './filters.ts';
import styles from './RecordList.module.css';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';

// Sheets load when first opened: the list shows without them (and their animation library).
const FilterSheet = lazy(() => import('./FilterSheet.tsx').then((m) => ({ default: m.FilterSheet })));
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet/index.js'));
const SpreadsheetSheets = lazy(() => import('./SpreadsheetSheets.tsx').then((m) => ({ default: m.SpreadsheetSheets })));

/** Keyword search waits for the user to pause typing. */
export const SEARCH_DEBOUNCE_MS = 400;

const NO_TAGS: readonly Tag[] = [];
/** The list's pages before the deferred copy has caught up with them on mount. */
const NOT_YET = Symbol('not yet');
const access = (record: RecordRow, key: 'canEdit' | 'canDelete') => record._access?.[key] !== false;

/** The scenes the object always has (spec section 9), when the server's list is not there. */
function presetScenes(def: EntityDef): Scene[] {
  return def.presetScenes.map((p) => ({
    id: p.key,
    name: p.label,
    tableName: def.table,
    visibility: '1',
    conditions: [...p.conditions],
    preset: true,
    ownerId: null,
  }));
}

/** Where a record opens, and its edit form: the object's routes with ?id= (and ?tableId=). */
export function recordUrl(meta: EntityMeta, route: 'view' | 'add' | 'edit', id?: string): string {
  const query = new URLSearchParams(meta.params);
  if (id) query.set('id', id);
  const search = query.toString();
  const path = route === 'edit' ? (meta.routes.edit ?? meta.routes.add) : meta.routes[route];
  return search ? `${path}?${search}` : path;
}

function ListSkeleton() {
  return (
    <div className={styles.cards} data-testid="record-list-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The generic list of any object: search, scenes, filters, infinite scroll, swipe actions. */
export function RecordListPage({ source }: { source: EntitySource }) {
  const { meta, error, isLoading } = useEntityMeta(source);
  const { t } = useTranslation();
  if (!meta) {
    if (isLoading) return <ListSkeleton />;
    return <ErrorBlock status="default" title={t('web.list.loadFailed')} description={error instanceof Error ? error.message : ''} />;
  }
  return <RecordList meta={meta} />;
}

function RecordList({ meta }: { meta: EntityMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { def } = meta;
  const can = usePermission();
  const userId = useSessionStore((s) => s.info?.id);
  const storedTags = useAppStore((s) => s.tagList);
  // The store has them after a login; after a reload the table's own list fills in.
  const tableTags = useQuery({ ...tableTagsQuery(def.table), enabled: def.features.tags && storedTags.length === 0 });
  const tagList = useMemo(() => (storedTags.length > 0 ? storedTags : (tableTags.data ?? NO_TAGS)), [storedTags, tableTags.data]);
  const tableNameList = useAppStore((s) => s.tableNameList);
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const prefix = def.permissionPrefix;

  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const [keyword, setKeyword] = useState('');
  useEffect(() => setKeyword(debouncedSearch.trim()), [debouncedSearch]);

  const [filterOpen, setFilterOpen] = useState(false);
  const filterWanted = useOpenedOnce(filterOpen);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreWanted = useOpenedOnce(moreOpen);
  const [spreadsheet, setSpreadsheet] = useState<'export' | 'import' | null>(null);
  const spreadsheetWanted = useOpenedOnce(spreadsheet !== null);
  // ?scene= opens the list on a scene (the customer home's counts link to theirs), ?<field>= with
  // choices of a filter field (the service board's counts link to theirs).
  const [searchParams] = useSearchParams();
  const [filterState, setFilterState] = useState<FilterState>(() => filtersFromQuery(def, searchParams));
  // Computed when the filters are confirmed: "today" means the day they were chosen.
  const [conditions, setConditions] = useState<SceneCondition[]>(() => conditionsOf(filterState, new Date(), timeZone));

  const scenesAnswer = useQuery({ ...scenesQuery(def.table), enabled: !def.custom });
  const scenes = useMemo(() => {
    const fromServer = scenesAnswer.data ?? [];
    return fromServer.length > 0 ? fromServer : presetScenes(def);
  }, [scenesAnswer.data, def]);
  const [sceneKey, setSceneKey] = useState<string | undefined>(() => searchParams.get('scene') ?? undefined);
  const activeScene = scenes.find((s) => s.id === sceneKey);

  const criteria: ListCriteria = {
    keyword: keyword || undefined,
    // The unfiltered preset ('all') needs no scene on the request.
    // A scene not (yet) in the list, such as one just saved, still applies by its id.
    sceneId: activeScene ? (activeScene.preset && activeScene.conditions.length === 0 ? undefined : activeScene.id) : sceneKey,
    filters: conditions.length > 0 ? JSON.stringify(conditions) : undefined,
    sortField: def.defaultSort.field,
    sortOrder: def.defaultSort.order,
  };
  const list = useInfiniteQuery(recordListQuery(meta, criteria));
  // The cards render from a deferred copy of the pages: React then builds them in slices between
  // which the phone can paint and take a tap, instead of in one long task the moment a page lands
  // (on a mid-range phone that task ran some 400 ms on the first page). Deferred on mount too, from
  // a value of its own (React reads `undefined` as none): the first page is often in the cache
  // already (first-page.ts).
  const deferred = useDeferredValue<typeof list.data | typeof NOT_YET>(list.data, NOT_YET);
  const shown = deferred === NOT_YET ? undefined : deferred;
  const records = useMemo(() => shown?.pages.flatMap((p) => p.records) ?? [], [shown]);
  const waiting = shown === undefined && !list.isError;

  const remove = useDeleteRecord(meta);
  const bizTypes = useBizTypeSheet();

  const { mutate: removeRecord } = remove;
  const swipeActions = useCallback(
    (record: RecordRow): SwipeButton[] => {
      const out: SwipeButton[] = [];
      if (can(`${prefix}:edit`) && access(record, 'canEdit')) {
        out.push({
          key: 'edit',
          color: 'primary',
          onClick: (r) => {
            useAppStore.getState().set({ formStatus: 'edit' });
            void navigate(recordUrl(meta, 'edit', r.id));
          },
        });
      }
      if (def.features.owner && !def.custom && can(`${prefix}:transfer`) && access(record, 'canEdit')) {
        out.push({
          key: 'transfer',
          color: 'warning',
          onClick: (r) => void navigate(`/common/transfer?${new URLSearchParams({ tableName: def.table, ids: r.id }).toString()}`),
        });
      }
      if (can(`${prefix}:delete`) && access(record, 'canDelete')) {
        out.push({
          key: 'delete',
          color: 'danger',
          onClick: async (r) => {
            if (!(await feedback.confirm({ content: t('web.list.deleteConfirm') }))) return;
            removeRecord(r.id, { onSuccess: () => feedback.success(t('web.list.deleted')) });
          },
        });
      }
      return out;
    },
    [can, prefix, def, meta, navigate, removeRecord, t],
  );

  const open = useCallback((record: RecordRow) => void navigate(recordUrl(meta, 'view', record.id)), [navigate, meta]);
  // The cards as one element, rebuilt only when what they show changes: the page re-renders for
  // every answer that lands beside the list (tags, scenes, custom fields, the badge), and each such
  // render redrew all twenty cards, in one long task at a time on a phone.
  const cards = useMemo(
    () => records.map((record) => <RecordCard key={record.id} def={def} record={record} tagList={tagList} actions={swipeActions(record)} onOpen={open} />),
    [records, def, tagList, swipeActions, open],
  );

  const add = async () => {
    const addUrl = recordUrl(meta, 'add');
    if (def.features.bizTypes) {
      const table =
        tableNameList.find((row) => row.tableName === def.table) ?? (await queryClient.fetchQuery(tableMadeByNameQuery(def.table)).catch(() => null));
      const types = table ? await queryClient.fetchQuery(bizTypesQuery(table.tableId)).catch(() => []) : [];
      if (table && types.length > 0) {
        bizTypes.open(table.tableId, addUrl);
        return;
      }
    }
    useAppStore.getState().set({ formStatus: 'add' });
    void navigate(addUrl);
  };

  const canExport = Boolean(meta.paths.exportXls) && can(`${prefix}:export`);
  const canImport = Boolean(meta.paths.importExcel) && can(`${prefix}:import`);
  const label = def.custom ? def.label : tKey(t, def.label);
  const spreadsheetActions = [
    ...(canExport ? [{ key: 'export' as const, text: <span data-testid="record-export">{t('web.list.export')}</span> }] : []),
    ...(canImport ? [{ key: 'import' as const, text: <span data-testid="record-import">{t('web.list.import')}</span> }] : []),
  ];

  const chosenFilters = countChosen(filterState);
  // The object's own buttons (a visit's check-in map), once its web folder loaded.
  const own = useQuery({ ...webObjectQuery(def.apiName), enabled: meta.source.kind === 'entity' });
  const listActions = (own.data?.listActions?.({ navigate, t }) ?? []).filter((action) => !action.permission || can(action.permission));

  return (
    <div className={styles.page} data-testid="record-list" data-source={meta.sourceKey}>
      <div className={styles.header}>
        <div className={styles.searchRow}>
          <SearchBar
            data-testid="record-search"
            placeholder={t('web.list.search')}
            value={searchText}
            onChange={setSearchText}
            onSearch={(v) => {
              setSearchText(v);
              setKeyword(v.trim());
            }}
            onClear={() => {
              setSearchText('');
              setKeyword('');
            }}
          />
          <button
            type="button"
            className={`${styles.iconButton} ${chosenFilters > 0 ? styles.iconButtonActive : ''}`}
            data-testid="record-filter-open"
            onClick={() => setFilterOpen(true)}
          >
            <FilterOutline />
            {t('web.list.filter')}
            {chosenFilters > 0 ? `(${chosenFilters})` : ''}
          </button>
          {spreadsheetActions.length > 0 && (
            <button type="button" className={styles.iconButton} data-testid="record-more" aria-label={t('web.list.more')} onClick={() => setMoreOpen(true)}>
              <MoreOutline />
            </button>
          )}
        </div>
        {listActions.length > 0 && (
          <div className={styles.listActions}>
            {listActions.map((action) => (
              <button key={action.key} type="button" className={styles.listAction} data-testid={`list-action-${action.key}`} onClick={action.onClick}>
                {action.icon}
                {action.text}
              </button>
            ))}
          </div>
        )}
        {scenes.length > 0 && (
          <SceneBar
            tableName={def.table}
            scenes={scenes}
            activeKey={activeScene?.id}
            onChange={(scene) => setSceneKey(scene.id)}
            conditions={conditions}
            userId={userId}
          />
        )}
      </div>

      <PullToRefresh onRefresh={async () => void (await list.refetch())}>
        {waiting ? (
          <ListSkeleton />
        ) : list.isError && records.length === 0 ? (
          <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
            <Button color="primary" data-testid="record-retry" onClick={() => void list.refetch()}>
              {t('web.list.retry')}
            </Button>
          </ErrorBlock>
        ) : records.length === 0 ? (
          <ErrorBlock status="empty" title={t('web.list.empty')} description="" data-testid="record-empty" />
        ) : (
          <div className={styles.cards}>{cards}</div>
        )}
        {!waiting && records.length > 0 && <MoreOnScroll hasMore={Boolean(list.hasNextPage)} loadMore={async () => void (await list.fetchNextPage())} />}
      </PullToRefresh>

      {can(`${prefix}:add`) && (
        <button type="button" className={styles.addButton} data-testid="record-add" aria-label={t('web.list.add')} onClick={() => void add()}>
          <AddOutline />
        </button>
      )}

      {filterWanted && (
        <Suspense fallback={null}>
          <FilterSheet
            def={def}
            visible={filterOpen}
            value={filterState}
            onClose={() => setFilterOpen(false)}
            onConfirm={(state) => {
              setFilterState(state);
              setConditions(conditionsOf(state, new Date(), timeZone));
              setFilterOpen(false);
            }}
          />
        </Suspense>
      )}
      {moreWanted && (
        <Suspense fallback={null}>
          <ActionSheet
            visible={moreOpen}
            onClose={() => setMoreOpen(false)}
            cancelText={t('web.common.cancel')}
            actions={spreadsheetActions.map((action) => ({
              ...action,
              onClick: () => {
                setMoreOpen(false);
                setSpreadsheet(action.key);
              },
            }))}
          />
        </Suspense>
      )}
      {spreadsheetWanted && (
        <Suspense fallback={null}>
          <SpreadsheetSheets open={spreadsheet} meta={meta} criteria={criteria} fileName={`${label}.xlsx`} onClose={() => setSpreadsheet(null)} />
        </Suspense>
      )}
      {bizTypes.sheet}
    </div>
  );
}
