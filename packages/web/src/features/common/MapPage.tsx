import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Empty from 'antd-mobile/es/components/empty/index.js';
import NoticeBar from 'antd-mobile/es/components/notice-bar/index.js';
import { RECORD_API, type RecordRow } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { manifestOf, manifestOfTable, useDefinition } from '../../records/definitions.ts';
import { LazyLocationMap } from '../../records/fields/map/LazyLocationMap.tsx';
import { addressOf, hasCoordinates } from '../../records/fields/display/AddressDisplay.tsx';

interface Place {
  lat: number;
  lng: number;
  title: string;
  address: string;
}

/** The place of ?lat&lng&title, or of a record (?tableName&id): its first address with coordinates. */
function usePlace(params: URLSearchParams): { place: Place | null; loading: boolean } {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const tableName = params.get('tableName') ?? '';
  const id = params.get('id') ?? '';
  const known = manifestOfTable(tableName) ?? manifestOf(tableName);
  // The definition (its address fields and title field) loads with the page's first use of it.
  const definition = useDefinition(known?.apiName);
  const entity = definition.def;
  const direct = params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng);
  const record = useQuery({
    queryKey: ['records', entity?.apiName ?? '', 'detail', id],
    queryFn: ({ signal }) => http.get<RecordRow>(RECORD_API.queryById(entity!.module, entity!.apiName), { id }, { signal }).then(resultOf),
    enabled: !direct && Boolean(entity && id),
  });
  if (direct) return { place: { lat, lng, title: params.get('title') ?? '', address: params.get('address') ?? '' }, loading: false };
  if (!entity) return { place: null, loading: Boolean(known && id) && !definition.error };
  if (!record.data) return { place: null, loading: record.isLoading };
  const field = entity.fields.find((f) => f.type === 'address' && hasCoordinates(addressOf(record.data[f.name])));
  const address = field ? addressOf(record.data[field.name]) : null;
  if (!address || !hasCoordinates(address)) return { place: null, loading: false };
  return { place: { lat: address.lat, lng: address.lng, title: String(record.data[entity.titleField] ?? ''), address: address.text }, loading: false };
}

/** /common/map: a map centred on the place with a marker; without tiles, the coordinates and address as text. */
export function MapPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { place, loading } = usePlace(params);
  const [tilesFailed, setTilesFailed] = useState(false);
  // The navigation bar names the place (the record's name) under "Location".
  usePageTitle({ subject: place?.title || undefined });
  if (loading) return null;
  if (!place) return <Empty description={t('web.action.map.noCoordinates')} />;
  return (
    <div data-testid="map-page">
      {tilesFailed && <NoticeBar content={t('web.action.map.tilesUnavailable')} color="alert" />}
      <LazyLocationMap lat={place.lat} lng={place.lng} height={360} onTilesUnavailable={() => setTilesFailed(true)} />
      <div style={{ padding: 12, background: 'var(--adm-color-background)' }}>
        {place.title && <h3 style={{ margin: '0 0 4px' }}>{place.title}</h3>}
        {place.address && <div>{place.address}</div>}
        <div data-testid="map-coordinates" style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>
          {t('web.action.map.coordinates', { latitude: place.lat, longitude: place.lng })}
        </div>
      </div>
    </div>
  );
}
