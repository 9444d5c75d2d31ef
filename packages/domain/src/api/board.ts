import type { BriefingPeriod, BriefingTeam } from './figures.ts';

/**
 * The sales board (`/bi/boardReport`, issue 15, spec sections 2, 5 and 9): boards of charts a
 * manager opens the phone for. A board is tenant data: a name and its widgets in the order they
 * show, authorised by role. Every tenant has one system default board, which cannot be deleted.
 * Every figure is computed by the server in SQL within the viewer's data scope, for a period and a
 * team as the sales briefing's (figures.ts); the phone only draws.
 */
export const BOARD_API = {
  /** GET: the boards the caller may see (BoardList), the default one first. */
  list: '/bi/boardReport/boards',
  /** POST BoardInput: a new board of the caller's; result: Board. */
  add: '/bi/boardReport/boards/add',
  /** PUT BoardInput & { id }: rename, re-arrange or re-authorise a board the caller may edit (Board.editable); result: Board. */
  edit: '/bi/boardReport/boards/edit',
  /** DELETE ?id=: a board the caller may edit; the default board is refused (400 'boardDefaultUndeletable'). */
  delete: '/bi/boardReport/boards/delete',
  /**
   * GET ?id=&period=&team=&top=: the figures of the board's widgets (BoardFigures), for the
   * period (default thisMonth) and team (default the widest the viewer may choose, as the
   * briefing's) and the rankings' length (top, default 5).
   */
  figures: '/bi/boardReport/figures',
} as const;

/**
 * What a board can show (spec section 9):
 * - funnel: the open opportunities by stage of their sales process: count, amount and expected
 *   transaction (amount × win rate / 100);
 * - objectives: the team's targets (crmObjective) for the period against what it won and received;
 * - receiptsByMonth: confirmed receipts month by month over the twelve months up to the period's end;
 * - rankingWon, rankingReceived, rankingFollowUps: the team's people ranked by amount won,
 *   amount received and follow-ups written in the period, top 5, 10 or 20;
 * - expectedDeals: open opportunities expected to close within the next 30 days;
 * - paymentPlans: receipt plans not fully received, due within the next 30 days.
 */
export const BOARD_WIDGETS = [
  'funnel',
  'objectives',
  'receiptsByMonth',
  'rankingWon',
  'rankingReceived',
  'rankingFollowUps',
  'expectedDeals',
  'paymentPlans',
] as const;
export type BoardWidget = (typeof BOARD_WIDGETS)[number];

/** Ranking lengths (spec section 9). */
export const BOARD_TOPS = [5, 10, 20] as const;
export type BoardTop = (typeof BOARD_TOPS)[number];

/** The windows of the expected deals and the payment plans, in days from today (spec section 9). */
export const BOARD_WINDOW_DAYS = 30;

/** Longest board name; most boards per tenant. */
export const BOARD_NAME_MAX = 50;
export const BOARDS_MAX = 50;

/** result of GET BOARD_API.list: one board. */
export interface Board {
  id: string;
  /** The default board's name is the i18n key 'board.defaultName' (shown translated); others are the user's text. */
  name: string;
  widgets: BoardWidget[];
  /**
   * Who besides its creator sees it: the holders of these roles. null: everyone in the tenant
   * (the default board, unless an administrator narrows it). Only administrators set roles; a
   * board another user adds is theirs alone ([]).
   */
  roleIds: string[] | null;
  isDefault: boolean;
  /** Whether the caller may edit and delete it: administrators every board, others their own. */
  editable: boolean;
  createBy: string;
  createTime: string;
}

/** The body of BOARD_API.add (and edit, with the id): 1..BOARD_WIDGETS.length distinct widgets in their order. */
export interface BoardInput {
  name: string;
  widgets: BoardWidget[];
  /** Administrators only; others' boards are always their own ([]). */
  roleIds?: string[] | null;
}

/** One stage of the funnel, in its process's order (processes one after another, the one with the most opportunities first). */
export interface FunnelStage {
  /** The sales process the stage is of (an opportunity's processId), and its name; null for opportunities without one. */
  processId: string | null;
  processName: string | null;
  stageName: string;
  count: number;
  amount: number;
  /** Σ amount × win rate / 100 (spec section 9). */
  expectedTransaction: number;
}

/** Target against actual (completion rate as objective.ts's completionRate: null when the target is 0). */
export interface BoardObjective {
  /** OBJECTIVE_TYPE value: '1' won, '2' received. */
  objectiveType: string;
  target: number;
  actual: number;
  rate: number | null;
}

/** One month of receipts: `month` is YYYY-MM in the viewer's time zone. */
export interface MonthAmount {
  month: string;
  amount: number;
}

/** One person in a ranking, best first. */
export interface RankingRow {
  userId: string;
  /** The person's display name. */
  name: string;
  value: number;
}

/** An open opportunity expected within the window, soonest first. */
export interface ExpectedDeal {
  id: string;
  chanceName: string;
  customerName: string | null;
  expectedDate: string;
  amount: number;
  winRate: number | null;
  expectedTransaction: number;
  ownerName: string | null;
}

/** A receipt plan due within the window, soonest first. */
export interface DuePlan {
  id: string;
  planNo: string;
  customerName: string | null;
  planDate: string;
  amount: number;
  outstandingAmount: number;
  ownerName: string | null;
}

/** A list widget's first rows (at most 20) and what all of them add up to. */
export interface WindowList<T> {
  rows: T[];
  count: number;
  /** The expected deals' amount; the payment plans' outstanding amount. */
  total: number;
}

/**
 * result of GET BOARD_API.figures: the board's widgets' figures, each present only when the board
 * shows it and the viewer may list its object (a widget of an object they may not list is absent).
 * Amounts are in the tenant's default currency.
 */
export interface BoardFigures {
  period: BriefingPeriod;
  team: BriefingTeam;
  teams: BriefingTeam[];
  top: BoardTop;
  from: string;
  until: string;
  funnel?: FunnelStage[];
  objectives?: BoardObjective[];
  receiptsByMonth?: MonthAmount[];
  rankingWon?: RankingRow[];
  rankingReceived?: RankingRow[];
  rankingFollowUps?: RankingRow[];
  expectedDeals?: WindowList<ExpectedDeal>;
  paymentPlans?: WindowList<DuePlan>;
}
