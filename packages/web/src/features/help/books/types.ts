/**
 * The help books' shape: structured data rather than Markdown, so a chapter renders as plain
 * elements (no HTML from the data, no Markdown library in the bundle) and the search reads its
 * words as they are shown.
 */

/** The books, in the order the list shows them; their ids are the `book` of /help/helpBookView. */
export const HELP_BOOK_IDS = ['getting-started', 'customers', 'deals', 'approvals', 'field-work', 'service', 'partners', 'content', 'administration'] as const;

export type HelpBookId = (typeof HELP_BOOK_IDS)[number];

/** One block of a chapter: a paragraph, numbered steps, a list, or a tip set apart. */
export type HelpBlock = string | { readonly steps: readonly string[] } | { readonly list: readonly string[] } | { readonly tip: string };

export interface HelpChapter {
  /** The `chapter` of /help/helpBookView: the same in every language. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly HelpBlock[];
}

/** A book's cover on the list: its title and one line of what it covers. */
export interface HelpCover {
  readonly title: string;
  readonly summary: string;
}

/** Every book's cover in one language (a small file the list loads alone). */
export type HelpShelf = Readonly<Record<HelpBookId, HelpCover>>;

export interface HelpBook extends HelpCover {
  readonly id: HelpBookId;
  readonly chapters: readonly HelpChapter[];
}

/** The words of a block, as shown. */
export function blockText(block: HelpBlock): string {
  if (typeof block === 'string') return block;
  if ('steps' in block) return block.steps.join('\n');
  if ('list' in block) return block.list.join('\n');
  return block.tip;
}
