import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECORD_API } from '@crm/domain';
import { ok } from '../../../test/fake-http.ts';
import { RecordListPage } from '../../../records/list/RecordListPage.tsx';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const rights = (actions: string[]) => actions.map((action) => ({ action: `cms:cmsSource:${action}`, type: '1' }));

beforeEach(() => {
  setUpRecordTest(rights(['list', 'view', 'add', 'edit']));
  registerWebObjects({ cmsSource: { load: () => import('./cms-source.web.tsx').then((m) => m.cmsSourceWeb) } });
});

describe('the materials’ list', () => {
  it('leads to the material library, where the same materials show as a gallery', async () => {
    const { current } = renderScreen(
      <RecordListPage source={{ kind: 'entity', apiName: 'cmsSource' }} />,
      '/cms/cmsSourceList',
      recordRoutes({
        'GET /cms/cmsSource/list': ok({ records: [], total: 0, size: 20, current: 1, pages: 0 }),
        [`GET ${RECORD_API.sceneList}`]: ok([]),
      }),
    );
    const button = await screen.findByTestId('list-action-materialLibrary', {}, { timeout: 4000 });
    expect(button.textContent).toContain('素材库');
    await userEvent.setup().click(button);
    await waitFor(() => expect(current()).toBe('/source'));
  });
});
