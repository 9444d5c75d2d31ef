import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_API, RUNTIME_CONFIG_GLOBAL, type PublicContent } from '@crm/domain';
import { applyLanguage, loadTexts } from '../../lib/i18n.ts';
import { renderApp, renderInRouter, resetState } from '../../test/app.tsx';
import { fail, installFakeHttp, ok, type FakeRoute } from '../../test/fake-http.ts';
import { PublicContentPage } from './PublicContentPage.tsx';

const KEY = 'Zk3pQ9xR2mT7vW1yB4nC8d';
const OPENED = `POST ${CONTENT_API.publicOpened}`;
const READ = `POST ${CONTENT_API.publicRead}`;
const CONTACT = `POST ${CONTENT_API.publicContact}`;

const article = (patch: Partial<PublicContent> = {}): PublicContent => ({
  apiName: 'cmsArticle',
  title: '智能制造解决方案',
  category_dictText: '产品介绍',
  summary: '一套方案打通车间与办公室',
  content: '<p>让每台设备<strong>在线</strong></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">',
  description: null,
  cover: null,
  files: [],
  video: null,
  duration: null,
  companyName: '华信云创',
  sharerName: '李销售',
  updateTime: '2026-12-01T02:00:00.000Z',
  ...patch,
});

const answers = (content: PublicContent = article(), more: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [`GET ${CONTENT_API.publicView}`]: ok(content),
  [OPENED]: ok({ visitId: 'v1' }),
  [READ]: ok(null),
  [CONTACT]: ok(null, '已收到，我们会尽快与您联系'),
  ...more,
});

/** The page alone in a router, as React's StrictMode runs it in development when asked. */
function renderPage(routes: Record<string, FakeRoute>, { strict = false } = {}) {
  const fake = installFakeHttp(routes);
  const page = strict ? (
    <StrictMode>
      <PublicContentPage />
    </StrictMode>
  ) : (
    <PublicContentPage />
  );
  renderInRouter(page, { path: `/article?key=${KEY}` });
  return fake;
}

