import { blockText, type HelpBook, type HelpBookId } from './books/types.ts';

/** A piece of an excerpt: `hit` where it holds a searched word. */
export interface ExcerptPart {
  text: string;
  hit: boolean;
}

/** A chapter that holds every searched word, with a few words around the first of them. */
export interface HelpMatch {
  bookId: HelpBookId;
  bookTitle: string;
  chapterId: string;
  chapterTitle: string;
  excerpt: ExcerptPart[];
}

/** How much of the text around the first hit the excerpt shows. */
const BEFORE = 20;
const AFTER = 60;

/** The words of a search: split at spaces (Chinese is searched as typed, a run of characters). */
export function searchTerms(query: string): string[] {
  return [...new Set(query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean))];
}

/** The text in lower case, when that keeps every character where it was (else the text as it is). */
function comparable(text: string): string {
  const lower = text.toLocaleLowerCase();
  return lower.length === text.length ? lower : text;
}

/** `text` cut into parts at every occurrence of the terms. */
export function markTerms(text: string, terms: readonly string[]): ExcerptPart[] {
  const lower = comparable(text);
  const hits: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) hits.push([at, at + term.length]);
  }
  hits.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const parts: ExcerptPart[] = [];
  let position = 0;
  for (const [start, end] of hits) {
    if (end <= position) continue;
    const from = Math.max(start, position);
    if (from > position) parts.push({ text: text.slice(position, from), hit: false });
    parts.push({ text: text.slice(from, end), hit: true });
    position = end;
  }
  if (position < text.length) parts.push({ text: text.slice(position), hit: false });
  return parts;
}

/** A few words around the first term found in the text (the text's start when none is). */
function excerptOf(text: string, terms: readonly string[]): ExcerptPart[] {
  const lower = comparable(text);
  const first = Math.min(...terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0), Number.MAX_SAFE_INTEGER);
  const at = first === Number.MAX_SAFE_INTEGER ? 0 : first;
  const start = Math.max(0, at - BEFORE);
  const end = Math.min(text.length, at + AFTER);
  const slice = text.slice(start, end);
  const piece = `${start > 0 ? '…' : ''}${start > 0 ? slice.trimStart() : slice}${end < text.length ? '…' : ''}`;
  return markTerms(piece.replace(/\s+/g, ' '), terms);
}

/**
 * The chapters of the books that hold every word of the query (in their title or text, whatever
 * the case), those whose title holds one first, then those that hold the words most often.
 */
export function searchBooks(books: readonly HelpBook[], query: string): HelpMatch[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const found: Array<{ match: HelpMatch; rank: number }> = [];
  for (const book of books) {
    for (const chapter of book.chapters) {
      const body = chapter.blocks.map(blockText).join('\n');
      const title = comparable(chapter.title);
      const text = comparable(body);
      if (!terms.every((term) => title.includes(term) || text.includes(term))) continue;
      const inTitle = terms.some((term) => title.includes(term));
      const count = terms.reduce((sum, term) => sum + text.split(term).length - 1, 0);
      const match = { bookId: book.id, bookTitle: book.title, chapterId: chapter.id, chapterTitle: chapter.title, excerpt: excerptOf(body, terms) };
      found.push({ match, rank: (inTitle ? 1000 : 0) + count });
    }
  }
  return found.sort((a, b) => b.rank - a.rank).map(({ match }) => match);
}
