import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STARS_API } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { fail, ok, type RecordedCall } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { RecordViewPage } from './RecordViewPage.tsx';

/** The star of every record's detail screen (issue 20, my follows): here a tender's and an extension table's row. */

const tender = { kind: 'entity', apiName: 'cmsTender' } as const;

/** The server's star state of the record, as the calls change it. */
function starServer(starred: boolean) {
  let state = starred;
  return {
    [`GET ${STARS_API.state}`]: () => ok({ starred: state }),
    [`POST ${STARS_API.star}`]: () => {
      state = true;
      return ok({ starred: true });
    },
    [`POST ${STARS_API.unstar}`]: () => {
      state = false;
      return ok({ starred: false });
    },
  };
}

const open = (routes: Record<string, unknown>) =>
  renderScreen(
    <RecordViewPage source={tender} />,
    '/cms/cmsTenderView?id=t1',
    recordRoutes({
      'GET /cms/cmsTender/queryById': ok(row({ id: 't1', title: '智慧园区管理平台采购项目', buyer: '某采购单位', status: '0' })),
      ...routes,
    } as never),
  );

beforeEach(() => {
  setUpRecordTest();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the star of a record’s detail screen', () => {
  it('follows the record and stops following it, saying so, a touch target of its own', async () => {
    const { fake } = open(starServer(false));
    const star = await screen.findByTestId('record-star', {}, { timeout: 4000 });
    expect(fake.find(`GET ${STARS_API.state}`)[0]!.params).toMatchObject({ apiName: 'cmsTender', id: 't1' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe('关注');
    expect([star.style.width, star.style.height]).toEqual(['44px', '44px']);

    const u = userEvent.setup();
    await u.click(star);
    await waitFor(() => expect(screen.getByTestId('record-star').getAttribute('aria-pressed')).toBe('true'));
    expect(fake.find(`POST ${STARS_API.star}`)[0]!.body).toEqual({ apiName: 'cmsTender', id: 't1' });
    expect(feedback.toast).toHaveBeenCalledWith('已关注');
    expect(screen.getByTestId('record-star').getAttribute('aria-label')).toBe('取消关注');

    await u.click(screen.getByTestId('record-star'));
    await waitFor(() => expect(screen.getByTestId('record-star').getAttribute('aria-pressed')).toBe('false'));
    expect(fake.find(`POST ${STARS_API.unstar}`)[0]!.body).toEqual({ apiName: 'cmsTender', id: 't1' });
    expect(feedback.toast).toHaveBeenLastCalledWith('已取消关注');
  });

  it('shows a record already followed filled, and stays as it was when the server refuses (the http layer says why)', async () => {
    const { fake } = open({ ...starServer(true), [`POST ${STARS_API.unstar}`]: (_call: RecordedCall) => fail(404, '记录不存在或无权查看') });
    const star = await screen.findByTestId('record-star', {}, { timeout: 4000 });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(star);
    await waitFor(() => expect(fake.find(`POST ${STARS_API.unstar}`)).toHaveLength(1));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledTimes(1));
    expect(feedback.toast).not.toHaveBeenCalledWith('已取消关注');
    expect(screen.getByTestId('record-star').getAttribute('aria-pressed')).toBe('true');
  });
});
