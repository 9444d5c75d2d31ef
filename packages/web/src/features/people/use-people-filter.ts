import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { departmentTreeQuery } from './api/departments.ts';
import { findDepartment } from './department-tree.ts';
import { SEARCH_DELAY_MS } from '../../lib/use-debounced.ts';

/**
 * The filters of a list of people (the employees, the address book), kept in the address
 * (?keyword=&departId= and the page's own), so Back from a person returns to the same list: the
 * keyword as typed (asked for once the fingers rest, at once on the search key or when cleared),
 * the department with its name, and its picker, loaded when first opened.
 */
export function usePeopleFilter() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const departId = params.get('departId') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [picking, setPicking] = useState(false);
  const pickerWanted = useOpenedOnce(picking);
  const tree = useQuery({ ...departmentTreeQuery(), enabled: Boolean(departId) });
  const departName = departId ? (tree.data ? findDepartment(tree.data, departId)?.name : undefined) : undefined;
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  function setFilter(patch: Record<string, string>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  function type(value: string) {
    setTyped(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => setFilter({ keyword: value.trim() }), SEARCH_DELAY_MS);
  }

  function searchNow(value: string) {
    clearTimeout(typing.current);
    setFilter({ keyword: value.trim() });
  }

  return { params, keyword, departId, departName, typed, type, searchNow, setFilter, picking, setPicking, pickerWanted };
}
