import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-fixes.css';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ZOOM, tileSource } from './map-config.ts';
import { addTileLayers } from './tile-layers.ts';
import { gcj02ToWgs84, wgs84ToGcj02, type LatLng } from './gcj02.ts';

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
  // Where the tiles come from, and so which datum the map's points are in, is fixed for the page.
  const { i18n } = useTranslation();
  const [source] = useState(() => tileSource(i18n.language));
  const gcj = source?.datum === 'gcj02';
  const shown = (point: LatLng): L.LatLngTuple => {
    const onMap = gcj ? wgs84ToGcj02(point) : point;
    return [onMap.lat, onMap.lng];
  };

  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, { zoomControl: true, attributionControl: true }).setView(shown({ lat, lng }), DEFAULT_ZOOM);
    // The credits as text: Leaflet's own link would be a tap target of a few pixels.
    instance.attributionControl.setPrefix('Leaflet');
    map.current = instance;
    marker.current = L.circleMarker(shown({ lat, lng }), { radius: 9, color: '#1677ff', fillColor: '#1677ff', fillOpacity: 0.8 }).addTo(instance);
    const stopWaiting = addTileLayers(instance, source, () => callbacks.current.onTilesUnavailable?.());
    instance.on('click', (e: L.LeafletMouseEvent) => {
      const picked = gcj ? gcj02ToWgs84({ lat: e.latlng.lat, lng: e.latlng.lng }) : { lat: e.latlng.lat, lng: e.latlng.lng };
      callbacks.current.onPick?.(picked.lat, picked.lng);
    });
    return () => {
      stopWaiting();
      instance.remove();
      map.current = null;
    };
    // The map is made once; position changes move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    marker.current?.setLatLng(shown({ lat, lng }));
    map.current?.panTo(shown({ lat, lng }));
    // shown() depends only on the fixed source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lat, lng]);

  return <div ref={box} data-testid="location-map" style={{ height, width: '100%', background: '#eef0f3', borderRadius: 4 }} />;
}
