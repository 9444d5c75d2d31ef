import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-fixes.css';
import { DEFAULT_ZOOM, TILE_ATTRIBUTION, TILE_TIMEOUT_MS, tileUrl } from './map-config.ts';

export interface LocationMapProps {
  lat: number;
  lng: number;
  height?: number;
  /** Tapping the map moves the marker there (the address input's picker). */
  onPick?: (lat: number, lng: number) => void;
  /** Called once when tiles are off, fail or do not arrive in time. */
  onTilesUnavailable?: () => void;
}

/** A Leaflet map with a vector marker (no marker images to fetch). Loaded lazily. */
export default function LocationMap({ lat, lng, height = 220, onPick, onTilesUnavailable }: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const callbacks = useRef({ onPick, onTilesUnavailable });
  callbacks.current = { onPick, onTilesUnavailable };

  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, { zoomControl: true, attributionControl: true }).setView([lat, lng], DEFAULT_ZOOM);
    map.current = instance;
    marker.current = L.circleMarker([lat, lng], { radius: 9, color: '#1677ff', fillColor: '#1677ff', fillOpacity: 0.8 }).addTo(instance);
    let reported = false;
    const unavailable = () => {
      if (reported) return;
      reported = true;
      callbacks.current.onTilesUnavailable?.();
    };
    const url = tileUrl();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!url) {
      unavailable();
    } else {
      let loaded = false;
      const layer = L.tileLayer(url, { attribution: TILE_ATTRIBUTION, maxZoom: 19 });
      layer.on('tileload', () => {
        loaded = true;
      });
      layer.on('tileerror', () => {
        if (!loaded) unavailable();
      });
      layer.addTo(instance);
      timer = setTimeout(() => {
        if (!loaded) unavailable();
      }, TILE_TIMEOUT_MS);
    }
    instance.on('click', (e: L.LeafletMouseEvent) => callbacks.current.onPick?.(e.latlng.lat, e.latlng.lng));
    return () => {
      if (timer) clearTimeout(timer);
      instance.remove();
      map.current = null;
    };
    // The map is made once; position changes move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    marker.current?.setLatLng([lat, lng]);
    map.current?.panTo([lat, lng]);
  }, [lat, lng]);

  return <div ref={box} data-testid="location-map" style={{ height, width: '100%', background: '#eef0f3', borderRadius: 4 }} />;
}
