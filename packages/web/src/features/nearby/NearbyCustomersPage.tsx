import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import NoticeBar from 'antd-mobile/es/components/notice-bar/index.js';
import { LocationOutline } from 'antd-mobile-icons';
import { RECORD_API, type NearbyCustomer, type Page } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { http } from '../../lib/http.ts';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { resultOf } from '../../lib/shared-queries.ts';
import { manifestOf } from '../../records/definitions.ts';
import { tileSource } from '../../records/fields/map/map-config.ts';
import { ScreenLoading } from '../../records/view/ScreenState.tsx';
import { formatDistance } from './distance.ts';
import { usePosition, type PositionFailure } from './geolocation.ts';
import styles from './NearbyCustomers.module.css';

const NearbyMap = lazy(() => import('./NearbyMap.tsx'));

/** The radii a salesperson chooses from, in metres; the page opens at 5 km. */
const RADII = [1000, 3000, 5000, 10_000] as const;
const DEFAULT_RADIUS = 5000;
const PAGE_SIZE = 20;
const MAP_HEIGHT = 240;

/** The phone's position to the metre: a jitter of a few centimetres asks nothing new. */
const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

const nearbyQuery = (lat: number, lng: number, radius: number) =>
  infiniteQueryOptions({
    queryKey: ['nearbyCustomers', rounded(lat), rounded(lng), radius] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<NearbyCustomer>>(
          RECORD_API.nearbyCustomers,
          { lat: rounded(lat), lng: rounded(lng), radius, pageNo: pageParam, pageSize: PAGE_SIZE },
          { signal },
        )
        .then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });

function Failure({ reason, onRetry }: { reason: PositionFailure; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      className={styles.failure}
      status="default"
      title={t(`web.nearby.${reason}Title`)}
      description={t(`web.nearby.${reason}`)}
      data-testid="nearby-failure"
      data-reason={reason}
    >
      {reason !== 'unsupported' && (
        <Button color="primary" data-testid="nearby-retry" onClick={onRetry}>
          {t('web.nearby.relocate')}
        </Button>
      )}
    </ErrorBlock>
  );
}

/**
 * /crm/nearbyCustomer (spec section 2): the customers of the user's customer list around the
 * phone's position, nearest first, on a map and as a list, within a radius the user chooses. A
 * tap on a marker picks its customer out in the list; a tap on a customer opens it. Where the
 * position is refused or unknown the page says which and offers to try again; where the map's
 * tiles do not load, the list shows alone under a notice.
 */
export function NearbyCustomersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { position, locating, locate } = usePosition();
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [mapFailed, setMapFailed] = useState(() => tileSource(i18n.language) === null);
  const [chosen, setChosen] = useState<string>();
  const here = position.status === 'located' ? position : null;
  const list = useInfiniteQuery({ ...nearbyQuery(here?.lat ?? 0, here?.lng ?? 0, radius), enabled: here !== null });
  const customers = useMemo(() => list.data?.pages.flatMap((page) => page.records) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const distance = useCallback((metres: number) => formatDistance(t, i18n.language, metres), [t, i18n.language]);
  const radiusText = distance(radius);
  const viewPath = manifestOf('crmCustomer')?.routes.view ?? '/crm/crmCustomerView';
  const open = (id: string) => void navigate(`${viewPath}?${new URLSearchParams({ id }).toString()}`);
  const choose = useCallback((id: string) => {
    setChosen(id);
    const card = [...document.querySelectorAll<HTMLElement>('[data-customer-id]')].find((element) => element.dataset.customerId === id);
    card?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const mapFailedNow = useCallback(() => setMapFailed(true), []);

  if (position.status === 'failed') return <Failure reason={position.reason} onRetry={locate} />;
  if (!here) {
    return (
      <div data-testid="nearby-locating">
        <ScreenLoading />
        <div className={styles.summary} style={{ textAlign: 'center' }}>
          {t('web.nearby.locating')}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="nearby-page">
      <div className={styles.header}>
        <div className={styles.radiusRow}>
          <span className={styles.radiusLabel}>{t('web.nearby.radius')}</span>
          <div className={styles.radii} role="radiogroup" aria-label={t('web.nearby.radius')}>
            {RADII.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={option === radius}
                data-testid="nearby-radius"
                data-radius={option}
                className={`${styles.radius} ${option === radius ? styles.radiusChosen : ''}`}
                onClick={() => setRadius(option)}
              >
                {distance(option)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.relocate}
            data-testid="nearby-relocate"
            aria-label={t('web.nearby.relocate')}
            disabled={locating}
            onClick={locate}
          >
            <LocationOutline />
          </button>
        </div>
        <div className={styles.summary} data-testid="nearby-summary">
          {list.isSuccess ? t('web.nearby.found', { radius: radiusText, count: total }) : ' '}
          {here.accuracy > 0 && ` · ${t('web.nearby.accuracy', { distance: distance(here.accuracy) })}`}
        </div>
      </div>

      {mapFailed ? (
        <NoticeBar content={t('web.nearby.tilesUnavailable')} color="alert" data-testid="nearby-map-unavailable" />
      ) : (
        <div className={styles.map}>
          <Suspense fallback={<div style={{ height: MAP_HEIGHT, background: '#eef0f3' }} />}>
            <NearbyMap
              centre={here}
              radius={radius}
              customers={customers}
              chosen={chosen}
              onChoose={choose}
              onTilesUnavailable={mapFailedNow}
              height={MAP_HEIGHT}
            />
          </Suspense>
        </div>
      )}

      {list.isError && customers.length === 0 ? (
        <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
          <Button color="primary" style={{ minHeight: 44 }} onClick={() => void list.refetch()}>
            {t('web.list.retry')}
          </Button>
        </ErrorBlock>
      ) : list.isSuccess && customers.length === 0 ? (
        <ErrorBlock
          className={styles.empty}
          status="empty"
          title={t('web.nearby.empty', { radius: radiusText })}
          description={t('web.nearby.emptyHint')}
          data-testid="nearby-empty"
        />
      ) : (
        <div className={styles.cards} data-testid="nearby-list">
          {customers.map((customer) => (
            <button
              key={customer.id}
              type="button"
              className={`${styles.card} ${customer.id === chosen ? styles.cardChosen : ''}`}
              data-testid="nearby-customer"
              data-customer-id={customer.id}
              onClick={() => open(customer.id)}
            >
              <span className={styles.cardBody}>
                <span className={styles.cardTitle} style={{ display: 'block' }}>
                  {customer.name}
                </span>
                {customer.address && (
                  <span className={styles.cardLine} style={{ display: 'block' }}>
                    {customer.address}
                  </span>
                )}
                {customer.ownerName && (
                  <span className={styles.cardLine} style={{ display: 'block' }}>
                    {t('web.nearby.owner', { name: customer.ownerName })}
                  </span>
                )}
              </span>
              <span className={styles.distance} data-testid="nearby-distance">
                {distance(customer.distance)}
              </span>
            </button>
          ))}
        </div>
      )}
      {list.isSuccess && customers.length > 0 && <MoreOnScroll hasMore={Boolean(list.hasNextPage)} loadMore={async () => void (await list.fetchNextPage())} />}
    </div>
  );
}
