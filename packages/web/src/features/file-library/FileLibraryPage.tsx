import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { FolderOutline, RightOutline } from 'antd-mobile-icons';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { fileBoxesQuery, type FileBox } from './api/file-boxes.ts';
import styles from './FileLibrary.module.css';

/** Where file boxes are put together, and one opens whole with its share panel (the generic screens of cmsFile). */
const FILE_BOXES_LIST = '/cms/cmsFileList';
const fileBoxView = (id: string) => `/cms/cmsFileView?id=${encodeURIComponent(id)}`;

/** A file box in the list: its name, category, how many files it holds and what it is for. */
function FileBoxItem({ box }: { box: FileBox }) {
  const { t } = useTranslation();
  const count = (box.files ?? []).length;
  return (
    <li>
      <Link to={fileBoxView(box.id)} className={styles.item} data-testid="file-box-item" data-id={box.id}>
        <FolderOutline className={styles.icon} />
        <span className={styles.body}>
          <span className={styles.name} data-testid="file-box-title">
            {box.title}
          </span>
          <span className={styles.meta}>
            {box.category_dictText && <span className={styles.category}>{box.category_dictText}</span>}
            <span data-testid="file-box-count">{count > 0 ? t('web.media.fileCount', { count }) : t('web.media.noFiles')}</span>
          </span>
          {box.description && <span className={styles.description}>{box.description}</span>}
        </span>
        <RightOutline className={styles.arrow} />
      </Link>
    </li>
  );
}

/**
 * /file, the file library (issue 20, spec section 2): the company's file boxes, each a pack of
 * files a customer gets in one link, with how many files it holds, searched by name. A tap opens
 * the box's detail screen, with its files and the share panel that makes the customer's link
 * (/fileBox). Those who put boxes together reach the list where they are added.
 */
export function FileLibraryPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const query = useInfiniteQuery(fileBoxesQuery(keyword));
  const boxes = query.data?.pages.flatMap((page) => page.records) ?? [];
  return (
    <div className={styles.page} data-testid="file-library">
      <div className={styles.header}>
        <SearchBar data-testid="file-box-search" placeholder={t('web.media.searchFileBoxes')} value={typed} onChange={setTyped} onSearch={setTyped} />
        {can('cms:cmsFile:add') && (
          <Link to={FILE_BOXES_LIST} className={styles.manage} data-testid="file-box-manage">
            {t('web.media.manageFileBoxes')}
          </Link>
        )}
      </div>
      <PagedList
        query={query}
        count={boxes.length}
        emptyTitle={keyword !== '' ? t('web.media.fileBoxesNoMatch') : t('web.media.fileBoxesEmpty')}
        emptyDescription={keyword !== '' ? '' : t('web.media.fileBoxesEmptyHint')}
      >
        <ul className={styles.list} data-testid="file-box-list">
          {boxes.map((box) => (
            <FileBoxItem key={box.id} box={box} />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
