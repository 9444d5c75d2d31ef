import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_API, type ContentShare } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const KEY = 'Fb4xK9mN2pQ7rS1tU6vW3y';
const share: ContentShare = { key: KEY, apiName: 'cmsFile', recordId: 'f1', path: `/fileBox?key=${KEY}` };
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsFile:${action}`, type: '1' }));

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view']));
  registerWebObjects({ cmsFile: { load: () => import('./cms-file.web.tsx').then((m) => m.cmsFileWeb) } });
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('sharing a file box from its detail screen', () => {
  it('makes the box’s link, which opens /fileBox', async () => {
    const { fake } = renderScreen(
      <RecordViewPage source={{ kind: 'entity', apiName: 'cmsFile' }} />,
      '/cms/cmsFileView?id=f1',
      recordRoutes({
        'GET /cms/cmsFile/queryById': ok(
          row({ id: 'f1', title: '产品资料包', category: '1', files: [{ path: '2026/12/a.pdf', name: '手册.pdf', size: 1024 }] }),
        ),
        [`POST ${CONTENT_API.share}`]: ok(share),
      }),
    );
    await userEvent.setup().click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await waitFor(() => expect((screen.getByTestId('share-link') as HTMLInputElement).value).toBe(`${window.location.origin}/mobile/fileBox?key=${KEY}`));
    expect(fake.find(`POST ${CONTENT_API.share}`)[0]!.body).toEqual({ apiName: 'cmsFile', id: 'f1' });
  });
});
