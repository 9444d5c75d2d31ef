import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL } from '@crm/domain';
import { applyLanguage, loadTexts } from '../../lib/i18n.ts';
import { sharedFileSource, staffFileSource } from '../../lib/previews/previews.ts';
import { storage } from '../../lib/storage.ts';
import { renderInRouter, resetState } from '../../test/app.tsx';
import { OfficeViewPage } from './OfficeViewPage.tsx';
import { PdfPreviewPage } from './PdfPreviewPage.tsx';
import { VideoPreviewPage } from './VideoPreviewPage.tsx';

const here = window.location.origin;
const VIEWER = 'https://view.officeapps.live.com/op/embed.aspx?src={url}';
const at = (path: string, src: string, title = '') => `${path}?${new URLSearchParams({ src, title }).toString()}`;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  await loadTexts(['external']);
});

describe('the video preview', () => {
  it('plays this server’s video under its name, with its download', async () => {
    storage.set('accessToken', 'tok');
    renderInRouter(<VideoPreviewPage />, { path: at('/videoPreview', staffFileSource('t1/intro.mp4'), '产品演示.mp4') });
    expect((await screen.findByTestId('video-player')).getAttribute('src')).toBe(`${here}/api/sys/common/static/t1/intro.mp4?token=tok`);
    expect(screen.getByTestId('preview-title').textContent).toBe('产品演示.mp4');
    expect(screen.getByTestId('preview-download').getAttribute('href')).toBe(`${here}/api/sys/common/download/t1/intro.mp4?token=tok`);
  });

  it('refuses another site’s address, and says nothing was given when nothing was', async () => {
    const { unmount } = renderInRouter(<VideoPreviewPage />, { path: at('/videoPreview', 'https://evil.example.com/v.mp4', '演示') });
    expect((await screen.findByTestId('preview-refused')).textContent).toBe('这个地址不是本系统的文件，为了安全不予打开');
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.queryByTestId('preview-download')).toBeNull();
    unmount();
    renderInRouter(<VideoPreviewPage />, { path: '/videoPreview' });
    expect((await screen.findByTestId('preview-refused')).textContent).toBe('没有指定要打开的文件');
    expect(screen.getByTestId('preview-title').textContent).toBe('视频播放');
  });
});

describe('the office file view', () => {
  it('downloads the file, saying why, when the deployment names no online viewer', async () => {
    renderInRouter(<OfficeViewPage />, { path: at('/officeView', sharedFileSource('k'.repeat(22), 't1/价格表.xlsx'), '价格表.xlsx') });
    expect((await screen.findByTestId('office-no-viewer')).textContent).toContain('请下载后用办公软件打开');
    expect(screen.queryByTestId('office-frame')).toBeNull();
  });

  it('shows a shared file in the online viewer, given its whole address', async () => {
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's', officeViewer: VIEWER };
    const src = sharedFileSource('k'.repeat(22), 't1/价格表.xlsx');
    renderInRouter(<OfficeViewPage />, { path: at('/officeView', src, '价格表.xlsx') });
    const frame = await screen.findByTestId('office-frame');
    expect(frame.getAttribute('src')).toBe(VIEWER.replace('{url}', encodeURIComponent(new URL(src, here).toString())));
  });

  it('never gives the viewer a staff file, whose address would carry the session', async () => {
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's', officeViewer: VIEWER };
    storage.set('accessToken', 'tok');
    renderInRouter(<OfficeViewPage />, { path: at('/officeView', staffFileSource('t1/合同.docx'), '合同.docx') });
    expect(await screen.findByTestId('office-no-viewer')).toBeTruthy();
    expect(screen.queryByTestId('office-frame')).toBeNull();
  });
});

describe('the PDF preview', () => {
  it('refuses an address that is not this server’s file, before fetching anything', async () => {
    renderInRouter(<PdfPreviewPage />, { path: at('/pdfPreview', 'https://evil.example.com/a.pdf', 'a.pdf') });
    expect((await screen.findByTestId('preview-refused')).textContent).toBe('这个地址不是本系统的文件，为了安全不予打开');
    expect(screen.queryByTestId('pdf-page')).toBeNull();
  });
});
