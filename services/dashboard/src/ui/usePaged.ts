import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListMeta } from './Pager';

export const PER_PAGE = 20;

/**
 * One page of an API list at a time (the API's own page/per_page), remembering the page. A list
 * asks the API again whenever it is shown and whenever the window regains focus, however recently
 * it asked: records made elsewhere (the API, another tab) show up without a reload.
 */
export function usePaged<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<{ data: T[]; meta: ListMeta }>,
  options: { refetchInterval?: number | false } = {},
) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...key, { page }],
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: options.refetchInterval,
  });
  return { query, page, setPage };
}
