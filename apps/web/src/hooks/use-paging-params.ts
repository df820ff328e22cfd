import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_LIMIT = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

function readInt(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d{1,16}$/.test(value)) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

/**
 * limit and offset live in the URL, so a page can be bookmarked and the back button steps through pages.
 * Values the service would reject (limit 0 or over 100, negative or malformed offset) are corrected, not sent.
 */
export interface PagingParams {
  limit: number;
  offset: number;
  setOffset: (offset: number) => void;
  setLimit: (limit: number) => void;
}

export function usePagingParams(): PagingParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const limit = readInt(searchParams.get('limit'), DEFAULT_LIMIT, 1, 100);
  const offset = readInt(searchParams.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER);

  const setPaging = useCallback(
    (next: { limit?: number; offset?: number }) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        const nextLimit = next.limit ?? limit;
        const nextOffset = next.offset ?? offset;
        if (nextLimit === DEFAULT_LIMIT) params.delete('limit');
        else params.set('limit', String(nextLimit));
        if (nextOffset <= 0) params.delete('offset');
        else params.set('offset', String(nextOffset));
        return params;
      });
    },
    [limit, offset, setSearchParams],
  );

  return useMemo(
    () => ({
      limit,
      offset,
      setOffset: (value: number) => setPaging({ offset: Math.max(0, value) }),
      // A new page size starts from the first page: the old offset may not be a multiple of it.
      setLimit: (value: number) => setPaging({ limit: value, offset: 0 }),
    }),
    [limit, offset, setPaging],
  );
}
