/** The help pages' addresses (the guard's PUBLIC_PATHS lists both). */
export const HELP_LIST_PATH = '/help/helpBookList';

export function helpViewPath(book: string, chapter?: string): string {
  const query = new URLSearchParams({ book });
  if (chapter) query.set('chapter', chapter);
  return `/help/helpBookView?${query.toString()}`;
}
