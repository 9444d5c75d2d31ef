/** The months' labels, January first (the completion panel's rows, the ListSet's inputs). */
export const MONTH_LABELS = [
  'entity.crmObjective.month.m1',
  'entity.crmObjective.month.m2',
  'entity.crmObjective.month.m3',
  'entity.crmObjective.month.m4',
  'entity.crmObjective.month.m5',
  'entity.crmObjective.month.m6',
  'entity.crmObjective.month.m7',
  'entity.crmObjective.month.m8',
  'entity.crmObjective.month.m9',
  'entity.crmObjective.month.m10',
  'entity.crmObjective.month.m11',
  'entity.crmObjective.month.m12',
] as const;
