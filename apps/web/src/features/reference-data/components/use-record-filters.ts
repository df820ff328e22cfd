import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Column } from './record-values';

export type RecordFilters = Record<string, string[]>;

/**
 * Column filters live in the URL under the column's own name, as the service takes them (`?country=DE`),
 * so a filtered page is a link; a repeated parameter ORs its values. Parameters that are not columns of
 * this dataset are ignored rather than sent (the service would refuse them).
 */
export function useRecordFilters(columns: readonly Column[]) {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo(() => {
    const active: RecordFilters = {};
    for (const { name } of columns) {
      const values = searchParams.getAll(name).filter((v) => v !== '');
      if (values.length > 0) active[name] = values;
    }
    return active;
  }, [columns, searchParams]);

  const setFilters = useCallback(
    (next: RecordFilters) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        // A new filter starts from the first page: the old offset may be past the end of the result.
        params.delete('offset');
        for (const { name } of columns) {
          params.delete(name);
          for (const value of next[name] ?? []) if (value !== '') params.append(name, value);
        }
        return params;
      }),
    [columns, setSearchParams],
  );

  const removeFilter = useCallback(
    (name: string, value: string) =>
      setFilters({ ...filters, [name]: (filters[name] ?? []).filter((v) => v !== value) }),
    [filters, setFilters],
  );

  return { filters, setFilters, removeFilter };
}
