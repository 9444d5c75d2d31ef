import { RUNTIME_CONFIG_GLOBAL, type MapTilesConfig, type RuntimeConfig } from '@crm/domain';

/**
 * Map tiles are configuration: `mapTiles` in the run-time config (served beside index.html, from
 * MAP_TILES) names a provider or a URL template; without it, OpenStreetMap. Without reachable
 * tiles the map still shows the marker on a blank background and the screen the coordinates as
 * text. Records keep WGS-84; a source drawn in GCJ-02 (AMap) gets its points converted.
 */
export const DEFAULT_ZOOM = 15;
/** Tiles that have not loaded after this long count as unreachable. */
export const TILE_TIMEOUT_MS = 8000;

export interface TileLayerSpec {
  url: string;
  subdomains: string;
  attribution: string;
  maxZoom: number;
}

export interface TileSource {
  /** Drawn in order: a base map, then any labels on top (Tianditu draws them apart). */
  layers: TileLayerSpec[];
  datum: 'wgs84' | 'gcj02';
}

const tianditu = (layer: string, key: string): string =>
  `https://t{s}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${encodeURIComponent(key)}`;

/** The layers of a configured source, in the user's language where the provider has one. */
export function tileSourceOf(config: MapTilesConfig | undefined, lang: string): TileSource | null {
  const english = lang.startsWith('en');
  switch (config?.source ?? 'osm') {
    case 'off':
      return null;
    case 'osm':
      return {
        layers: [{ url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', subdomains: 'abc', attribution: '© OpenStreetMap contributors', maxZoom: 19 }],
        datum: 'wgs84',
      };
    case 'amap':
      return {
        layers: [
          {
            url: `https://webrd0{s}.is.autonavi.com/appmaptile?lang=${english ? 'en' : 'zh_cn'}&size=1&scale=1&style=8&x={x}&y={y}&z={z}`,
            subdomains: '1234',
            attribution: english ? '© AutoNavi' : '© 高德地图',
            maxZoom: 18,
          },
        ],
        datum: 'gcj02',
      };
    case 'tianditu': {
      const key = config?.key ?? '';
      const attribution = english ? '© Tianditu' : '© 天地图';
      return {
        layers: [
          { url: tianditu('vec', key), subdomains: '01234567', attribution, maxZoom: 18 },
          { url: tianditu(english ? 'eva' : 'cva', key), subdomains: '01234567', attribution: '', maxZoom: 18 },
        ],
        // CGCS2000: the same as WGS-84 at any zoom a map shows.
        datum: 'wgs84',
      };
    }
    default:
      return {
        layers: [{ url: config!.source, subdomains: 'abc', attribution: config?.attribution ?? '', maxZoom: 19 }],
        datum: config?.datum ?? 'wgs84',
      };
  }
}

/** The tile source this deployment configured. */
export function tileSource(lang: string): TileSource | null {
  const config = (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] as Partial<RuntimeConfig> | undefined;
  return tileSourceOf(config?.mapTiles, lang);
}
