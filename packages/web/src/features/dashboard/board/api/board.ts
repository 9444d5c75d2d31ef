import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BOARD_API, BOARD_TOPS, type Board, type BoardFigures, type BoardInput, type BoardTop, type BriefingPeriod, type BriefingTeam } from '@crm/domain';
import { http } from '../../../../lib/http.ts';
import { resultOf } from '../../../../lib/shared-queries.ts';

const boardKeys = {
  all: ['board'] as const,
  list: ['board', 'list'] as const,
  figures: (ask: FiguresAsk) => ['board', 'figures', ask.id, ask.period ?? '', ask.team ?? '', ask.top ?? ''] as const,
};

/** GET BOARD_API.list: the boards the viewer may see, the default one first. */
export const boardsQuery = () =>
  queryOptions({
    queryKey: boardKeys.list,
    queryFn: ({ signal }) => http.get<Board[]>(BOARD_API.list, {}, { signal }).then(resultOf),
  });

/** What a board's figures are asked for: unset parts are the server's defaults (this month, the widest team, top 5). */
export interface FiguresAsk {
  id: string;
  period?: BriefingPeriod;
  team?: BriefingTeam;
  top?: BoardTop;
}

export const topOf = (value: string | null): BoardTop | undefined => BOARD_TOPS.find((top) => String(top) === value);

/** GET BOARD_API.figures: the board's widgets' figures. */
export const boardFiguresQuery = (ask: FiguresAsk) =>
  queryOptions({
    queryKey: boardKeys.figures(ask),
    queryFn: ({ signal }) =>
      http
        .get<BoardFigures>(
          BOARD_API.figures,
          { id: ask.id, ...(ask.period ? { period: ask.period } : {}), ...(ask.team ? { team: ask.team } : {}), ...(ask.top ? { top: ask.top } : {}) },
          { signal },
        )
        .then(resultOf),
  });

/** Saving a board: a new one (no id) or a change of one; answers the board as saved. A refusal is said in the form. */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: BoardInput & { id?: string }) =>
      (board.id ? http.put<Board>(BOARD_API.edit, board, { silent: true }) : http.post<Board>(BOARD_API.add, board, { silent: true })).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

/** DELETE BOARD_API.delete?id=: the server refuses the default board. */
export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(BOARD_API.delete, { id }, { silent: true }).then(resultOf),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
