import type { Lang } from '@crm/domain';
import { HELP_BOOK_IDS, type HelpBook, type HelpBookId, type HelpChapter, type HelpShelf } from './types.ts';

/**
 * Where each language's books are: the covers in one small file, each book's chapters in a file of
 * its own, every one a chunk of its own loaded when asked for (never with the login route or the
 * entry). The search loads the current language's books together.
 */
const SHELVES: Readonly<Record<Lang, () => Promise<HelpShelf>>> = {
  'zh-CN': () => import('./zh-CN/shelf.ts').then((m) => m.shelf),
  en: () => import('./en/shelf.ts').then((m) => m.shelf),
  'zh-TW': () => import('./zh-TW/shelf.ts').then((m) => m.shelf),
};

const CHAPTERS: Readonly<Record<Lang, Readonly<Record<HelpBookId, () => Promise<readonly HelpChapter[]>>>>> = {
  'zh-CN': {
    'getting-started': () => import('./zh-CN/getting-started.ts').then((m) => m.chapters),
    customers: () => import('./zh-CN/customers.ts').then((m) => m.chapters),
    deals: () => import('./zh-CN/deals.ts').then((m) => m.chapters),
    approvals: () => import('./zh-CN/approvals.ts').then((m) => m.chapters),
    'field-work': () => import('./zh-CN/field-work.ts').then((m) => m.chapters),
    service: () => import('./zh-CN/service.ts').then((m) => m.chapters),
    partners: () => import('./zh-CN/partners.ts').then((m) => m.chapters),
    content: () => import('./zh-CN/content.ts').then((m) => m.chapters),
    administration: () => import('./zh-CN/administration.ts').then((m) => m.chapters),
  },
  en: {
    'getting-started': () => import('./en/getting-started.ts').then((m) => m.chapters),
    customers: () => import('./en/customers.ts').then((m) => m.chapters),
    deals: () => import('./en/deals.ts').then((m) => m.chapters),
    approvals: () => import('./en/approvals.ts').then((m) => m.chapters),
    'field-work': () => import('./en/field-work.ts').then((m) => m.chapters),
    service: () => import('./en/service.ts').then((m) => m.chapters),
    partners: () => import('./en/partners.ts').then((m) => m.chapters),
    content: () => import('./en/content.ts').then((m) => m.chapters),
    administration: () => import('./en/administration.ts').then((m) => m.chapters),
  },
  'zh-TW': {
    'getting-started': () => import('./zh-TW/getting-started.ts').then((m) => m.chapters),
    customers: () => import('./zh-TW/customers.ts').then((m) => m.chapters),
    deals: () => import('./zh-TW/deals.ts').then((m) => m.chapters),
    approvals: () => import('./zh-TW/approvals.ts').then((m) => m.chapters),
    'field-work': () => import('./zh-TW/field-work.ts').then((m) => m.chapters),
    service: () => import('./zh-TW/service.ts').then((m) => m.chapters),
    partners: () => import('./zh-TW/partners.ts').then((m) => m.chapters),
    content: () => import('./zh-TW/content.ts').then((m) => m.chapters),
    administration: () => import('./zh-TW/administration.ts').then((m) => m.chapters),
  },
};

export function isHelpBookId(id: string | null | undefined): id is HelpBookId {
  return (HELP_BOOK_IDS as readonly string[]).includes(id ?? '');
}

export function loadShelf(lang: Lang): Promise<HelpShelf> {
  return SHELVES[lang]();
}

export async function loadBook(lang: Lang, id: HelpBookId): Promise<HelpBook> {
  const [shelf, chapters] = await Promise.all([SHELVES[lang](), CHAPTERS[lang][id]()]);
  return { id, ...shelf[id], chapters };
}

/** Every book of a language, in the list's order. */
export function loadLibrary(lang: Lang): Promise<HelpBook[]> {
  return Promise.all(HELP_BOOK_IDS.map((id) => loadBook(lang, id)));
}
