import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadObjectTexts, loadTexts } from '../../lib/i18n.ts';
import { ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import type { FileBox } from './api/file-boxes.ts';
import { FileLibraryPage } from './FileLibraryPage.tsx';

const file = (name: string) => ({ name, path: `2026/12/${name}`, size: 1_024 });

const BOXES: FileBox[] = [
  {
    id: 'f1',
    title: '产品资料包（2026 版）',
    category_dictText: '产品介绍',
    files: [file('手册.pdf'), file('价格表.xlsx'), file('功能清单.docx')],
    description: '初次拜访后发给客户',
    updateTime: '2026-12-01 10:00:00',
  },
  { id: 'f2', title: '投标资料包', category_dictText: '方案白皮书', files: null, description: null, updateTime: '2026-12-02 10:00:00' },
];
const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsFile:${action}`, type: '1' }));

function listOf(boxes: FileBox[]) {
  return (call: RecordedCall) => {
    const keyword = call.params.keyword ?? '';
    const records = boxes.filter((b) => !keyword || b.title.includes(keyword));
    return ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
  };
}

const open = (boxes = BOXES) => renderScreen(<FileLibraryPage />, '/file', recordRoutes({ 'GET /cms/cmsFile/list': listOf(boxes) }));

const items = () => screen.getAllByTestId('file-box-item');

beforeEach(async () => {
  setUpRecordTest(rights(['list', 'view']));
  await Promise.all([loadTexts(['records']), loadObjectTexts(['cmsFile'])]);
});

describe('the file library (/file)', () => {
  it('lists the file boxes with how many files each holds', async () => {
    const { fake } = open();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [product, tender] = items() as [HTMLElement, HTMLElement];
    expect(within(product).getByTestId('file-box-title').textContent).toBe('产品资料包（2026 版）');
    expect(within(product).getByTestId('file-box-count').textContent).toBe('3 个文件');
    expect(product.textContent).toContain('产品介绍');
    expect(product.textContent).toContain('初次拜访后发给客户');
    expect(within(tender).getByTestId('file-box-count').textContent).toBe('暂无文件');
    expect(fake.find('GET /cms/cmsFile/list')[0]!.params).toMatchObject({ pageNo: '1', pageSize: '20' });
    expect(screen.queryByTestId('file-box-manage')).toBeNull();
  });

  it('searches by name, and says when nothing matches', async () => {
    const { fake } = open();
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.change(within(screen.getByTestId('file-box-search')).getByRole('searchbox'), { target: { value: '投标' } });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(fake.find('GET /cms/cmsFile/list').at(-1)!.params.keyword).toBe('投标');
    fireEvent.change(within(screen.getByTestId('file-box-search')).getByRole('searchbox'), { target: { value: '合同' } });
    expect(await screen.findByText('没有找到相关资料包')).toBeTruthy();
  });

  it('opens a file box’s detail screen, where it is shared', async () => {
    const { current } = open();
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.setup().click(items()[0]!);
    await waitFor(() => expect(current()).toBe('/cms/cmsFileView?id=f1'));
  });

  it('says there are no file boxes yet, and leads those who make them to the list', async () => {
    setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
    open([]);
    expect(await screen.findByText('还没有资料包')).toBeTruthy();
    expect(screen.getByTestId('file-box-manage').getAttribute('href')).toBe('/cms/cmsFileList');
  });
});
