import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OBJECTIVE_TYPE, OBJECTIVE_WHOSE, type ObjectiveCompletion } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const objective = { kind: 'entity', apiName: 'crmObjective' } as const;

const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, target: i === 0 ? 0 : 100_000, actual: 0, rate: i === 0 ? null : 0 }));
months[1] = { month: 2, target: 100_000, actual: 125_000, rate: 125 };
months[2] = { month: 3, target: 100_000, actual: 62_500, rate: 62.5 };
const answer: ObjectiveCompletion = { id: 'o1', year: 2026, months, total: { target: 1_100_000, actual: 187_500, rate: 17.05 } };

beforeEach(() => {
  setUpRecordTest([...['list', 'view', 'add', 'edit'].map((a) => ({ action: `crm:crmObjective:${a}`, type: '1' }))]);
  useAppStore.getState().set({ defaultCurrency: { code: 'CNY', symbol: '¥', name: '人民币', rate: '1', isDefault: 1 } });
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ crmObjective: { load: () => import('./crm-objective.web.tsx').then((m) => m.crmObjectiveWeb) } });
});

describe('a sales target’s detail screen', () => {
  it('shows the year and each month: target, actual, a bar and the completion rate', async () => {
    const { fake } = renderScreen(
      <RecordViewPage source={objective} />,
      '/crm/crmObjectiveView?id=o1',
      recordRoutes({
        'GET /crm/crmObjective/queryById': ok(
          row({ id: 'o1', year: 2026, objectiveType: OBJECTIVE_TYPE.won, whose: OBJECTIVE_WHOSE.person, userId: 'u1', userId_dictText: '李销售' }),
        ),
        'GET /crm/crmObjective/completion': ok(answer),
      }),
    );
    const year = await screen.findByTestId('objective-year', {}, { timeout: 4000 });
    expect(year.textContent).toContain('2026 全年');
    expect(year.textContent).toContain('17.05%');
    expect(year.textContent).toContain('¥110万');
    const february = screen.getByTestId('objective-month-2');
    expect(february.textContent).toContain('2月');
    expect(february.textContent).toContain('125%');
    expect(february.textContent).toContain('实际 ¥12.5万');
    // Past its target, the bar is full.
    expect(february.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('objective-month-3').querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('62.5');
    // No target for January: no rate.
    expect(screen.getByTestId('objective-month-1').textContent).toContain('—');
    expect(fake.find('GET /crm/crmObjective/completion')[0]!.params).toMatchObject({ id: 'o1' });
  });
});
