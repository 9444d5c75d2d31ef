import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { TaskFilesPage } from './TaskFilesPage.tsx';

beforeEach(() => setUpRecordTest(['list', 'view', 'edit'].map((a) => ({ action: `oa:oaTask:${a}`, type: '1' }))));

const files = (canEdit: boolean) =>
  recordRoutes({
    'GET /oa/oaTask/queryById': ok(row({ id: 't1', title: '客户需求调研', _access: { canEdit, canDelete: false } })),
    'GET /sys/attachment/list': ok([{ id: 'a1', name: '访谈纪要.docx', url: '/files/a1', size: 2048, kind: 'file', createTime: '2026-11-27T02:00:00.000Z' }]),
  });

describe("a task's files (/oa/oaTaskFilesAdd)", () => {
  it('lists what is attached, and offers to add images and files to whoever may change the task', async () => {
    renderScreen(<TaskFilesPage />, '/oa/oaTaskFilesAdd?id=t1', files(true));
    expect(await screen.findByText('访谈纪要.docx')).toBeTruthy();
    expect(screen.getByText('上传图片')).toBeTruthy();
  });

  it('lists them without adding for one who only reads it', async () => {
    renderScreen(<TaskFilesPage />, '/oa/oaTaskFilesAdd?id=t1', files(false));
    expect(await screen.findByText('访谈纪要.docx')).toBeTruthy();
    expect(screen.queryByText('上传图片')).toBeNull();
  });
});
