import { infiniteQueryOptions } from '@tanstack/react-query';
import { RECORD_API, type Page, type SceneCondition } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';

/** Scripts per page; more load as the list scrolls. */
export const SCRIPTS_PAGE_SIZE = 20;

/** The talk scripts' categories (a tenant dictionary, cmsTalk's). */
export const SCRIPT_CATEGORIES = 'cms_talk_category';

/** One script as a card shows it: the question or scene, its category and the answer to copy. */
export interface Script {
  id: string;
  title: string;
  category: string | null;
  category_dictText?: string | null;
  answer: string;
}

export interface ScriptCriteria {
  keyword: string;
  /** A category's value, or '' for every one. */
  category: string;
}

const LIST = RECORD_API.list('cms', 'cmsTalk');
const FIELDS = ['title', 'category', 'answer'].join(',');

/** The generic list of cmsTalk (its keyword search covers question, answer and keywords), a page at a time. */
export const scriptsQuery = ({ keyword, category }: ScriptCriteria) =>
  infiniteQueryOptions({
    queryKey: ['scriptLibrary', keyword, category] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const filters: SceneCondition[] = category ? [{ field: 'category', op: 'eq', value: category }] : [];
      return http
        .get<Page<Script>>(
          LIST,
          {
            keyword: keyword || undefined,
            filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
            fields: FIELDS,
            pageNo: pageParam,
            pageSize: SCRIPTS_PAGE_SIZE,
          },
          { signal },
        )
        .then(resultOf);
    },
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
