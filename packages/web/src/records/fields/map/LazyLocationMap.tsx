import { lazy, Suspense } from 'react';
import type { LocationMapProps } from './LocationMap.tsx';

const LocationMap = lazy(() => import('./LocationMap.tsx'));

/** The Leaflet map, fetched only when a screen shows one. */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height ?? 220, background: '#eef0f3', borderRadius: 4 }} />}>
      <LocationMap {...props} />
    </Suspense>
  );
}
