import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_API, type ContentShare } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { fail, ok, type FakeRoute } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const article = { kind: 'entity', apiName: 'cmsArticle' } as const;
const KEY = 'Zk3pQ9xR2mT7vW1yB4nC8d';
const share: ContentShare = { key: KEY, apiName: 'cmsArticle', recordId: 'a1', path: `/article?key=${KEY}` };
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsArticle:${action}`, type: '1' }));

const open = (overrides: Record<string, FakeRoute> = {}) =>
  renderScreen(
    <RecordViewPage source={article} />,
    '/cms/cmsArticleView?id=a1',
    recordRoutes({
      'GET /cms/cmsArticle/queryById': ok(row({ id: 'a1', title: '智能制造解决方案', category: '1', status: '1' })),
      [`POST ${CONTENT_API.share}`]: ok(share),
      [`POST ${CONTENT_API.revoke}`]: ok(null),
      ...overrides,
    }),
  );

const linkBox = () => screen.getByTestId('share-link') as HTMLInputElement;

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ cmsArticle: { load: () => import('./cms-article.web.tsx').then((m) => m.cmsArticleWeb) } });
  // Toasts load their overlay lazily and time themselves out: left real, they could outlive the test.
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

describe('sharing an article from its detail screen', () => {
  it('makes the link, shows it whole and as a QR code, and copies it', async () => {
    const { fake } = open();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await waitFor(() => expect(linkBox().value).toBe(`${window.location.origin}/mobile/article?key=${KEY}`));
    expect(fake.find(`POST ${CONTENT_API.share}`)[0]!.body).toEqual({ apiName: 'cmsArticle', id: 'a1' });
    // No share sheet in this browser: no button for it.
    expect(screen.queryByTestId('share-send')).toBeNull();
    // The same link as a QR code, for a customer beside the salesperson to scan.
    expect((await screen.findByTestId('qr-code')).getAttribute('alt')).toBe('分享链接的二维码');

    await u.click(screen.getByTestId('share-copy'));
    await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('复制成功'));
    expect(await navigator.clipboard.readText()).toBe(linkBox().value);
    expect(screen.getByTestId('share-visits').getAttribute('href')).toBe('/cms/visitorView');
  });

  it('selects the link to copy by hand where the clipboard is out of reach', async () => {
    open();
    const u = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await u.click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await u.click(await screen.findByTestId('share-copy'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('已选中链接，请手动复制'));
    expect(document.activeElement).toBe(linkBox());
    expect([linkBox().selectionStart, linkBox().selectionEnd]).toEqual([0, linkBox().value.length]);
  });

  it('sends the link with the phone’s share sheet where there is one', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: send, configurable: true });
    open();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await u.click(await screen.findByTestId('share-send'));
    expect(send).toHaveBeenCalledWith({ title: '智能制造解决方案', url: `${window.location.origin}/mobile/article?key=${KEY}` });
  });

  it('revokes the link only once the user confirms', async () => {
    const { fake } = open();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await u.click(await screen.findByTestId('share-revoke'));
    expect(await screen.findByText(/撤销后，已发出的链接将无法再打开/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/撤销后/)).toBeNull());
    expect(fake.find(`POST ${CONTENT_API.revoke}`)).toHaveLength(0);
    expect(screen.getByTestId('share-link')).toBeTruthy();

    await u.click(screen.getByTestId('share-revoke'));
    await u.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(fake.find(`POST ${CONTENT_API.revoke}`)).toHaveLength(1));
    expect(fake.find(`POST ${CONTENT_API.revoke}`)[0]!.body).toEqual({ key: KEY });
    expect(await screen.findByTestId('share-create')).toBeTruthy();
    expect(screen.queryByTestId('share-link')).toBeNull();
    expect(feedback.success).toHaveBeenCalledWith('链接已撤销');
  });

  it('says why a draft is not shared, and stays ready to share once published', async () => {
    const { fake } = open({ [`POST ${CONTENT_API.share}`]: fail(422, '文章尚未发布，发布后才能分享') });
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('文章尚未发布，发布后才能分享'));
    expect(screen.queryByTestId('share-link')).toBeNull();
    await u.click(screen.getByTestId('share-create'));
    await waitFor(() => expect(fake.find(`POST ${CONTENT_API.share}`)).toHaveLength(2));
  });
});
