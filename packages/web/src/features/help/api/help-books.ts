import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@crm/domain';
import { loadBook, loadLibrary, loadShelf } from '../books/library.ts';
import type { HelpBookId } from '../books/types.ts';

/** The books are part of the build: once loaded they never change, so they are never asked for again. */
const KEPT = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export const helpShelfQuery = (lang: Lang) => queryOptions({ queryKey: ['help', lang, 'shelf'], queryFn: () => loadShelf(lang), ...KEPT });

export const helpBookQuery = (lang: Lang, id: HelpBookId) => queryOptions({ queryKey: ['help', lang, 'book', id], queryFn: () => loadBook(lang, id), ...KEPT });

/** Every book of the language, for the search. */
export const helpLibraryQuery = (lang: Lang) => queryOptions({ queryKey: ['help', lang, 'library'], queryFn: () => loadLibrary(lang), ...KEPT });
