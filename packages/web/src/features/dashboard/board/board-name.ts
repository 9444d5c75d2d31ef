import type { TFunction } from 'i18next';
import type { Board } from '@crm/domain';

/** The default board's name is ours (a text key) until someone names it otherwise; every other board's is its user's. */
export const boardName = (board: Board, t: TFunction): string =>
  board.isDefault && board.name === 'board.defaultName' ? t('web.board.defaultName') : board.name;
