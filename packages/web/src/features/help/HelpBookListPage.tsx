import { useDeferredValue, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import type { Lang } from '@crm/domain';
import { useLang } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { helpLibraryQuery, helpShelfQuery } from './api/help-books.ts';
import { HELP_BOOK_IDS } from './books/types.ts';
import { searchBooks, searchTerms } from './help-search.ts';
import { Excerpt } from './HelpText.tsx';
import { helpViewPath } from './help-paths.ts';
import styles from './HelpBooks.module.css';

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.status} role="alert">
      <p>{t('web.common.loadFailed')}</p>
      <Button color="primary" onClick={retry} style={{ minHeight: 44 }}>
        {t('web.common.retry')}
      </Button>
    </div>
  );
}

/** The books of the language: a title and a line each, a tap opens the first chapter. */
function Shelf({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const shelf = useQuery(helpShelfQuery(lang));
  if (shelf.isError) return <Failed retry={() => void shelf.refetch()} />;
  if (!shelf.data) {
    return (
      <p className={styles.status} role="status">
        {t('web.common.loading')}
      </p>
    );
  }
  const covers = shelf.data;
  return (
    <>
      <p className={styles.intro}>{t('web.help.intro')}</p>
      <ul className={styles.list} data-testid="help-books">
        {HELP_BOOK_IDS.map((id) => (
          <li key={id}>
            <Link className={styles.row} to={helpViewPath(id)} data-testid="help-book" data-book={id}>
              <span className={styles.rowTitle}>{covers[id].title}</span>
              <span className={styles.rowText}>{covers[id].summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The chapters of every book of the language that hold the words typed, each with where they stand. */
function Results({ lang, query }: { lang: Lang; query: string }) {
  const { t } = useTranslation();
  const library = useQuery(helpLibraryQuery(lang));
  if (library.isError) return <Failed retry={() => void library.refetch()} />;
  if (!library.data) {
    return (
      <p className={styles.status} role="status">
        {t('web.help.searching')}
      </p>
    );
  }
  const matches = searchBooks(library.data, query);
  const terms = searchTerms(query);
  if (matches.length === 0) {
    return (
      <p className={styles.status} role="status" data-testid="help-no-results">
        {t('web.help.noResults', { query: query.trim() })}
      </p>
    );
  }
  return (
    <>
      <p className={styles.status} role="status">
        {t('web.help.results', { count: matches.length })}
      </p>
      <ul className={styles.list} data-testid="help-results">
        {matches.map((match) => (
          <li key={`${match.bookId}/${match.chapterId}`}>
            <Link
              className={styles.row}
              to={helpViewPath(match.bookId, match.chapterId)}
              data-testid="help-result"
              data-book={match.bookId}
              data-chapter={match.chapterId}
            >
              <span className={styles.rowBook}>{match.bookTitle}</span>
              <span className={styles.rowTitle}>
                <Excerpt parts={[{ text: match.chapterTitle, hit: false }]} terms={terms} />
              </span>
              <span className={styles.rowText}>
                <Excerpt parts={match.excerpt} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function HelpBookList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [typed, setTyped] = useState('');
  // The search follows the typing without holding it up: each key is shown at once, the results as soon as they are worked out.
  const query = useDeferredValue(typed);
  return (
    <main className={styles.page} data-testid="help-list">
      <div className={styles.search}>
        <SearchBar data-testid="help-search" placeholder={t('web.help.searchPlaceholder')} value={typed} onChange={setTyped} onClear={() => setTyped('')} />
      </div>
      {searchTerms(query).length > 0 ? <Results lang={lang} query={query} /> : <Shelf lang={lang} />}
    </main>
  );
}

/**
 * /help/helpBookList (public, spec section 2): the product's help books in the current language,
 * and one search over every chapter of them. Outside the staff shell, which provides the query
 * client to its own pages only.
 */
export function HelpBookListPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <HelpBookList />
    </QueryClientProvider>
  );
}
