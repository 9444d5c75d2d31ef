import { infiniteQueryOptions } from '@tanstack/react-query';
import { RECORD_API, type FileRef, type Page } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** File boxes per page; more load as the list scrolls. */
export const FILE_BOXES_PAGE_SIZE = 20;

/** One file box as the library lists it. */
export interface FileBox {
  id: string;
  title: string;
  category_dictText?: string | null;
  files: FileRef[] | null;
  description: string | null;
  updateTime: string | null;
}

const LIST = RECORD_API.list('cms', 'cmsFile');
const FIELDS = ['title', 'category', 'files', 'description', 'updateTime'].join(',');

/** The generic list of cmsFile (searched by title and description), a page at a time. */
export const fileBoxesQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['fileLibrary', keyword] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<FileBox>>(LIST, { keyword: keyword || undefined, fields: FIELDS, pageNo: pageParam, pageSize: FILE_BOXES_PAGE_SIZE }, { signal })
        .then(resultOf),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
