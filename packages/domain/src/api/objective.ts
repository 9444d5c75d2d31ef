/**
 * A sales target's completion (issue 15; crmObjective): each month of its year, what was set,
 * what was actually won or received (as SALES_BRIEFING's wonAmount and received count it), and
 * how far the one came to the other.
 */
export const OBJECTIVE_API = {
  /** GET ?id=: the target's ObjectiveCompletion, for whoever may see the target. */
  completion: '/crm/crmObjective/completion',
} as const;

/** One month's (or the year's) target against its actual, in the tenant's currency. */
export interface ObjectiveProgress {
  target: number;
  actual: number;
  /** actual / target × 100, to two decimals; null when the target is 0 ("—"). */
  rate: number | null;
}

export interface ObjectiveMonth extends ObjectiveProgress {
  /** 1–12. */
  month: number;
}

/** result of GET OBJECTIVE_API.completion */
export interface ObjectiveCompletion {
  id: string;
  year: number;
  months: ObjectiveMonth[];
  total: ObjectiveProgress;
}

/** A target's completion in percent, to two decimals; none without a target. */
export function completionRate(actual: number, target: number): number | null {
  if (target === 0) return null;
  return Math.round((actual / target) * 10000) / 100;
}
