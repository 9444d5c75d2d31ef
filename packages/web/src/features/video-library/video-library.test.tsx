import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadObjectTexts, loadTexts } from '../../lib/i18n.ts';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import type { LibraryVideo } from './api/videos.ts';
import { VideoLibraryPage } from './VideoLibraryPage.tsx';

const VIDEOS: LibraryVideo[] = [
  {
    id: 'v1',
    title: '三分钟看懂华信云 CRM',
    category: '1',
    category_dictText: '产品介绍',
    cover: [{ name: 'poster.png', path: '2026/12/poster.png', size: 80_000 }],
    video: [{ name: '演示.mp4', path: '2026/12/demo.mp4', size: 52_428_800 }],
    duration: '3分12秒',
  },
  {
    id: 'v2',
    title: '远航物流客户访谈',
    category: '2',
    category_dictText: '客户案例',
    cover: null,
    video: null,
    duration: null,
  },
];
const CATEGORIES = [
  { value: '1', text: '产品介绍', color: null },
  { value: '2', text: '客户案例', color: null },
];
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsVideo:${action}`, type: '1' }));

function listOf(videos: LibraryVideo[]) {
  return (call: RecordedCall) => {
    const keyword = call.params.keyword ?? '';
    const filters = call.params.filters ? (JSON.parse(call.params.filters) as { field: string; value: string }[]) : [];
    const category = filters.find((f) => f.field === 'category')?.value;
    const records = videos.filter((v) => (!keyword || v.title.includes(keyword)) && (!category || v.category === category));
    return ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
  };
}

const open = (videos = VIDEOS) =>
  renderScreen(
    <VideoLibraryPage />,
    '/video',
    recordRoutes({
      'GET /cms/cmsVideo/list': listOf(videos),
      'GET /sys/dict/getDictItems/cms_category': ok(CATEGORIES),
    }),
  );

const tiles = () => screen.getAllByTestId('video-item');

beforeEach(async () => {
  setUpRecordTest(rights(['list', 'view']));
  await Promise.all([loadTexts(['records']), loadObjectTexts(['cmsVideo'])]);
});

describe('the video library (/video)', () => {
  it('shows the videos as covers with a play mark and their length; one without its film says so', async () => {
    const { fake } = open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const [demo, interview] = tiles() as [HTMLElement, HTMLElement];
    expect(within(demo).getByTestId('video-title').textContent).toBe('三分钟看懂华信云 CRM');
    expect(within(demo).getByTestId('video-cover').getAttribute('src')).toContain('/2026/12/poster.png');
    expect(within(demo).getByRole('img', { name: '播放' })).toBeTruthy();
    expect(demo.textContent).toContain('3分12秒');
    expect(demo.textContent).toContain('产品介绍');
    expect(within(interview).queryByTestId('video-cover')).toBeNull();
    expect(within(interview).queryByTestId('video-play')).toBeNull();
    expect(within(interview).getByTestId('video-no-film').textContent).toBe('未上传视频');
    expect(fake.find('GET /cms/cmsVideo/list')[0]!.params).toMatchObject({ pageNo: '1', pageSize: '20', fields: 'title,category,cover,video,duration' });
    expect(screen.queryByTestId('video-manage')).toBeNull();
  });

  it('searches by title and narrows to a category', async () => {
    const { fake } = open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.change(within(screen.getByTestId('video-search')).getByRole('searchbox'), { target: { value: '物流' } });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(tiles()[0]!.textContent).toContain('远航物流客户访谈');
    await userEvent.setup().click(screen.getByTestId('video-category-1'));
    expect(await screen.findByText('没有找到相关视频')).toBeTruthy();
    expect(JSON.parse(fake.find('GET /cms/cmsVideo/list').at(-1)!.params.filters!)).toEqual([{ field: 'category', op: 'eq', value: '1' }]);
  });

  it('opens a video’s detail screen, where it is shared', async () => {
    const { current } = open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await userEvent.setup().click(tiles()[0]!);
    await waitFor(() => expect(current()).toBe('/cms/cmsVideoView?id=v1'));
  });

  it('says there are no videos yet, and leads those who upload them to the list', async () => {
    setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
    open([]);
    expect(await screen.findByText('还没有视频')).toBeTruthy();
    expect(screen.getByTestId('video-manage').getAttribute('href')).toBe('/cms/cmsVideoList');
  });
});
