// What every part of the bench hands back, and the one table `npm run bench` ends with.

export interface Figure {
  figure: string;
  value: string;
  /** The budget as people read it (`≤ 150 KB`); absent when the figure has none. */
  budget?: string;
  /** Whether the value keeps the budget; absent when there is no budget. */
  met?: boolean;
  /**
   * Missing this budget makes the run's figures worthless, not slow (requests refused or
   * unanswered: a load of refusals measures nothing; a write whose effect was not found
   * afterwards), and `npm run bench` exits with 1.
   */
  failsRun?: boolean;
}

/** A figure with its budget, checked against the measured number. */
export function budgeted(figure: string, value: string, budget: string, met: boolean): Figure {
  return { figure, value, budget, met };
}

export function printTable(title: string, figures: readonly Figure[]): void {
  const width = Math.max(...figures.map((f) => f.figure.length));
  const valueWidth = Math.max(...figures.map((f) => f.value.length));
  console.log(`\n${title}\n`);
  console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  budget`);
  for (const { figure, value, budget = '', met } of figures) {
    console.log(`${figure.padEnd(width)}  ${value.padStart(valueWidth)}  ${budget}${met === false ? '  ✗ MISSED' : ''}`);
  }
  const missed = figures.filter((f) => f.met === false).length;
  console.log(`\n${missed === 0 ? 'every budget kept' : `${missed} budget${missed === 1 ? '' : 's'} missed (✗)`}`);
}
