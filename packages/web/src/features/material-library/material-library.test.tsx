import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImageViewer from 'antd-mobile/es/components/image-viewer/index.js';
import { http } from '../../lib/http.ts';
import { loadObjectTexts, loadTexts } from '../../lib/i18n.ts';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { baseRoutes, menuItem, renderApp } from '../../test/app.tsx';
import type { Material } from './api/materials.ts';
import { MaterialLibraryPage } from './MaterialLibraryPage.tsx';

const image = (name: string) => ({ name, path: `2026/12/${name}`, size: 120_000 });

const MATERIALS: Material[] = [
  {
    id: 's1',
    title: '华信云 CRM 产品海报',
    category: '1',
    category_dictText: '产品介绍',
    kind: '2',
    kind_dictText: '海报',
    images: [image('poster-1.jpg'), image('poster-2.jpg')],
    files: [],
    description: '适合发朋友圈的竖版海报',
  },
  {
    id: 's2',
    title: '远航物流案例资料',
    category: '2',
    category_dictText: '客户案例',
    kind: '3',
    kind_dictText: '文件',
    images: null,
    files: [{ name: '远航物流案例.pdf', path: '2026/12/case.pdf', size: 2_400_000 }],
    description: null,
  },
];
const CATEGORIES = [
  { value: '1', text: '产品介绍', color: null },
  { value: '2', text: '客户案例', color: null },
];
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsSource:${action}`, type: '1' }));

function listOf(materials: Material[]) {
  return (call: RecordedCall) => {
    const keyword = call.params.keyword ?? '';
    const filters = call.params.filters ? (JSON.parse(call.params.filters) as { field: string; value: string }[]) : [];
    const category = filters.find((f) => f.field === 'category')?.value;
    const records = materials.filter((m) => (!keyword || m.title.includes(keyword)) && (!category || m.category === category));
    return ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
  };
}

const open = (materials = MATERIALS) =>
  renderScreen(
    <MaterialLibraryPage />,
    '/source',
    recordRoutes({
      'GET /cms/cmsSource/list': listOf(materials),
      'GET /sys/dict/getDictItems/cms_category': ok(CATEGORIES),
    }),
  );

const tiles = () => screen.getAllByTestId('material-item');

// The viewer's gestures capture the pointer, which jsdom cannot; and a viewer closing still
// listens while its animation runs on into the next test.
const POINTER_CAPTURE = ['setPointerCapture', 'releasePointerCapture'] as const;
beforeAll(() => {
  for (const name of POINTER_CAPTURE) Object.defineProperty(Element.prototype, name, { configurable: true, value: () => undefined });
});
afterAll(() => {
  for (const name of POINTER_CAPTURE) delete (Element.prototype as Partial<Record<(typeof POINTER_CAPTURE)[number], unknown>>)[name];
});

beforeEach(async () => {
  setUpRecordTest(rights(['list', 'view']));
  await Promise.all([loadTexts(['records']), loadObjectTexts(['cmsSource'])]);
});
afterEach(() => {
  vi.restoreAllMocks();
  // The viewer lives outside the screen, in the document's body: closed, not left to the next test.
  ImageViewer.clear();
});

describe('the material library (/source)', () => {
  it('shows the materials as a grid of covers: the first image, or a file’s icon', async () => {
    const { fake } = open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const [poster, files] = tiles() as [HTMLElement, HTMLElement];
    expect(within(poster).getByTestId('material-title').textContent).toBe('华信云 CRM 产品海报');
    expect(within(poster).getByTestId('material-cover').getAttribute('src')).toContain('/2026/12/poster-1.jpg');
    expect(poster.textContent).toContain('2 张图片');
    expect(poster.textContent).toContain('海报');
    expect(within(files).queryByTestId('material-cover')).toBeNull();
    expect(fake.find('GET /cms/cmsSource/list')[0]!.params).toMatchObject({ pageNo: '1', pageSize: '20' });
    expect(screen.queryByTestId('material-manage')).toBeNull();
  });

  it('searches by name and narrows to a category', async () => {
    const { fake } = open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.change(within(screen.getByTestId('material-search')).getByRole('searchbox'), { target: { value: '物流' } });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(tiles()[0]!.textContent).toContain('远航物流案例资料');
    await userEvent.setup().click(screen.getByTestId('material-category-1'));
    expect(await screen.findByText('没有找到相关素材')).toBeTruthy();
    expect(JSON.parse(fake.find('GET /cms/cmsSource/list').at(-1)!.params.filters!)).toEqual([{ field: 'category', op: 'eq', value: '1' }]);
  });

  it('opens a material and shows its images in the zoomable viewer, from the one tapped', async () => {
    open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(tiles()[0]!);
    const sheet = await screen.findByTestId('material-sheet');
    expect(sheet.textContent).toContain('适合发朋友圈的竖版海报');
    expect(within(sheet).getAllByTestId('material-image')).toHaveLength(2);
    // A plain click: the viewer's gestures capture pointers, which jsdom cannot.
    fireEvent.click(within(sheet).getAllByTestId('material-image')[1]!);
    // antd-mobile's ImageViewer, over both images, at the second.
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull(), { timeout: 4000 });
    const shown = [...document.querySelectorAll<HTMLImageElement>('.adm-image-viewer-content img')].map((img) => img.getAttribute('src'));
    expect(shown.some((src) => src?.includes('poster-2.jpg'))).toBe(true);
  });

  it('lists a material’s files to download', async () => {
    const download = vi.spyOn(http, 'download').mockResolvedValue(undefined);
    open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(tiles()[1]!);
    const sheet = await screen.findByTestId('material-sheet');
    expect(within(sheet).queryByTestId('material-image')).toBeNull();
    const file = within(sheet).getByTestId('material-file');
    expect(file.textContent).toContain('远航物流案例.pdf');
    expect(file.textContent).toContain('2.3 MB');
    await u.click(file);
    expect(download).toHaveBeenCalledWith('/sys/common/download/2026/12/case.pdf', undefined, '远航物流案例.pdf');
    await u.click(within(sheet).getByTestId('material-close'));
    await waitFor(() => expect(screen.queryByTestId('material-sheet')).toBeNull());
  });

  it('says there are no materials yet', async () => {
    open([]);
    expect(await screen.findByText('还没有素材')).toBeTruthy();
  });

  it('leads those who upload materials to the list and to each material whole', async () => {
    setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
    const { current } = open();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.getByTestId('material-manage').getAttribute('href')).toBe('/cms/cmsSourceList');
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(tiles()[0]!);
    await u.click(await screen.findByTestId('material-open'));
    await waitFor(() => expect(current()).toBe('/cms/cmsSourceView?id=s1'));
  });

  it('is a page of the shell with its title and a way back, for whoever lists materials', async () => {
    renderApp(
      '/source',
      baseRoutes({
        'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem()], auth: rights(['list', 'view']), allAuth: [] }),
        'GET /cms/cmsSource/list': listOf(MATERIALS),
        'GET /sys/dict/getDictItems/cms_category': ok(CATEGORIES),
      }),
    );
    expect(await screen.findAllByTestId('material-item', {}, { timeout: 5000 })).toHaveLength(2);
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('素材库');
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });

  it('is refused to a user who may not list materials', async () => {
    const { fake } = renderApp('/source', baseRoutes({ 'GET /cms/cmsSource/list': listOf(MATERIALS) }));
    expect(await screen.findByTestId('access-denied', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.find('GET /cms/cmsSource/list')).toHaveLength(0);
  });
});
