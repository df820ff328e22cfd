import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Button } from './button';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-500 dark:text-slate-400">{children}</div>}
    </div>
  );
}

/** A page past the end (the data shrank, or an old link): offer the way back to the first page. */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <EmptyState title="Nothing on this page">
      <button type="button" className="text-indigo-600 underline dark:text-indigo-400" onClick={onFirstPage}>
        Go to the first page
      </button>
    </EmptyState>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-medium">Could not load this.</p>
      <p className="mt-1">{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
