import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_API, type ContentShare } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const KEY = 'Dq7wE2rT9yU4iO1pA6sF3g';
const share: ContentShare = { key: KEY, apiName: 'cmsDocument', recordId: 'd1', path: `/documentView?key=${KEY}` };
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsDocument:${action}`, type: '1' }));

const open = () =>
  renderScreen(
    <RecordViewPage source={{ kind: 'entity', apiName: 'cmsDocument' }} />,
    '/cms/cmsDocumentView?id=d1',
    recordRoutes({
      'GET /cms/cmsDocument/queryById': ok(row({ id: 'd1', title: '2026 产品价格表', category: '1', file: [] })),
      [`POST ${CONTENT_API.share}`]: ok(share),
    }),
  );

beforeEach(() => {
  registerWebObjects({ cmsDocument: { load: () => import('./cms-document.web.tsx').then((m) => m.cmsDocumentWeb) } });
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('sharing a document from its detail screen', () => {
  it('makes the document’s link and leads to the visits', async () => {
    setUpRecordTest([...rights(['list', 'view']), { action: 'cms:cmsArticle:list', type: '1' }]);
    const { fake, current } = open();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await waitFor(() => expect((screen.getByTestId('share-link') as HTMLInputElement).value).toBe(`${window.location.origin}/mobile/documentView?key=${KEY}`));
    expect(fake.find(`POST ${CONTENT_API.share}`)[0]!.body).toEqual({ apiName: 'cmsDocument', id: 'd1' });
    await u.click(screen.getByTestId('share-visits'));
    await waitFor(() => expect(current()).toBe('/cms/visitorView'));
  });

  it('offers no visits to a user who may not list articles', async () => {
    setUpRecordTest(rights(['list', 'view']));
    open();
    expect(await screen.findByTestId('share-create', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByTestId('share-visits')).toBeNull();
  });
});
