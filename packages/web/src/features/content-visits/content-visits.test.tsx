import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_API, type ContentVisit } from '@crm/domain';
import { loadObjectTexts, loadTexts } from '../../lib/i18n.ts';
import { baseRoutes, menuItem, renderApp } from '../../test/app.tsx';
import { ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { VisitorViewPage } from './VisitorViewPage.tsx';

const visit = (patch: Partial<ContentVisit> = {}): ContentVisit => ({
  id: 'v1',
  apiName: 'cmsArticle',
  recordId: 'a1',
  title: '智能制造解决方案',
  // The signed-in user's own link (record-fixtures signs in Li Lei).
  sharerName: 'Li Lei',
  visitedAt: '2026-12-02T02:30:00.000Z',
  device: 'iOS · 微信',
  seconds: 155,
  visitorName: '王先生',
  visitorPhone: '13910001002',
  leadId: 'l1',
  ...patch,
});

const VISITS = [
  visit(),
  visit({
    id: 'v2',
    apiName: 'cmsDocument',
    recordId: 'd1',
    title: '2026 产品价格表',
    sharerName: '张经理',
    seconds: 40,
    visitorName: null,
    visitorPhone: null,
    leadId: null,
  }),
];
const page = (records: ContentVisit[]) => ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
const ARTICLE_LIST = { action: 'cms:cmsArticle:list', type: '1' };

beforeEach(async () => {
  setUpRecordTest([ARTICLE_LIST]);
  await Promise.all([loadTexts(['records']), loadObjectTexts(['cmsArticle', 'cmsDocument'])]);
});

describe('the visits of my links (/cms/visitorView)', () => {
  it('lists who opened what, when, on what and for how long, and opens the lead a visitor became', async () => {
    const { fake, current } = renderScreen(<VisitorViewPage />, '/cms/visitorView', recordRoutes({ [`GET ${CONTENT_API.visits}`]: page(VISITS) }));
    await waitFor(() => expect(screen.getAllByTestId('visit-item')).toHaveLength(2));
    expect(fake.find(`GET ${CONTENT_API.visits}`)[0]!.params).toMatchObject({ pageNo: '1', pageSize: '20' });
    const [first, second] = screen.getAllByTestId('visit-item') as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('visit-title').textContent).toBe('智能制造解决方案');
    expect(first.textContent).toContain('文章');
    expect(first.textContent).toContain('2026-12-02 10:30');
    expect(first.textContent).toContain('iOS · 微信');
    expect(within(first).getByTestId('visit-read').textContent).toBe('2分35秒');
    expect(within(first).getByTestId('visit-lead').textContent).toContain('王先生 · 13910001002');
    // My own link: no sharer named; another's (an administrator sees everyone's) names its sharer.
    expect(first.textContent).not.toContain('分享人');
    expect(second.textContent).toContain('分享人张经理');
    expect(second.textContent).toContain('文档');
    expect(within(second).getByTestId('visit-read').textContent).toBe('40秒');
    // No contact left, no lead to open.
    expect(second.tagName).toBe('ARTICLE');
    expect(within(second).queryByTestId('visit-lead')).toBeNull();

    await userEvent.setup().click(within(first).getByTestId('visit-lead'));
    await waitFor(() => expect(current()).toBe('/crm/crmClueView?id=l1'));
  });

  it('says so when nobody has opened a link yet', async () => {
    renderScreen(<VisitorViewPage />, '/cms/visitorView', recordRoutes({ [`GET ${CONTENT_API.visits}`]: page([]) }));
    expect(await screen.findByText('还没有客户打开您分享的内容')).toBeTruthy();
  });

  it('is a page of the shell with its title and a way back, for whoever lists articles', async () => {
    renderApp(
      '/cms/visitorView',
      baseRoutes({
        'GET /sys/permission/getUserPermissionByToken': ok({ menu: [menuItem()], auth: [ARTICLE_LIST], allAuth: [] }),
        [`GET ${CONTENT_API.visits}`]: page(VISITS),
      }),
    );
    expect(await screen.findAllByTestId('visit-item')).toHaveLength(2);
    expect((await screen.findByTestId('nav-title', {}, { timeout: 5000 })).textContent).toBe('访客记录');
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });

  it('is refused to a user who may not list articles', async () => {
    const { fake } = renderApp('/cms/visitorView', baseRoutes({ [`GET ${CONTENT_API.visits}`]: page(VISITS) }));
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
    expect(fake.find(`GET ${CONTENT_API.visits}`)).toHaveLength(0);
  });
});
