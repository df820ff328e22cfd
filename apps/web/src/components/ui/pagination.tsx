import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { Button } from './button';

export interface PaginationProps {
  total: number;
  limit: number;
  offset: number;
  count: number;
  onOffsetChange: (offset: number) => void;
  onLimitChange: (limit: number) => void;
  pageSizes?: readonly number[];
}

export function Pagination({
  total,
  limit,
  offset,
  count,
  onOffsetChange,
  onLimitChange,
  pageSizes = [10, 25, 50, 100],
}: PaginationProps) {
  const sizeId = useId();
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + count;
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <p aria-live="polite">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={limit}
          onChange={(e) => onLimitChange(Number(e.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(offset - limit)}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={offset + limit >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
