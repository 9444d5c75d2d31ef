import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_API, RUNTIME_CONFIG_GLOBAL, type PublicContent } from '@crm/domain';
import { applyLanguage, loadTexts } from '../../lib/i18n.ts';
import { renderApp, resetState } from '../../test/app.tsx';
import { ok, type FakeRoute } from '../../test/fake-http.ts';

const KEY = 'Vq2wE8rT5yU1iO7pA3sF9g';
const OPENED = `POST ${CONTENT_API.publicOpened}`;

const shared = (patch: Partial<PublicContent>): PublicContent => ({
  apiName: 'cmsVideo',
  title: '三分钟看懂华信云 CRM',
  category_dictText: '产品介绍',
  summary: null,
  content: null,
  description: '从线索到回款，一部手机完成日常销售工作。',
  cover: 'tenant/2026/poster.png',
  files: [],
  video: { path: 'tenant/2026/演示.mp4', name: '演示.mp4', size: 52_428_800 },
  duration: '3分12秒',
  companyName: '华信云创',
  sharerName: '李销售',
  updateTime: '2026-12-01T02:00:00.000Z',
  ...patch,
});

const answers = (content: PublicContent): Record<string, FakeRoute> => ({
  [`GET ${CONTENT_API.publicView}`]: ok(content),
  [OPENED]: ok({ visitId: 'v1' }),
  [`POST ${CONTENT_API.publicRead}`]: ok(null),
  [`POST ${CONTENT_API.publicContact}`]: ok(null, '已收到，我们会尽快与您联系'),
});

/** A shared page's file by the key, as the page asks for it. */
const fileUrl = (path: string, download = '') => `/api${CONTENT_API.publicFile}?key=${KEY}&path=${encodeURIComponent(path)}${download}`;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  await loadTexts(['external']);
});
afterEach(() => vi.restoreAllMocks());

describe('the public page of a shared video (/videoView)', () => {
  it('plays the video in the page from the link’s key, with its cover, title, description and sharer, and counts the visit', async () => {
    const { fake, path } = renderApp(`/videoView?key=${KEY}`, answers(shared({})));
    expect((await screen.findByTestId('content-title')).textContent).toBe('三分钟看懂华信云 CRM');
    expect(path()).toBe(`/videoView?key=${KEY}`);
    const player = screen.getByTestId('content-video') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe(fileUrl('tenant/2026/演示.mp4'));
    expect(player.getAttribute('poster')).toBe(fileUrl('tenant/2026/poster.png'));
    expect(player.hasAttribute('controls')).toBe(true);
    // In the page on an iPhone, not the system's full-screen player.
    expect(player.hasAttribute('playsinline')).toBe(true);
    // The cover is the player's poster, not a picture above it.
    expect(screen.queryByTestId('content-cover')).toBeNull();
    const page = screen.getByTestId('content-page');
    expect(page.textContent).toContain('由 李销售 分享');
    expect(page.textContent).toContain('时长 3分12秒');
    expect(screen.getByTestId('content-body').textContent).toBe('从线索到回款，一部手机完成日常销售工作。');
    expect(screen.queryByTestId('content-files')).toBeNull();
    expect(screen.getByTestId('content-contact-submit')).toBeTruthy();
    await waitFor(() => expect(fake.find(OPENED)).toHaveLength(1));
    expect(fake.find(OPENED)[0]!.body).toMatchObject({ key: KEY });
  });

  it('offers the video as a download where the phone cannot play it', async () => {
    renderApp(`/videoView?key=${KEY}`, answers(shared({})));
    fireEvent.error(await screen.findByTestId('content-video'));
    const failed = await screen.findByTestId('content-video-failed');
    expect(failed.textContent).toContain('视频无法播放');
    expect(within(failed).getByRole('link').getAttribute('href')).toBe(fileUrl('tenant/2026/演示.mp4', '&download=1'));
  });
});

describe('the public page of a shared file box (/fileBox)', () => {
  it('lists the box’s files to preview and download by the link’s key, with no player', async () => {
    renderApp(
      `/fileBox?key=${KEY}`,
      answers(
        shared({
          apiName: 'cmsFile',
          title: '产品资料包',
          description: '手册与价格表',
          cover: null,
          video: null,
          duration: null,
          files: [
            { path: 'tenant/2026/手册.pdf', name: '手册.pdf', size: 1_024 },
            { path: 'tenant/2026/价格表.xlsx', name: '价格表.xlsx', size: 2_048 },
          ],
        }),
      ),
    );
    expect((await screen.findByTestId('content-title')).textContent).toBe('产品资料包');
    expect(screen.queryByTestId('content-video')).toBeNull();
    const files = screen.getAllByTestId('content-file');
    expect(files.map((file) => file.textContent)).toEqual(['手册.pdf1 KB预览下载', '价格表.xlsx2 KB预览下载']);
    const pdf = new URL(screen.getAllByTestId('content-file-preview')[0]!.getAttribute('href')!, 'http://x');
    expect(pdf.pathname).toMatch(/\/pdfPreview$/);
    expect(pdf.searchParams.get('src')).toBe(fileUrl('tenant/2026/手册.pdf'));
    expect(screen.getAllByTestId('content-file-download')[1]!.getAttribute('href')).toBe(fileUrl('tenant/2026/价格表.xlsx', '&download=1'));
  });
});
