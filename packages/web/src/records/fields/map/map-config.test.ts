import { describe, expect, it } from 'vitest';
import { tileSourceOf } from './map-config.ts';

describe('the map tile source', () => {
  it('is OpenStreetMap in WGS-84 unless configured, and nothing when off', () => {
    expect(tileSourceOf(undefined, 'zh-CN')).toMatchObject({ datum: 'wgs84', layers: [{ url: expect.stringContaining('openstreetmap.org') }] });
    expect(tileSourceOf({ source: 'off' }, 'zh-CN')).toBeNull();
  });

  it('draws AMap in GCJ-02, its labels in the user language', () => {
    const zh = tileSourceOf({ source: 'amap' }, 'zh-CN')!;
    expect(zh.datum).toBe('gcj02');
    expect(zh.layers[0]!.url).toContain('lang=zh_cn');
    expect(tileSourceOf({ source: 'amap' }, 'en')!.layers[0]!.url).toContain('lang=en');
  });

  it('draws Tianditu with its key, a base map and a labels layer, in WGS-84', () => {
    const source = tileSourceOf({ source: 'tianditu', key: 'k 1' }, 'zh-TW')!;
    expect(source.datum).toBe('wgs84');
    expect(source.layers.map((l) => l.url)).toEqual([expect.stringMatching(/LAYER=vec&.*tk=k%201$/), expect.stringMatching(/LAYER=cva&.*tk=k%201$/)]);
  });

  it('takes a URL template with the datum and credit the deployment gives', () => {
    const url = 'https://tiles.example.cn/{z}/{x}/{y}.png';
    expect(tileSourceOf({ source: url, datum: 'gcj02', attribution: '© Example' }, 'en')).toEqual({
      datum: 'gcj02',
      layers: [{ url, subdomains: 'abc', attribution: '© Example', maxZoom: 19 }],
    });
  });
});
