import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, wgs84ToGcj02 } from './gcj02.ts';

describe('WGS-84 and GCJ-02', () => {
  it('moves a point in Beijing as the published reference does (coordtransform, eviltransform)', () => {
    const gcj = wgs84ToGcj02({ lat: 39.915, lng: 116.404 });
    expect(gcj.lat).toBeCloseTo(39.91640428150164, 12);
    expect(gcj.lng).toBeCloseTo(116.41024449916938, 12);
  });

  it('turns a tap on a GCJ-02 map back into the WGS-84 point within a millionth of a degree', () => {
    for (const point of [
      { lat: 39.915, lng: 116.404 },
      { lat: 31.2304, lng: 121.4737 },
      { lat: 22.5431, lng: 114.0579 },
    ]) {
      const back = gcj02ToWgs84(wgs84ToGcj02(point));
      expect(Math.abs(back.lat - point.lat)).toBeLessThan(1e-6);
      expect(Math.abs(back.lng - point.lng)).toBeLessThan(1e-6);
    }
  });

  it('leaves points outside mainland China where they are', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    expect(wgs84ToGcj02(london)).toEqual(london);
    expect(gcj02ToWgs84(london)).toEqual(london);
  });
});
