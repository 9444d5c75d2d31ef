import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { PlayOutline, VideoOutline } from 'antd-mobile-icons';
import { fileUrl } from '../../lib/http.ts';
import { PagedList } from '../../lib/paged-list.tsx';
import { usePermission } from '../../lib/permission.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { dictItemsQuery } from '../../records/api/list-queries.ts';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { VIDEO_CATEGORIES, videosQuery, type LibraryVideo } from './api/videos.ts';
import styles from './VideoLibrary.module.css';

/** Where videos are uploaded, and one opens whole with its share panel (the generic screens of cmsVideo). */
const VIDEOS_LIST = '/cms/cmsVideoList';
const videoView = (id: string) => `/cms/cmsVideoView?id=${encodeURIComponent(id)}`;

/** A video in the gallery: its cover with a play mark (the video's icon where it has none), its title, category and length. */
function VideoTile({ video }: { video: LibraryVideo }) {
  const { t } = useTranslation();
  const cover = video.cover?.[0];
  const hasFilm = (video.video ?? []).length > 0;
  return (
    <Link to={videoView(video.id)} className={styles.tile} data-testid="video-item" data-id={video.id}>
      <span className={styles.cover}>
        {cover ? (
          <img src={fileUrl(cover.path)} alt="" loading="lazy" className={styles.coverImage} data-testid="video-cover" />
        ) : (
          <VideoOutline className={styles.coverIcon} />
        )}
        {hasFilm ? (
          <span className={styles.play} role="img" aria-label={t('web.media.play')} data-testid="video-play">
            <PlayOutline />
          </span>
        ) : (
          <span className={styles.badge} data-testid="video-no-film">
            {t('web.media.noFilm')}
          </span>
        )}
        {video.duration && <span className={styles.duration}>{video.duration}</span>}
      </span>
      <span className={styles.name} data-testid="video-title">
        {video.title}
      </span>
      {video.category_dictText && <span className={styles.category}>{video.category_dictText}</span>}
    </Link>
  );
}

/**
 * /video, the video library (issue 20, spec section 2): the company's videos as a gallery of
 * covers with a play mark, searched by title, one category at a time. A tap opens the video's
 * detail screen, where it plays from its file and its share panel makes the customer's link
 * (/videoView). Those who upload videos reach the list where they are added.
 */
export function VideoLibraryPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [category, setCategory] = useState('');
  const categories = useQuery(dictItemsQuery(VIDEO_CATEGORIES));
  const query = useInfiniteQuery(videosQuery({ keyword, category }));
  const videos = query.data?.pages.flatMap((page) => page.records) ?? [];
  const filtered = keyword !== '' || category !== '';
  const tabs = [{ key: '', title: t('web.media.all') }, ...(categories.data ?? []).map((item) => ({ key: item.value, title: item.text }))];
  return (
    <div className={styles.page} data-testid="video-library">
      <div className={styles.header}>
        <div className={styles.searchRow}>
          <SearchBar data-testid="video-search" placeholder={t('web.media.searchVideos')} value={typed} onChange={setTyped} onSearch={setTyped} />
          {can('cms:cmsVideo:add') && (
            <Link to={VIDEOS_LIST} className={styles.manage} data-testid="video-manage">
              {t('web.media.manageVideos')}
            </Link>
          )}
        </div>
        <RecordTabBar tabs={tabs} active={category} onChange={setCategory} testIdPrefix="video-category" />
      </div>
      <PagedList
        query={query}
        count={videos.length}
        emptyTitle={filtered ? t('web.media.videosNoMatch') : t('web.media.videosEmpty')}
        emptyDescription={filtered ? '' : t('web.media.videosEmptyHint')}
      >
        <div className={styles.grid} data-testid="video-grid">
          {videos.map((video) => (
            <VideoTile key={video.id} video={video} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
