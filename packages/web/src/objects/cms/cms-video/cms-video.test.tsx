import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_API, type ContentShare } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { fail, ok, type FakeRoute } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const KEY = 'Vq2wE8rT5yU1iO7pA3sF9g';
const share: ContentShare = { key: KEY, apiName: 'cmsVideo', recordId: 'v1', path: `/videoView?key=${KEY}` };
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsVideo:${action}`, type: '1' }));

const open = (overrides: Record<string, FakeRoute> = {}) =>
  renderScreen(
    <RecordViewPage source={{ kind: 'entity', apiName: 'cmsVideo' }} />,
    '/cms/cmsVideoView?id=v1',
    recordRoutes({
      'GET /cms/cmsVideo/queryById': ok(
        row({
          id: 'v1',
          title: '三分钟看懂华信云 CRM',
          category: '1',
          duration: '3分12秒',
          video: [{ path: '2026/12/demo.mp4', name: '演示.mp4', size: 1024 }],
        }),
      ),
      [`POST ${CONTENT_API.share}`]: ok(share),
      ...overrides,
    }),
  );

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view']));
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ cmsVideo: { load: () => import('./cms-video.web.tsx').then((m) => m.cmsVideoWeb) } });
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('sharing a video from its detail screen', () => {
  it('makes the video’s link, which opens /videoView', async () => {
    const { fake } = open();
    await userEvent.setup().click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await waitFor(() => expect((screen.getByTestId('share-link') as HTMLInputElement).value).toBe(`${window.location.origin}/mobile/videoView?key=${KEY}`));
    expect(fake.find(`POST ${CONTENT_API.share}`)[0]!.body).toEqual({ apiName: 'cmsVideo', id: 'v1' });
    expect(await screen.findByTestId('qr-code')).toBeTruthy();
  });

  it('says why a video without its film is not shared', async () => {
    open({ [`POST ${CONTENT_API.share}`]: fail(422, '视频尚未上传视频文件，上传后才能分享') });
    await userEvent.setup().click(await screen.findByTestId('share-create', {}, { timeout: 4000 }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('视频尚未上传视频文件，上传后才能分享'));
    expect(screen.queryByTestId('share-link')).toBeNull();
  });
});
