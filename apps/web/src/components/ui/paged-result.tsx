import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PagingParams } from '../../hooks/use-paging-params';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { ErrorState, PastLastPage } from './states';

interface PageCounts {
  total: number;
  count: number;
}

export interface PagedResultProps<T> {
  query: UseQueryResult<T>;
  paging: PagingParams;
  loadingLabel: string;
  /** Shown when the whole collection (with the filters) is empty, as opposed to a page past its end. */
  empty: ReactNode;
  /** Where the envelope keeps its counts; `{total, count}` at the top by default. */
  countsOf?: (data: T) => PageCounts;
  children: (data: T) => ReactNode;
}

const topLevel = (data: unknown) => data as PageCounts;

/**
 * Every server-paged list's states, one way: loading, error with retry, empty, a page past the end (an old link,
 * or rows deleted meanwhile) with a way back, else the rows and the pager. "Updating…" while a new page loads
 * over the old one (the queries keep the previous page as a placeholder).
 */
export function PagedResult<T>({
  query,
  paging,
  loadingLabel,
  empty,
  countsOf = topLevel,
  children,
}: PagedResultProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { total, count } = countsOf(query.data);
  if (total === 0) return <>{empty}</>;
  if (count === 0) return <PastLastPage onFirstPage={() => paging.setOffset(0)} />;
  return (
    <>
      {query.isFetching && (
        <div className="mb-2">
          <Spinner label="Updating…" />
        </div>
      )}
      {children(query.data)}
      <Pagination
        total={total}
        limit={paging.limit}
        offset={paging.offset}
        count={count}
        onOffsetChange={paging.setOffset}
        onLimitChange={paging.setLimit}
      />
    </>
  );
}
