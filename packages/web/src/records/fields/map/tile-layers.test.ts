import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import L from 'leaflet';
import { TILE_TIMEOUT_MS, tileSourceOf } from './map-config.ts';
import { addTileLayers } from './tile-layers.ts';

let map: L.Map;
const tileLayers = () => {
  const found: L.TileLayer[] = [];
  map.eachLayer((layer) => {
    if (layer instanceof L.TileLayer) found.push(layer);
  });
  return found;
};

beforeEach(() => {
  vi.useFakeTimers();
  map = L.map(document.createElement('div')).setView([39.9042, 116.4074], 12);
});
afterEach(() => {
  map.remove();
  vi.useRealTimers();
});

describe('a map’s tiles', () => {
  it('are unavailable at once, and once, where tiles are off', () => {
    const unavailable = vi.fn();
    addTileLayers(map, null, unavailable);
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(tileLayers()).toEqual([]);
  });

  it('lay the base map and the labels on top; only the base map failing before a tile arrived counts, once', () => {
    const unavailable = vi.fn();
    addTileLayers(map, tileSourceOf({ source: 'tianditu', key: 'k' }, 'zh-CN'), unavailable);
    const [base, labels] = tileLayers();
    expect(tileLayers()).toHaveLength(2);
    labels!.fire('tileerror');
    expect(unavailable).not.toHaveBeenCalled();
    base!.fire('tileerror');
    base!.fire('tileerror');
    vi.advanceTimersByTime(TILE_TIMEOUT_MS);
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('are unavailable when none arrived in time, and not after the map went', () => {
    const late = vi.fn();
    addTileLayers(map, tileSourceOf(undefined, 'en'), late);
    vi.advanceTimersByTime(TILE_TIMEOUT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    const gone = vi.fn();
    const stopWaiting = addTileLayers(map, tileSourceOf(undefined, 'en'), gone);
    stopWaiting();
    vi.advanceTimersByTime(TILE_TIMEOUT_MS);
    expect(gone).not.toHaveBeenCalled();
  });

  it('are available for good once one has arrived, whatever fails after', () => {
    const unavailable = vi.fn();
    addTileLayers(map, tileSourceOf(undefined, 'en'), unavailable);
    const [base] = tileLayers();
    base!.fire('tileload');
    base!.fire('tileerror');
    vi.advanceTimersByTime(TILE_TIMEOUT_MS);
    expect(unavailable).not.toHaveBeenCalled();
  });
});
