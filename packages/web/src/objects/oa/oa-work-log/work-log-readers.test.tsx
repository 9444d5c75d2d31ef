import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { registerWebObjects } from '../../../records/web-object.ts';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';

beforeEach(() => {
  setUpRecordTest(['list', 'view', 'add', 'edit'].map((a) => ({ action: `oa:oaWorkLog:${a}`, type: '1' })));
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ oaWorkLog: { load: () => import('./oa-work-log.web.tsx').then((m) => m.oaWorkLogWeb) } });
});

describe('a work report’s detail', () => {
  it('says which of its recipients read it and which not yet', async () => {
    renderScreen(
      <RecordViewPage source={{ kind: 'entity', apiName: 'oaWorkLog' }} />,
      '/oa/oaWorkLogView?id=w1',
      recordRoutes({
        'GET /oa/oaWorkLog/queryById': ok(
          row({ id: 'w1', logType: '1', reportDate: '2026-11-27', content: '拜访客户', recipientIds: ['u1', 'u2'], recipientIds_dictText: '周杰,王经理' }),
        ),
        'GET /crm/crmBrowseList/viewers': ok([{ userId: 'u1', userName: '周杰', lastViewedAt: '2026-11-27T10:00:00.000Z', views: 1 }]),
      }),
    );
    const panel = await screen.findByTestId('work-log-readers', {}, { timeout: 4000 });
    await waitFor(() => expect(screen.getByTestId('work-log-read-count').textContent).toBe('1/2 人已读'));
    expect(screen.getAllByTestId('work-log-reader').map((person) => [person.firstChild?.textContent, person.getAttribute('data-read')])).toEqual([
      ['周杰', 'true'],
      ['王经理', 'false'],
    ]);
    expect(panel.textContent).toContain('未读');
  });
});
