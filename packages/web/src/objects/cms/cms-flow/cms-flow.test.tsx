import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';

const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsFlow:${action}`, type: '1' }));

beforeEach(() => setUpRecordTest(rights(['list', 'view'])));

describe('a radar or flow item’s detail screen', () => {
  it('shows its step and its text, with nothing in the text that could run', async () => {
    renderScreen(
      <RecordViewPage source={{ kind: 'entity', apiName: 'cmsFlow' }} />,
      '/cms/cmsFlowView?id=f1',
      recordRoutes({
        'GET /cms/cmsFlow/queryById': ok(
          row({
            id: 'f1',
            title: '需求确认：三个必问的问题',
            category: '2',
            category_dictText: '销售流程',
            step: 1,
            summary: '团队规模、目前如何管理客户、最想解决的问题。',
            // What a stored text could hold were it not cleaned when saved: the screen cleans it again.
            content: '<p>问清销售团队的人数和分布。</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
            files: [],
          }),
        ),
      }),
    );
    await waitFor(() => expect(document.body.textContent).toContain('问清销售团队的人数和分布。'), { timeout: 4000 });
    expect(screen.getAllByText('需求确认：三个必问的问题').length).toBeGreaterThan(0);
    expect(document.body.textContent).toContain('销售流程');
    expect(document.body.textContent).toContain('步骤序号');
    const html = document.body.innerHTML;
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
  });
});
