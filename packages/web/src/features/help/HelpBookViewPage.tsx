import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import type { Lang } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { useLang } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { helpBookQuery } from './api/help-books.ts';
import { isHelpBookId } from './books/library.ts';
import type { HelpBook, HelpBookId, HelpChapter } from './books/types.ts';
import { HelpBlocks } from './HelpText.tsx';
import { HELP_LIST_PATH, helpViewPath } from './help-paths.ts';
import styles from './HelpBooks.module.css';

/** The way back to every book, at the end of a chapter and under "not found". */
function ToAllBooks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.back}>
      <Button block fill="outline" data-testid="help-all-books" onClick={() => void navigate(HELP_LIST_PATH)}>
        {t('web.help.allBooks')}
      </Button>
    </div>
  );
}

/** A book id no book has: said as such, with the way to the list. */
function BookNotFound() {
  const { t } = useTranslation();
  usePageTitle({ title: t('web.help.notFoundTitle') });
  return (
    <div className={styles.gone} data-testid="help-not-found">
      <ErrorBlock status="empty" title={t('web.help.notFoundTitle')} description={t('web.help.notFoundText')} />
      <ToAllBooks />
    </div>
  );
}

function PagerLink({ book, chapter, next }: { book: HelpBookId; chapter: HelpChapter | undefined; next: boolean }) {
  const { t } = useTranslation();
  // An empty cell keeps the other link on its side.
  if (!chapter) return <span aria-hidden="true" />;
  return (
    <Link
      replace
      to={helpViewPath(book, chapter.id)}
      className={next ? `${styles.pagerLink} ${styles.pagerNext}` : styles.pagerLink}
      data-testid={next ? 'help-next' : 'help-previous'}
    >
      <span className={styles.pagerLabel}>{t(next ? 'web.help.next' : 'web.help.previous')}</span>
      <span>{chapter.title}</span>
    </Link>
  );
}

/** One chapter of the book, the chapters before and after it, and the book's contents. */
function ChapterView({ book, chapterId }: { book: HelpBook; chapterId: string | null }) {
  const { t } = useTranslation();
  // A chapter the book does not have (renamed, mistyped) opens the book at its first.
  const index = Math.max(
    0,
    book.chapters.findIndex((chapter) => chapter.id === chapterId),
  );
  const chapter = book.chapters[index]!;
  usePageTitle({ title: book.title, subject: chapter.title });
  return (
    <>
      <article className={styles.book} data-testid="help-chapter" data-chapter={chapter.id}>
        <p className={styles.bookTitle}>
          {book.title} · {t('web.help.chapterOf', { index: index + 1, count: book.chapters.length })}
        </p>
        <h1 className={styles.chapterTitle} data-testid="help-chapter-title">
          {chapter.title}
        </h1>
        <HelpBlocks blocks={chapter.blocks} />
      </article>
      <nav className={styles.pager} aria-label={t('web.help.pager')}>
        <PagerLink book={book.id} chapter={book.chapters[index - 1]} next={false} />
        <PagerLink book={book.id} chapter={book.chapters[index + 1]} next />
      </nav>
      <nav aria-labelledby="help-contents">
        <h2 id="help-contents" className={styles.heading}>
          {t('web.help.contents')}
        </h2>
        <ol className={styles.list} data-testid="help-contents">
          {book.chapters.map((item, at) => (
            <li key={item.id}>
              <Link
                replace
                to={helpViewPath(book.id, item.id)}
                className={at === index ? `${styles.row} ${styles.current}` : styles.row}
                aria-current={at === index ? 'page' : undefined}
                data-testid="help-contents-item"
              >
                {at + 1}. {item.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <ToAllBooks />
    </>
  );
}

function BookView({ lang, id, chapterId }: { lang: Lang; id: HelpBookId; chapterId: string | null }) {
  const { t } = useTranslation();
  const book = useQuery(helpBookQuery(lang, id));
  if (book.isError) {
    return (
      <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
        <Button color="primary" style={{ minHeight: 44 }} onClick={() => void book.refetch()}>
          {t('web.common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (!book.data) {
    return (
      <p className={styles.status} role="status">
        {t('web.common.loading')}
      </p>
    );
  }
  return <ChapterView book={book.data} chapterId={chapterId} />;
}

/**
 * /help/helpBookView?book=&chapter= (public, spec section 2): a chapter of a help book in the
 * current language, with the chapters before and after it and the book's contents; the chapters
 * replace each other in the history, so Back returns to where the book was opened from.
 */
export function HelpBookViewPage() {
  const [params] = useSearchParams();
  const lang = useLang();
  const id = params.get('book');
  return (
    <QueryClientProvider client={queryClient}>
      <main className={styles.page} data-testid="help-view">
        {isHelpBookId(id) ? <BookView lang={lang} id={id} chapterId={params.get('chapter')} /> : <BookNotFound />}
      </main>
    </QueryClientProvider>
  );
}