const inputOf = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  await loadTexts(['external']);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the public page of a shared article or document', () => {
  it('shows the article to a visitor without an account, with nothing of its scripts, and counts the visit', async () => {
    const { fake, path } = renderApp(`/article?key=${KEY}`, answers());
    expect((await screen.findByTestId('content-title')).textContent).toBe('智能制造解决方案');
    expect(path()).toBe(`/article?key=${KEY}`);
    const page = screen.getByTestId('content-page');
    expect(page.textContent).toContain('华信云创');
    expect(page.textContent).toContain('产品介绍');
    expect(page.textContent).toContain('由 李销售 分享');
    expect(page.textContent).toContain('一套方案打通车间与办公室');
    const body = screen.getByTestId('content-body');
    expect(body.textContent).toBe('让每台设备在线');
    expect(body.querySelector('strong')).toBeTruthy();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(screen.queryByTestId('content-files')).toBeNull();
    expect(fake.find(`GET ${CONTENT_API.publicView}`)[0]!.params).toMatchObject({ key: KEY });
    await waitFor(() => expect(fake.find(OPENED)).toHaveLength(1));
    expect(fake.find(OPENED)[0]!.body).toEqual({ key: KEY, openId: expect.stringMatching(/^[\w-]{16,}$/) });
  });

  it('shows a document’s description, its cover, and its files to preview in the app or download, by the link’s key', async () => {
    renderPage(
      answers(
        article({
          apiName: 'cmsDocument',
          title: '2026 产品价格表',
          summary: null,
          content: null,
          description: '含全系列产品的渠道价',
          cover: 'tenant/2026/cover.png',
          files: [
            { path: 'tenant/2026/价格表.xlsx', name: '价格表.xlsx', size: 2_621_440 },
            { path: 'tenant/2026/手册.pdf', name: '手册.pdf', size: 1_024 },
            { path: 'tenant/2026/合同.zip', name: '合同.zip', size: 2_048 },
          ],
        }),
      ),
    );
    expect((await screen.findByTestId('content-body')).textContent).toBe('含全系列产品的渠道价');
    const fileUrl = (path: string, download = '') =>
      `/api${CONTENT_API.publicFile}?key=${KEY}&path=${encodeURIComponent(path).replaceAll('%20', '+')}${download}`;
    expect(screen.getByTestId('content-cover').getAttribute('src')).toBe(fileUrl('tenant/2026/cover.png'));
    const files = screen.getAllByTestId('content-file');
    expect(files.map((file) => file.textContent)).toEqual(['价格表.xlsx2.5 MB预览下载', '手册.pdf1 KB预览下载', '合同.zip2 KB下载']);
    const previews = screen.getAllByTestId('content-file-preview');
    expect(new URL(previews[0]!.getAttribute('href')!, 'http://x').pathname).toMatch(/\/officeView$/);
    const pdf = new URL(previews[1]!.getAttribute('href')!, 'http://x');
    expect(pdf.pathname).toMatch(/\/pdfPreview$/);
    expect(pdf.searchParams.get('src')).toBe(fileUrl('tenant/2026/手册.pdf'));
    expect(pdf.searchParams.get('title')).toBe('手册.pdf');
    expect(screen.getAllByTestId('content-file-download')[2]!.getAttribute('href')).toBe(fileUrl('tenant/2026/合同.zip', '&download=1'));
  });

  it('opens one visit per load of the page, even when StrictMode runs its effects twice', async () => {
    const fake = renderPage(answers(), { strict: true });
    await screen.findByTestId('content-page');
    await waitFor(() => expect(fake.find(OPENED)).toHaveLength(1));
    // Time for a second call to have gone out, had there been one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.find(OPENED)).toHaveLength(1);
  });

  it('tells the seconds read every 15 s of the page showing, and again when it is hidden', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // Only the page's clock: the answers and Testing Library's waits keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = renderPage(answers());
    await vi.waitFor(() => expect(fake.find(OPENED)).toHaveLength(1));
    // The visit's id is in once its answer has landed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const reads = () => fake.find(READ);

    act(() => void vi.advanceTimersByTime(14_000));
    expect(reads()).toHaveLength(0);
    // Not read while another app or tab shows.
    visibility = 'hidden';
    act(() => void vi.advanceTimersByTime(60_000));
    expect(reads()).toHaveLength(0);
    visibility = 'visible';
    act(() => void vi.advanceTimersByTime(1_000));
    await vi.waitFor(() => expect(reads()).toHaveLength(1));
    expect(reads()[0]!.body).toEqual({ key: KEY, visitId: 'v1', seconds: 15 });

    act(() => void vi.advanceTimersByTime(5_000));
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads()[1]!.body).toEqual({ key: KEY, visitId: 'v1', seconds: 20 });
  });

  it('asks for a name or a mobile, refuses a mobile that is not one, and leaves both for the sharer', async () => {
    const fake = renderPage(answers());
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('content-contact-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请留下姓名或手机号');
    await u.type(inputOf('content-contact-phone'), '12345');
    await u.click(screen.getByTestId('content-contact-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的手机号');
    expect(fake.find(CONTACT)).toHaveLength(0);

    await u.type(inputOf('content-contact-name'), '王先生');
    await u.clear(inputOf('content-contact-phone'));
    await u.type(inputOf('content-contact-phone'), '139 1000 1002');
    await u.click(screen.getByTestId('content-contact-submit'));
    expect((await screen.findByTestId('content-contact-done')).textContent).toBe('已收到，我们会尽快与您联系');
    expect(fake.find(CONTACT)[0]!.body).toEqual({ key: KEY, visitId: 'v1', name: '王先生', phone: '13910001002' });
    expect(screen.queryByTestId('content-contact-submit')).toBeNull();
  });

  it('says a revoked or unknown link opens nothing', async () => {
    const fake = renderPage(answers(article(), { [`GET ${CONTENT_API.publicView}`]: fail(404, 'not found') }));
    expect((await screen.findByTestId('content-gone')).textContent).toContain('链接已失效或不存在');
    expect(screen.queryByTestId('content-page')).toBeNull();
    expect(fake.find(`GET ${CONTENT_API.publicView}`)).toHaveLength(1);
    expect(fake.find(OPENED)).toHaveLength(0);
  });
});
