import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { RightOutline } from 'antd-mobile-icons';
import { copyText } from '../../lib/clipboard.ts';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { dictItemsQuery } from '../../records/api/list-queries.ts';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { scriptsQuery, SCRIPT_CATEGORIES, type Script } from './api/scripts.ts';
import styles from './ScriptLibrary.module.css';

/** Where the talk scripts are written, and one opens whole (the generic screens of cmsTalk). */
const SCRIPTS_LIST = '/cms/cmsTalkList';
const scriptView = (id: string) => `/cms/cmsTalkView?id=${encodeURIComponent(id)}`;

function ScriptCard({ script, canOpen }: { script: Script; canOpen: boolean }) {
  const { t } = useTranslation();
  const answer = useRef<HTMLParagraphElement>(null);
  return (
    <article className={styles.card} data-testid="script-item" data-id={script.id}>
      <header className={styles.question}>
        {script.category_dictText && (
          <Tag color="primary" fill="outline" className={styles.category}>
            {script.category_dictText}
          </Tag>
        )}
        <h3 className={styles.title} data-testid="script-title">
          {script.title}
        </h3>
      </header>
      <p ref={answer} className={styles.answer} data-testid="script-answer">
        {script.answer}
      </p>
      <footer className={styles.actions}>
        {canOpen && (
          <Link to={scriptView(script.id)} className={styles.open} data-testid="script-open">
            {t('web.library.openScript')}
            <RightOutline />
          </Link>
        )}
        <Button
          color="primary"
          size="small"
          className={styles.copy}
          style={{ minHeight: 44 }}
          onClick={() => void copyText(script.answer, answer.current, { copied: t('web.common.copied'), byHand: t('web.library.copyByHand') })}
          data-testid="script-copy"
        >
          {t('web.library.copy')}
        </Button>
      </footer>
    </article>
  );
}

/**
 * /reply, the script library (issue 20, spec section 2): the company's talk scripts as ready
 * answers a salesperson copies into a chat with a customer: searched by question, answer or
 * keyword, one category at a time, each answer copied with a tap ("复制成功"), or selected to copy
 * by hand where the phone's browser keeps the clipboard shut. Those who write scripts reach each
 * one whole, and the list where they are added.
 */
export function ScriptLibraryPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [category, setCategory] = useState('');
  const categories = useQuery(dictItemsQuery(SCRIPT_CATEGORIES));
  const query = useInfiniteQuery(scriptsQuery({ keyword, category }));
  const scripts = query.data?.pages.flatMap((page) => page.records) ?? [];
  const filtered = keyword !== '' || category !== '';
  const tabs = [{ key: '', title: t('web.library.all') }, ...(categories.data ?? []).map((item) => ({ key: item.value, title: item.text }))];
  return (
    <div className={styles.page} data-testid="script-library">
      <div className={styles.header}>
        <div className={styles.searchRow}>
          <SearchBar
            data-testid="script-search"
            placeholder={t('web.library.searchScripts')}
            value={typed}
            onChange={setTyped}
            onSearch={(value) => setTyped(value)}
          />
          {can('cms:cmsTalk:add') && (
            <Link to={SCRIPTS_LIST} className={styles.manage} data-testid="script-manage">
              {t('web.library.manageScripts')}
            </Link>
          )}
        </div>
        <RecordTabBar tabs={tabs} active={category} onChange={setCategory} testIdPrefix="script-category" />
      </div>
      <PagedList
        query={query}
        count={scripts.length}
        emptyTitle={filtered ? t('web.library.scriptsNoMatch') : t('web.library.scriptsEmpty')}
        emptyDescription={filtered ? '' : t('web.library.scriptsEmptyHint')}
      >
        <div className={styles.cards} data-testid="script-list">
          {scripts.map((script) => (
            <ScriptCard key={script.id} script={script} canOpen={can('cms:cmsTalk:edit')} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
