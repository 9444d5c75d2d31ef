import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../records/fields/map/leaflet-fixes.css';
import { useTranslation } from 'react-i18next';
import { tileSource } from '../../records/fields/map/map-config.ts';
import { addTileLayers } from '../../records/fields/map/tile-layers.ts';
import { wgs84ToGcj02, type LatLng } from '../../records/fields/map/gcj02.ts';

export interface NearbyPoint extends LatLng {
  id: string;
  name: string;
}

export interface NearbyMapProps {
  /** The phone's position (WGS-84). */
  centre: LatLng;
  /** The search radius in metres: the circle drawn, and what the map is fitted to. */
  radius: number;
  customers: readonly NearbyPoint[];
  /** The customer whose marker is picked out (chosen in the list or on the map). */
  chosen?: string;
  onChoose(id: string): void;
  /** Called once when tiles are off, fail or do not arrive in time: the page then lists without the map. */
  onTilesUnavailable(): void;
  height: number;
}

const YOU = { radius: 7, color: '#ffffff', weight: 3, fillColor: '#1677ff', fillOpacity: 1 };
const CUSTOMER = { radius: 7, color: '#ffffff', weight: 2, fillColor: '#fa8c16', fillOpacity: 0.95 };
const CHOSEN = { radius: 10, color: '#ffffff', weight: 3, fillColor: '#ff3141', fillOpacity: 1 };

/** A label as text (a customer's name is the user's data: never markup). */
function label(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/**
 * The nearby customers on a Leaflet map: the phone's position, the search circle and a marker per
 * customer (vector markers, no images to fetch); a tap on one chooses it. Tiles are the
 * deployment's (map-config.ts); a source drawn in GCJ-02 gets every point converted, as the
 * address map does. Loaded lazily with the page.
 */
export default function NearbyMap({ centre, radius, customers, chosen, onChoose, onTilesUnavailable, height }: NearbyMapProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<{ you: L.CircleMarker; circle: L.Circle; customers: L.LayerGroup } | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const callbacks = useRef({ onChoose, onTilesUnavailable });
  callbacks.current = { onChoose, onTilesUnavailable };
  const [source] = useState(() => tileSource(i18n.language));
  const shown = (point: LatLng): L.LatLngTuple => {
    const onMap = source?.datum === 'gcj02' ? wgs84ToGcj02(point) : point;
    return [onMap.lat, onMap.lng];
  };

  useEffect(() => {
    if (!box.current) return;
    // Zoom in quarter steps, so the search circle fills the map whatever its radius.
    const instance = L.map(box.current, { zoomControl: true, attributionControl: true, zoomSnap: 0.25 });
    instance.attributionControl.setPrefix('Leaflet');
    map.current = instance;
    const circle = L.circle(shown(centre), { radius, color: '#1677ff', weight: 1, dashArray: '4 4', fillOpacity: 0.05, interactive: false }).addTo(instance);
    const group = L.layerGroup().addTo(instance);
    const you = L.circleMarker(shown(centre), YOU)
      .addTo(instance)
      .bindTooltip(label(t('web.nearby.you')));
    layers.current = { you, circle, customers: group };
    instance.fitBounds(L.latLng(shown(centre)).toBounds(radius * 2));

    const stopWaiting = addTileLayers(instance, source, () => callbacks.current.onTilesUnavailable());
    return () => {
      stopWaiting();
      instance.remove();
      map.current = null;
      layers.current = null;
    };
    // The map is made once; the centre, radius and customers move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const drawn = layers.current;
    if (!drawn || !map.current) return;
    drawn.you.setLatLng(shown(centre));
    drawn.circle.setLatLng(shown(centre)).setRadius(radius);
    map.current.fitBounds(L.latLng(shown(centre)).toBounds(radius * 2));
    // shown() depends only on the fixed source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centre.lat, centre.lng, radius]);

  useEffect(() => {
    const drawn = layers.current;
    if (!drawn) return;
    drawn.customers.clearLayers();
    markers.current.clear();
    for (const customer of customers) {
      const marker = L.circleMarker(shown(customer), customer.id === chosen ? CHOSEN : CUSTOMER)
        .bindTooltip(label(customer.name))
        .on('click', () => callbacks.current.onChoose(customer.id));
      marker.addTo(drawn.customers);
      markers.current.set(customer.id, marker);
    }
    markers.current
      .get(chosen ?? '')
      ?.bringToFront()
      .openTooltip();
    // The phone's own position stays in sight over a customer next door.
    drawn.you.bringToFront();
    // shown() depends only on the fixed source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customers, chosen]);

  return <div ref={box} data-testid="nearby-map" style={{ height, width: '100%', background: '#eef0f3' }} />;
}
