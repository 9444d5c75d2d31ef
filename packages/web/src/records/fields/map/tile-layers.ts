import L from 'leaflet';
import { TILE_TIMEOUT_MS, type TileSource } from './map-config.ts';

/**
 * Lays a source's tiles on a map, the base map first and any labels on top, and calls
 * `onUnavailable` once when there are none to show: no source (tiles off), the base map failing
 * before a tile arrived, or none arriving within TILE_TIMEOUT_MS. Every map of the client shows
 * its points without tiles, so the screen only needs telling. Answers what stops the wait, for
 * the map's clean-up.
 */
export function addTileLayers(map: L.Map, source: TileSource | null, onUnavailable: () => void): () => void {
  let reported = false;
  const unavailable = () => {
    if (reported) return;
    reported = true;
    onUnavailable();
  };
  if (!source) {
    unavailable();
    return () => undefined;
  }
  let loaded = false;
  source.layers.forEach((spec, index) => {
    const layer = L.tileLayer(spec.url, { attribution: spec.attribution, subdomains: spec.subdomains, maxZoom: spec.maxZoom });
    // The base map decides whether tiles arrive; a labels layer on top does not.
    if (index === 0) {
      layer.on('tileload', () => {
        loaded = true;
      });
      layer.on('tileerror', () => {
        if (!loaded) unavailable();
      });
    }
    layer.addTo(map);
  });
  const timer = setTimeout(() => {
    if (!loaded) unavailable();
  }, TILE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
