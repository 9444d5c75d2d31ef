import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { storage } from '../storage.ts';
import { downloadSource, fetchableSource, previewKindOf, previewPath, sharedFileSource, staffFileSource, trustedSource } from './previews.ts';

const here = window.location.origin;
const config = (extra: object = {}) => ((globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's', ...extra });

beforeEach(() => config());
afterEach(() => storage.remove('accessToken'));

describe('a file’s preview', () => {
  it('is chosen by its name: PDF, video, office file, picture, or none', () => {
    expect(['合同.PDF', 'intro.mp4', '报价.xlsx', 'deck.pptx', 'a.doc', 'logo.png', 'notes.zip', 'README'].map(previewKindOf)).toEqual([
      'pdf',
      'video',
      'office',
      'office',
      'office',
      'image',
      null,
      null,
    ]);
  });

  it('opens this server’s files: the staff’s and a shared page’s', () => {
    const staff = staffFileSource('/t1/2026/11/合同.pdf');
    expect(staff).toBe('/api/sys/common/static/t1/2026/11/合同.pdf');
    expect(trustedSource(staff, 'pdf')?.pathname).toBe('/api/sys/common/static/t1/2026/11/%E5%90%88%E5%90%8C.pdf');
    expect(trustedSource(sharedFileSource('k'.repeat(22), 't1/a.pdf'), 'pdf')?.searchParams.get('path')).toBe('t1/a.pdf');
    expect(trustedSource(`${here}/api/sys/common/download/t1/a.pdf`, 'pdf')).not.toBeNull();
    expect(previewPath('pdf', staff, '合同.pdf')).toBe(
      `/pdfPreview?src=${encodeURIComponent(staff).replaceAll('%20', '+')}&title=${encodeURIComponent('合同.pdf')}`,
    );
  });

  it('refuses any other address: another site, a script, data, this server’s other routes', () => {
    for (const src of [
      'https://evil.example.com/a.pdf',
      '//evil.example.com/api/sys/common/static/a.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      '/api/sys/user/list',
      '/api/sys/common/staticx/a.pdf',
      '/mobile/index',
      '',
    ]) {
      expect(trustedSource(src, 'pdf'), src).toBeNull();
      expect(trustedSource(src, 'video'), src).toBeNull();
    }
  });

  it('plays videos of the hosts the deployment names, over https only, and only videos', () => {
    config({ videoHosts: ['https://video.example.com'] });
    expect(trustedSource('https://video.example.com/v/intro.mp4', 'video')?.toString()).toBe('https://video.example.com/v/intro.mp4');
    expect(trustedSource('http://video.example.com/v/intro.mp4', 'video')).toBeNull();
    expect(trustedSource('https://video.example.com.evil.io/v.mp4', 'video')).toBeNull();
    expect(trustedSource('https://video.example.com/v/deck.pdf', 'pdf')).toBeNull();
  });

  it('fetches a staff file with the session’s token, added only at the last moment; a shared file needs none', () => {
    storage.set('accessToken', 'tok 1');
    const staff = trustedSource('/api/sys/common/static/t1/a.pdf', 'pdf')!;
    expect(fetchableSource(staff)).toBe(`${here}/api/sys/common/static/t1/a.pdf?token=tok+1`);
    expect(downloadSource(staff)).toBe(`${here}/api/sys/common/download/t1/a.pdf?token=tok+1`);
    const shared = trustedSource(sharedFileSource('k'.repeat(22), 't1/a.pdf'), 'pdf')!;
    expect(fetchableSource(shared)).not.toContain('token');
    expect(new URL(downloadSource(shared)).searchParams.get('download')).toBe('1');
  });
});
