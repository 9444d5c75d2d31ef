import { describe, expect, it } from 'vitest';
import { completionRate } from '../../../api/objective.ts';
import { compileFormula } from '../../../entities/formula.ts';
import { validateRecordInput } from '../../../entities/validation.ts';
import { crmObjective, OBJECTIVE_MONTHS, OBJECTIVE_TYPE, OBJECTIVE_WHOSE } from './crm-objective.object.ts';

/** Sales targets (issue 15): what the domain checks of a target's input, its year's total, and its completion rate. */

const months = (amount: number) => Object.fromEntries(OBJECTIVE_MONTHS.map((name) => [name, amount]));

describe('a sales target', () => {
  it('needs a name, a year, a type and whose it is; its months default to 0', () => {
    const { issues } = validateRecordInput(crmObjective.fields, {}, 'add');
    expect(issues.map((issue) => issue.field).sort()).toEqual(['name', 'objectiveType', 'year']);
    expect(crmObjective.fields.filter((f) => OBJECTIVE_MONTHS.includes(f.name)).map((f) => [f.type, f.defaultValue])).toEqual(Array(12).fill(['money', 0]));
  });

  it('takes only its types and kinds, and money for the months', () => {
    const bad = validateRecordInput(
      crmObjective.fields,
      { name: '2026', year: 2026, objectiveType: '9', whose: '7', ...months(1), month1: 'lots', month2: 5.555 },
      'add',
    );
    expect(bad.issues.map((issue) => issue.field).sort()).toEqual(['month1', 'month2', 'objectiveType', 'whose']);
    const good = validateRecordInput(
      crmObjective.fields,
      { name: '2026 赢单', year: 2026, objectiveType: OBJECTIVE_TYPE.received, whose: OBJECTIVE_WHOSE.department, ...months(100_000) },
      'add',
    );
    expect(good.issues).toEqual([]);
  });

  it("adds up the year's total from its twelve months, and rates completion against a target", () => {
    const total = crmObjective.fields.find((f) => f.name === 'yearTotal')!;
    expect(compileFormula(total.formula!).evaluate({ ...months(10_000), month12: 25_000.5 })).toBeCloseTo(135_000.5, 2);
    expect(completionRate(62_500, 100_000)).toBe(62.5);
    expect(completionRate(1, 3)).toBe(33.33);
    expect(completionRate(5, 0)).toBeNull();
  });
});
