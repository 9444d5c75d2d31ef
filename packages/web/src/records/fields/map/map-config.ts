import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';

/**
 * Map tiles are configuration: `mapTileUrl` in the run-time config (served beside index.html)
 * overrides the default; an empty value turns tiles off. Without reachable tiles the map still
 * shows the marker on a blank background and the coordinates as text.
 */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';
export const DEFAULT_ZOOM = 15;
/** Tiles that have not loaded after this long count as unreachable. */
export const TILE_TIMEOUT_MS = 8000;

export function tileUrl(): string | null {
  const config = (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] as { mapTileUrl?: string } | undefined;
  const configured = config?.mapTileUrl;
  if (configured === '') return null;
  return configured ?? DEFAULT_TILE_URL;
}
