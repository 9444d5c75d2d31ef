import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../../records/fields/map/leaflet-fixes.css';
import { useTranslation } from 'react-i18next';
import { VISIT_SIGN_STATE, type GeoPoint } from '@crm/domain';
import { DEFAULT_ZOOM, tileSource } from '../../../records/fields/map/map-config.ts';
import { addTileLayers } from '../../../records/fields/map/tile-layers.ts';
import { wgs84ToGcj02 } from '../../../records/fields/map/gcj02.ts';

export interface SignInMarker extends GeoPoint {
  id: string;
  state: string;
  /** Who signed in where, shown when the marker is tapped. */
  label: string;
}

export interface SignInMapProps {
  markers: readonly SignInMarker[];
  height?: number;
  onOpen(id: string): void;
  /** Called once when tiles are off, fail or do not arrive in time. */
  onTilesUnavailable(): void;
}

const COLORS: Record<string, string> = {
  [VISIT_SIGN_STATE.onSite]: '#00b578',
  [VISIT_SIGN_STATE.far]: '#ff8f1f',
  [VISIT_SIGN_STATE.noLocation]: '#999999',
};

/**
 * A day's sign-ins as markers on the configured tiles (map-config.ts: records keep WGS-84, a GCJ-02
 * source gets its points moved), coloured by what each was recorded as, the view fitted to them.
 * Loaded lazily with the check-in map.
 */
export default function SignInMap({ markers, height = 280, onOpen, onTilesUnavailable }: SignInMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const callbacks = useRef({ onOpen, onTilesUnavailable });
  callbacks.current = { onOpen, onTilesUnavailable };
  const { i18n } = useTranslation();
  const [source] = useState(() => tileSource(i18n.language));

  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, { zoomControl: true, attributionControl: true }).setView([39.9042, 116.4074], DEFAULT_ZOOM - 4);
    instance.attributionControl.setPrefix('Leaflet');
    map.current = instance;
    layer.current = L.layerGroup().addTo(instance);
    const stopWaiting = addTileLayers(instance, source, () => callbacks.current.onTilesUnavailable());
    return () => {
      stopWaiting();
      instance.remove();
      map.current = null;
      layer.current = null;
    };
    // The map is made once; the markers follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    const gcj = source?.datum === 'gcj02';
    const shown = markers.map((marker): [SignInMarker, L.LatLngTuple] => {
      const onMap = gcj ? wgs84ToGcj02(marker) : marker;
      return [marker, [onMap.lat, onMap.lng]];
    });
    for (const [marker, at] of shown) {
      const color = COLORS[marker.state] ?? COLORS[VISIT_SIGN_STATE.noLocation]!;
      L.circleMarker(at, { radius: 9, color: '#fff', weight: 2, fillColor: color, fillOpacity: 0.9 })
        .bindTooltip(marker.label, { direction: 'top' })
        .on('click', () => callbacks.current.onOpen(marker.id))
        .addTo(group);
    }
    if (shown.length === 1) instance.setView(shown[0]![1], DEFAULT_ZOOM);
    else if (shown.length > 1) instance.fitBounds(L.latLngBounds(shown.map(([, at]) => at)), { padding: [24, 24], maxZoom: DEFAULT_ZOOM });
  }, [markers, source]);

  return <div ref={box} data-testid="sign-in-map" style={{ height, width: '100%', background: '#eef0f3', borderRadius: 4 }} />;
}
