import { infiniteQueryOptions } from '@tanstack/react-query';
import { RECORD_API, type FileRef, type Page, type SceneCondition } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** Materials per page; more load as the gallery scrolls. */
export const MATERIALS_PAGE_SIZE = 20;

/** The materials' categories: the articles' (cms_category), as cmsSource declares. */
export const MATERIAL_CATEGORIES = 'cms_category';

/** One material as the gallery shows it and opens it. */
export interface Material {
  id: string;
  title: string;
  category: string | null;
  category_dictText?: string | null;
  kind: string | null;
  kind_dictText?: string | null;
  images: FileRef[] | null;
  files: FileRef[] | null;
  description: string | null;
}

export interface MaterialCriteria {
  keyword: string;
  /** A category's value, or '' for every one. */
  category: string;
}

const LIST = RECORD_API.list('cms', 'cmsSource');
const FIELDS = ['title', 'category', 'kind', 'images', 'files', 'description'].join(',');

/** The generic list of cmsSource (searched by name and description), a page at a time. */
export const materialsQuery = ({ keyword, category }: MaterialCriteria) =>
  infiniteQueryOptions({
    queryKey: ['materialLibrary', keyword, category] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const filters: SceneCondition[] = category ? [{ field: 'category', op: 'eq', value: category }] : [];
      return http
        .get<Page<Material>>(
          LIST,
          {
            keyword: keyword || undefined,
            filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
            fields: FIELDS,
            pageNo: pageParam,
            pageSize: MATERIALS_PAGE_SIZE,
          },
          { signal },
        )
        .then(resultOf);
    },
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
