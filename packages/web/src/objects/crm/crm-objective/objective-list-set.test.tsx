import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OBJECTIVE_TYPE, RUNTIME_CONFIG_GLOBAL, type ObjectiveListSetInput, type ObjectiveSheet } from '@crm/domain';
import { applyLanguage } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app.ts';
import { baseRoutes, menuItem, renderApp, resetState, signIn, user } from '../../../test/app.tsx';
import { fail, ok, type FakeRoute } from '../../../test/fake-http.ts';

/** The targets' ListSet (issue 15): a department's and its people's months as cards, totals as typed, saved in one call. */

const listSetItem = menuItem({
  id: 'm-objective-list-set',
  path: '/crm/crmObjectiveListSet',
  name: 'crmObjectiveListSet',
  component: 'page:crmObjectiveListSet',
  title: 'common.menu.crmObjectiveListSet',
});

const twelve = (amount: number) => Array.from({ length: 12 }, () => amount);

const sheet: ObjectiveSheet = {
  year: 2026,
  objectiveType: OBJECTIVE_TYPE.won,
  departmentId: 'd1',
  departments: [
    { id: 'd1', name: '销售部' },
    { id: 'd2', name: '销售一组' },
  ],
  rows: [
    { userId: null, name: '销售部', id: null, version: null, months: twelve(0), editable: true },
    { userId: 'u1', name: '李销售', id: 'o1', version: 3, months: twelve(10_000), editable: true },
    { userId: 'u2', name: '赵磊', id: 'o2', version: 1, months: twelve(5_000), editable: false },
  ],
};

function routes(save: FakeRoute) {
  return baseRoutes({
    'GET /sys/permission/getUserPermissionByToken': ok({
      menu: [menuItem(), listSetItem],
      auth: ['list', 'add', 'edit'].map((a) => ({ action: `crm:crmObjective:${a}`, type: '1' })),
      allAuth: [],
    }),
    'GET /crm/crmObjective/listSet': ok(sheet),
    'POST /crm/crmObjective/listSet': save,
  });
}

const card = (key: string) => screen.getByTestId(`objective-row-${key}`);

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
  signIn(user(), { auth: ['list', 'add', 'edit'].map((a) => ({ action: `crm:crmObjective:${a}`, type: '1' })) });
  useAppStore.getState().set({ defaultCurrency: { code: 'CNY', symbol: '¥', name: '人民币', rate: '1', isDefault: 1 } });
});

describe('the targets ListSet (/crm/crmObjectiveListSet)', () => {
  it("shows one card a person with the year's months, totals them as typed, and saves every row in one call", async () => {
    const { fake } = renderApp(
      '/crm/crmObjectiveListSet',
      routes((call) => {
        const body = call.body as ObjectiveListSetInput;
        return ok({ ...sheet, rows: sheet.rows.map((row, i) => ({ ...row, months: body.rows[i]!.months })) });
      }),
    );
    await screen.findByTestId('objective-row-u1');
    await waitFor(() => expect(document.title).toBe('批量设置目标'));
    expect(within(card('u1')).getByTestId('objective-row-total').textContent).toBe('全年合计 ¥12万');
    expect(within(card('department')).getByRole('heading').textContent).toBe('销售部 · 部门目标');
    // Another's target the viewer may not change: shown, not editable.
    expect((within(card('u2')).getByLabelText('赵磊 1月') as HTMLInputElement).disabled).toBe(true);
    expect(card('u2').textContent).toContain('无权修改');

    const u = userEvent.setup();
    const january = within(card('department')).getByLabelText('销售部 1月');
    await u.type(january, '30000');
    await u.type(within(card('department')).getByLabelText('销售部 2月'), '20000.5');
    expect(within(card('department')).getByTestId('objective-row-total').textContent).toBe('全年合计 ¥5万');
    await u.click(screen.getByTestId('objective-save'));

    await waitFor(() => expect(fake.find('POST /crm/crmObjective/listSet')).toHaveLength(1));
    expect(fake.find('POST /crm/crmObjective/listSet')[0]!.body).toEqual({
      year: 2026,
      objectiveType: OBJECTIVE_TYPE.won,
      departmentId: 'd1',
      rows: [
        { userId: null, id: null, version: null, months: [30_000, 20_000.5, ...twelve(0).slice(2)] },
        { userId: 'u1', id: 'o1', version: 3, months: twelve(10_000) },
        { userId: 'u2', id: 'o2', version: 1, months: twelve(5_000) },
      ],
    });
  });

  it('keeps what was typed and says under each refused card why, when the server refuses the sheet', async () => {
    renderApp(
      '/crm/crmObjectiveListSet',
      routes({
        ...fail(422, '1 行未能保存，全部未保存：李销售: 数据已被他人修改'),
        data: {
          ...fail(422, '1 行未能保存，全部未保存：李销售: 数据已被他人修改').data,
          result: { refused: [{ row: 1, name: '李销售', message: '数据已被他人修改' }] },
        },
      }),
    );
    const u = userEvent.setup();
    const march = await screen.findByLabelText('李销售 3月');
    await u.clear(march);
    await u.type(march, '12');
    expect(within(card('u1')).getByTestId('objective-row-total').textContent).toBe('全年合计 ¥11万');
    await u.click(screen.getByTestId('objective-save'));
    expect((await within(card('u1')).findByRole('alert')).textContent).toBe('数据已被他人修改');
    expect(within(card('department')).queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('李销售 3月') as HTMLInputElement).value).toBe('12');
  });

  it('refuses to save an amount that is not one', async () => {
    renderApp('/crm/crmObjectiveListSet', routes(ok(sheet)));
    const u = userEvent.setup();
    const january = await screen.findByLabelText('李销售 1月');
    await u.clear(january);
    await u.type(january, '-5');
    expect(january.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('objective-save').hasAttribute('disabled')).toBe(true);
  });
});
