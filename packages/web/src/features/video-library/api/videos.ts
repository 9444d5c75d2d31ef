import { infiniteQueryOptions } from '@tanstack/react-query';
import { RECORD_API, type FileRef, type Page, type SceneCondition } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** Videos per page; more load as the gallery scrolls. */
export const VIDEOS_PAGE_SIZE = 20;

/** The videos' categories: the articles' (cms_category), as cmsVideo declares. */
export const VIDEO_CATEGORIES = 'cms_category';

/** One video as the gallery shows it. */
export interface LibraryVideo {
  id: string;
  title: string;
  category: string | null;
  category_dictText?: string | null;
  cover: FileRef[] | null;
  video: FileRef[] | null;
  duration: string | null;
}

export interface VideoCriteria {
  keyword: string;
  /** A category's value, or '' for every one. */
  category: string;
}

const LIST = RECORD_API.list('cms', 'cmsVideo');
const FIELDS = ['title', 'category', 'cover', 'video', 'duration'].join(',');

/** The generic list of cmsVideo (searched by title and description), a page at a time. */
export const videosQuery = ({ keyword, category }: VideoCriteria) =>
  infiniteQueryOptions({
    queryKey: ['videoLibrary', keyword, category] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const filters: SceneCondition[] = category ? [{ field: 'category', op: 'eq', value: category }] : [];
      return http
        .get<Page<LibraryVideo>>(
          LIST,
          {
            keyword: keyword || undefined,
            filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
            fields: FIELDS,
            pageNo: pageParam,
            pageSize: VIDEOS_PAGE_SIZE,
          },
          { signal },
        )
        .then(resultOf);
    },
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
