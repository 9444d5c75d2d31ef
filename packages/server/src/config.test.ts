import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import staticWeb from './plugins/static-web.ts';

describe('BUSINESS_INFO_URL', () => {
  it('names no provider when unset, and one with its token when set', () => {
    expect(configFromEnv({}).app.businessInfo).toBeUndefined();
    expect(configFromEnv({ BUSINESS_INFO_URL: 'https://register.example.cn/companies', BUSINESS_INFO_TOKEN: 't1' }).app.businessInfo).toEqual({
      url: 'https://register.example.cn/companies',
      token: 't1',
    });
  });

  it('refuses at start an address no request could go to', () => {
    expect(() => configFromEnv({ BUSINESS_INFO_URL: 'register.example.cn' })).toThrow(/BUSINESS_INFO_URL must be an http\(s\) address/);
    expect(() => configFromEnv({ BUSINESS_INFO_URL: 'ftp://register.example.cn' })).toThrow(/BUSINESS_INFO_URL/);
  });
});

describe('MAP_TILES', () => {
  it('leaves the client on OpenStreetMap when unset, and names a provider or a URL template with its datum', () => {
    expect(configFromEnv({}).app.mapTiles).toBeUndefined();
    expect(configFromEnv({ MAP_TILES: 'amap' }).app.mapTiles).toEqual({ source: 'amap' });
    expect(configFromEnv({ MAP_TILES: 'tianditu', MAP_TILES_KEY: 'k1' }).app.mapTiles).toEqual({ source: 'tianditu', key: 'k1' });
    const template = 'https://tiles.example.cn/{z}/{x}/{y}.png';
    expect(configFromEnv({ MAP_TILES: template, MAP_TILES_DATUM: 'gcj02', MAP_TILES_ATTRIBUTION: '© Example' }).app.mapTiles).toEqual({
      source: template,
      datum: 'gcj02',
      attribution: '© Example',
    });
  });

  it('refuses at start what no map could use', () => {
    expect(() => configFromEnv({ MAP_TILES: 'google' })).toThrow(/MAP_TILES must be one of osm, amap, tianditu, off/);
    expect(() => configFromEnv({ MAP_TILES: 'tianditu' })).toThrow(/MAP_TILES_KEY/);
    expect(() => configFromEnv({ MAP_TILES: 'osm', MAP_TILES_DATUM: 'bd09' })).toThrow(/MAP_TILES_DATUM/);
  });

  it('reaches the client in /mobile/config.js', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'crm-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = Fastify();
    try {
      await app.register(staticWeb, { webDist, apiBase: '/api', signSecret: 's', mapTiles: { source: 'amap' }, businessInfo: true });
      const response = await app.inject({ method: 'GET', url: '/mobile/config.js' });
      expect(response.body).toBe('window.__CRM_CONFIG__ = {"apiBase":"/api","signSecret":"s","mapTiles":{"source":"amap"},"businessInfo":true};\n');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('VIDEO_HOSTS and OFFICE_VIEWER', () => {
  it('name no other site when unset, and the sites a deployment trusts when set', () => {
    expect(configFromEnv({}).app.videoHosts).toBeUndefined();
    expect(configFromEnv({}).app.officeViewer).toBeUndefined();
    expect(configFromEnv({ VIDEO_HOSTS: 'https://video.example.cn, https://cdn.example.cn:8443' }).app.videoHosts).toEqual([
      'https://video.example.cn',
      'https://cdn.example.cn:8443',
    ]);
    const viewer = 'https://view.officeapps.live.com/op/embed.aspx?src={url}';
    expect(configFromEnv({ OFFICE_VIEWER: viewer }).app.officeViewer).toBe(viewer);
  });

  it('refuses at start a host that is not an https origin, and a viewer without {url}', () => {
    for (const host of ['http://video.example.cn', 'https://video.example.cn/videos', 'video.example.cn']) {
      expect(() => configFromEnv({ VIDEO_HOSTS: host }), host).toThrow(/VIDEO_HOSTS must list https origins/);
    }
    expect(() => configFromEnv({ OFFICE_VIEWER: 'https://view.example.cn/embed' })).toThrow(/OFFICE_VIEWER must be an https address with \{url\}/);
    expect(() => configFromEnv({ OFFICE_VIEWER: 'http://view.example.cn/?src={url}' })).toThrow(/OFFICE_VIEWER/);
  });

  it('reach the client, and the pages may play those videos and frame that viewer, nothing else', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'crm-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = Fastify();
    try {
      await app.register(staticWeb, {
        webDist,
        apiBase: '/api',
        signSecret: 's',
        videoHosts: ['https://video.example.cn'],
        officeViewer: 'https://view.example.cn/embed?src={url}',
      });
      const config = await app.inject({ method: 'GET', url: '/mobile/config.js' });
      expect(config.body).toContain('"videoHosts":["https://video.example.cn"],"officeViewer":"https://view.example.cn/embed?src={url}"');
      const policy = String((await app.inject({ method: 'GET', url: '/mobile/pdfPreview' })).headers['content-security-policy']);
      expect(policy).toContain("media-src 'self' blob: https://video.example.cn;");
      expect(policy).toContain("frame-src 'self' https://view.example.cn;");
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
