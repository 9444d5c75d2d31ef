import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { CloseOutline, DownlandOutline, FileOutline, PictureOutline, RightOutline } from 'antd-mobile-icons';
import { fileUrl } from '../../lib/http.ts';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { dictItemsQuery } from '../../records/api/list-queries.ts';
import { downloadFile, formatSize } from '../../records/fields/display/FilesDisplay.tsx';
import { openImageViewer } from '../../records/fields/image-viewer.ts';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { materialsQuery, MATERIAL_CATEGORIES, type Material } from './api/materials.ts';
import styles from './MaterialLibrary.module.css';

/** Where materials are uploaded, and one opens whole (the generic screens of cmsSource). */
const MATERIALS_LIST = '/cms/cmsSourceList';
const materialView = (id: string) => `/cms/cmsSourceView?id=${encodeURIComponent(id)}`;

const imagesOf = (material: Material) => material.images ?? [];
const filesOf = (material: Material) => material.files ?? [];

/** A material in the grid: its first image as the cover (a file's icon where it has none), its name and kind. */
function MaterialTile({ material, onOpen }: { material: Material; onOpen: () => void }) {
  const { t } = useTranslation();
  const cover = imagesOf(material)[0];
  const count = imagesOf(material).length;
  return (
    <button type="button" className={styles.tile} onClick={onOpen} data-testid="material-item" data-id={material.id}>
      <span className={styles.cover}>
        {cover ? (
          <img src={fileUrl(cover.path)} alt={material.title} loading="lazy" className={styles.coverImage} data-testid="material-cover" />
        ) : (
          <FileOutline className={styles.coverIcon} />
        )}
        {count > 1 && <span className={styles.count}>{t('web.library.imageCount', { count })}</span>}
      </span>
      <span className={styles.name} data-testid="material-title">
        {material.title}
      </span>
      {material.kind_dictText && <span className={styles.kind}>{material.kind_dictText}</span>}
    </button>
  );
}

/** One material opened: its images (a tap shows them full size, zoomed and swiped) and its files to download. */
function MaterialSheet({ material, canOpen, onClose }: { material: Material; canOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const images = imagesOf(material);
  const files = filesOf(material);
  const urls = images.map((image) => fileUrl(image.path));
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderRadius: '8px 8px 0 0' }}>
      <section className={styles.sheet} data-testid="material-sheet">
        <header className={styles.sheetHeader}>
          <h3 className={styles.sheetTitle}>{material.title}</h3>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('web.library.close')} data-testid="material-close">
            <CloseOutline />
          </button>
        </header>
        <p className={styles.tags}>
          {material.category_dictText && (
            <Tag color="primary" fill="outline">
              {material.category_dictText}
            </Tag>
          )}
          {material.kind_dictText && <Tag color="default">{material.kind_dictText}</Tag>}
        </p>
        {material.description && <p className={styles.description}>{material.description}</p>}
        {images.length > 0 && (
          <>
            <h4 className={styles.section}>{t('web.library.images')}</h4>
            <div className={styles.thumbs}>
              {images.map((image, index) => (
                <button
                  key={image.path}
                  type="button"
                  className={styles.thumb}
                  onClick={() => openImageViewer(urls, index)}
                  aria-label={`${t('web.library.viewImages')} ${index + 1}`}
                  data-testid="material-image"
                >
                  <img src={urls[index]} alt={image.name} className={styles.coverImage} />
                </button>
              ))}
            </div>
            <Button block color="primary" fill="outline" style={{ minHeight: 44 }} onClick={() => openImageViewer(urls, 0)} data-testid="material-view-images">
              <PictureOutline /> {t('web.library.viewImages')}
            </Button>
          </>
        )}
        {files.length > 0 && (
          <>
            <h4 className={styles.section}>{t('web.library.files')}</h4>
            <ul className={styles.files}>
              {files.map((file) => (
                <li key={file.path}>
                  <button type="button" className={styles.file} onClick={() => void downloadFile(file)} data-testid="material-file">
                    <FileOutline className={styles.fileIcon} />
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileSize}>{formatSize(file.size)}</span>
                    <DownlandOutline aria-label={t('web.library.download')} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {images.length === 0 && files.length === 0 && <p className={styles.nothing}>{t('web.library.nothingAttached')}</p>}
        {canOpen && (
          <Link to={materialView(material.id)} className={styles.openRecord} data-testid="material-open">
            {t('web.library.openMaterial')}
            <RightOutline />
          </Link>
        )}
      </section>
    </Popup>
  );
}

/**
 * /source, the material library (issue 20, spec section 2): the company's pictures, posters and
 * files as a gallery of covers, searched by name, one category at a time. A tap opens the
 * material: its images full size in the zoomable viewer (swiped from one to the next), its files
 * to download. The images' addresses carry the user's session, so no link to them is offered for
 * customers; articles and documents are what is shared by link. Those who upload materials reach
 * each one whole, and the list where they are added.
 */
export function MaterialLibraryPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [category, setCategory] = useState('');
  const [opened, setOpened] = useState<Material | null>(null);
  const categories = useQuery(dictItemsQuery(MATERIAL_CATEGORIES));
  const query = useInfiniteQuery(materialsQuery({ keyword, category }));
  const materials = query.data?.pages.flatMap((page) => page.records) ?? [];
  const filtered = keyword !== '' || category !== '';
  const tabs = [{ key: '', title: t('web.library.all') }, ...(categories.data ?? []).map((item) => ({ key: item.value, title: item.text }))];
  return (
    <div className={styles.page} data-testid="material-library">
      <div className={styles.header}>
        <div className={styles.searchRow}>
          <SearchBar
            data-testid="material-search"
            placeholder={t('web.library.searchMaterials')}
            value={typed}
            onChange={setTyped}
            onSearch={(value) => setTyped(value)}
          />
          {can('cms:cmsSource:add') && (
            <Link to={MATERIALS_LIST} className={styles.manage} data-testid="material-manage">
              {t('web.library.manageMaterials')}
            </Link>
          )}
        </div>
        <RecordTabBar tabs={tabs} active={category} onChange={setCategory} testIdPrefix="material-category" />
      </div>
      <PagedList
        query={query}
        count={materials.length}
        emptyTitle={filtered ? t('web.library.materialsNoMatch') : t('web.library.materialsEmpty')}
        emptyDescription={filtered ? '' : t('web.library.materialsEmptyHint')}
      >
        <div className={styles.grid} data-testid="material-grid">
          {materials.map((material) => (
            <MaterialTile key={material.id} material={material} onOpen={() => setOpened(material)} />
          ))}
        </div>
      </PagedList>
      {opened && <MaterialSheet material={opened} canOpen={can('cms:cmsSource:edit')} onClose={() => setOpened(null)} />}
    </div>
  );
}
