import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Board, type BoardFigures, type BoardTop, type BoardWidget, type BriefingPeriod, type BriefingTeam } from '@crm/domain';
import { PeriodTeamChoices } from '../../../lib/choices/PeriodTeamChoices.tsx';
import { LoadFailed } from '../../../lib/load-failed.tsx';
import { ErrorBlock } from '../../../lib/error-block.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import { periodOf, teamOf } from '../api/briefing.ts';
import { boardFiguresQuery, boardsQuery, topOf } from './api/board.ts';
import { boardName } from './board-name.ts';
import { FunnelWidget } from './widgets/FunnelWidget.tsx';
import { ObjectivesWidget } from './widgets/ObjectivesWidget.tsx';
import { RankingWidget } from './widgets/RankingWidget.tsx';
import { ReceiptsWidget } from './widgets/ReceiptsWidget.tsx';
import { ExpectedDealsWidget, PaymentPlansWidget } from './widgets/WindowListWidget.tsx';
import styles from './Board.module.css';

// The sheet, and the animation library under it, load when it is first opened, not with the board (lib/lazy-overlay.ts).
const BoardEditor = lazy(() => import('./BoardEditor.tsx').then((m) => ({ default: m.BoardEditor })));

/** One widget of the answer; none when the viewer may not list what it counts (the server leaves it out). */
function Widget({
  widget,
  figures,
  process,
  choose,
}: {
  widget: BoardWidget;
  figures: BoardFigures;
  process?: string;
  choose(name: string, value: string): void;
}) {
  switch (widget) {
    case 'funnel':
      return figures.funnel ? <FunnelWidget stages={figures.funnel} process={process} onProcess={(id) => choose('process', id)} /> : null;
    case 'objectives':
      return figures.objectives ? <ObjectivesWidget objectives={figures.objectives} /> : null;
    case 'receiptsByMonth':
      return figures.receiptsByMonth ? <ReceiptsWidget months={figures.receiptsByMonth} /> : null;
    case 'rankingWon':
    case 'rankingReceived':
    case 'rankingFollowUps': {
      const rows = figures[widget];
      return rows ? <RankingWidget widget={widget} rows={rows} top={figures.top} onTop={(top) => choose('top', String(top))} /> : null;
    }
    case 'expectedDeals':
      return figures.expectedDeals ? <ExpectedDealsWidget list={figures.expectedDeals} /> : null;
    case 'paymentPlans':
      return figures.paymentPlans ? <PaymentPlansWidget list={figures.paymentPlans} /> : null;
  }
}

/** The chosen board's figures for the chosen period, team and ranking length, widget by widget in the board's order (the funnel's process as chosen). */
function BoardBody({
  board,
  period,
  team,
  top,
  process,
  choose,
}: {
  board: Board;
  period?: BriefingPeriod;
  team?: BriefingTeam;
  top?: BoardTop;
  process?: string;
  choose(name: string, value: string): void;
}) {
  const { t } = useTranslation();
  // Another choice's numbers stay, dimmed, until the chosen one's come: the cards do not blink away.
  const query = useQuery({ ...boardFiguresQuery({ id: board.id, period, team, top }), placeholderData: keepPreviousData });
  const figures = query.data;
  const teams = figures?.teams ?? [];
  return (
    <>
      <PeriodTeamChoices period={period ?? figures?.period ?? 'thisMonth'} team={team ?? figures?.team} teams={teams} testIdPrefix="board" onChoose={choose} />
      {figures ? (
        <div className={styles.widgets} aria-busy={query.isPlaceholderData} data-testid="board-widgets">
          {board.widgets.map((widget) => (
            <Widget key={widget} widget={widget} figures={figures} process={process} choose={choose} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} testId="board-retry" />
      ) : (
        <div className={styles.widgets} role="status" aria-label={t('web.common.loading')}>
          {board.widgets.slice(0, 3).map((widget) => (
            <div key={widget} className={styles.placeholder} />
          ))}
        </div>
      )}
    </>
  );
}

/**
 * /bi/boardReport ('page:boardReport' of the menu catalogue, spec sections 2, 5 and 9, issue 15):
 * the boards the viewer may see, one at a time, each a column of charts and lists the server
 * computes within their data scope. The board, period, team, ranking length and the funnel's
 * process stay in the address, so Back and a reload return to the same view. A board can be added, renamed,
 * re-arranged and (but the default one) deleted in a sheet.
 */
export function BoardPage() {
  const { t } = useTranslation();
  const admin = useSessionStore((s) => s.info?.isAdmin === 1);
  const [params, setParams] = useSearchParams();
  const boards = useQuery(boardsQuery());
  // null: the sheet is closed; 'new': adding a board; else the board being changed.
  const [editing, setEditing] = useState<Board | 'new' | null>(null);
  const board = boards.data?.find((each) => each.id === params.get('board')) ?? boards.data?.[0];

  function choose(name: string, value: string | null) {
    const search = new URLSearchParams(params);
    if (value === null) search.delete(name);
    else search.set(name, value);
    setParams(search, { replace: true });
  }

  if (!boards.data) {
    return boards.isError ? (
      <LoadFailed error={boards.error} retry={() => void boards.refetch()} testId="board-retry" />
    ) : (
      <div className={styles.placeholder} role="status" aria-label={t('web.common.loading')} />
    );
  }
  return (
    <div className={styles.page} data-testid="board-page">
      <div className={styles.boardBar}>
        <div className={styles.boardTabs} role="tablist" aria-label={t('web.board.boards')}>
          {boards.data.map((each) => (
            <button
              key={each.id}
              type="button"
              role="tab"
              aria-selected={each.id === board?.id}
              className={each.id === board?.id ? `${styles.boardTab} ${styles.boardChosen}` : styles.boardTab}
              onClick={() => choose('board', each.id)}
              data-testid="board-tab"
            >
              {boardName(each, t)}
            </button>
          ))}
        </div>
        {board?.editable && (
          <button type="button" className={styles.tool} onClick={() => setEditing(board)} data-testid="board-edit">
            {t('web.board.editor.edit')}
          </button>
        )}
        <button type="button" className={styles.tool} onClick={() => setEditing('new')} data-testid="board-add">
          {t('web.board.editor.addShort')}
        </button>
      </div>
      {board ? (
        <BoardBody
          board={board}
          period={periodOf(params.get('period'))}
          team={teamOf(params.get('team'))}
          top={topOf(params.get('top'))}
          process={params.get('process') ?? undefined}
          choose={choose}
        />
      ) : (
        <ErrorBlock status="empty" title={t('web.board.noBoards')} description="" />
      )}
      {editing && (
        <Suspense fallback={null}>
          <BoardEditor
            board={editing === 'new' ? null : editing}
            admin={admin}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              choose('board', saved?.id ?? null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
