/**
 * A sales target's completion (issue 15; crmObjective): each month of its year, what was set,
 * what was actually won or received (as SALES_BRIEFING's wonAmount and received count it), and
 * how far the one came to the other.
 */
export const OBJECTIVE_API = {
  /** GET ?id=: the target's ObjectiveCompletion, for whoever may see the target. */
  completion: '/crm/crmObjective/completion',
  /**
   * The ListSet (/crm/crmObjectiveListSet): a year's targets of one type for a department and its
   * people at once. GET ?year=&objectiveType=&departmentId=: the ObjectiveSheet (the department
   * defaults to the viewer's, or the first they may choose). POST ObjectiveListSetInput: each row's
   * target added or edited through the engine (add needs crm:crmObjective:add, edit :edit and the
   * write right), all in one transaction; any refusal refuses all (422, ObjectiveListSetRefusal).
   */
  listSet: '/crm/crmObjective/listSet',
} as const;

/** Most people in one ListSet (a department and those below it). */
export const OBJECTIVE_LIST_SET_MAX_ROWS = 200;

/** A department the viewer may set targets for (within their data scope). */
export interface ObjectiveDepartment {
  id: string;
  name: string;
}

/** One row of the ListSet: a person of the department (or of those below it), or the department itself. */
export interface ObjectiveSheetRow {
  /** The person; null on the department's own row. */
  userId: string | null;
  /** The person's or the department's name. */
  name: string;
  /** The existing target of this year and type, or null for none yet. */
  id: string | null;
  version: number | null;
  /** January to December; 0 where none is set. */
  months: number[];
  /** Whether the caller may save this row: :edit and the write right for an existing target, :add for a new one. */
  editable: boolean;
}

/** result of GET OBJECTIVE_API.listSet */
export interface ObjectiveSheet {
  year: number;
  objectiveType: string;
  /** The chosen department, or null when the viewer may choose none. */
  departmentId: string | null;
  departments: ObjectiveDepartment[];
  /** The department's own row first, then its people by name. */
  rows: ObjectiveSheetRow[];
}

/** body of POST OBJECTIVE_API.listSet: rows as the sheet has them; a row with an id edits that target at its version. */
export interface ObjectiveListSetInput {
  year: number;
  objectiveType: string;
  departmentId: string;
  rows: { userId: string | null; id?: string | null; version?: number | null; months: number[] }[];
}

/** result of a refused POST OBJECTIVE_API.listSet (422): why each refused row was, by its index in `rows`, in the caller's language. */
export interface ObjectiveListSetRefusal {
  refused: { row: number; name: string; message: string }[];
}

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
