import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-error';

/** A failed save; a 409 means the ETag the form was filled from is stale, so the way out is a reload. */
export function SaveError({ error, onReload }: { error: unknown; onReload: () => void }) {
  const conflict = isApiError(error, 409);
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p>
        {conflict
          ? 'This subscriber was changed by someone else since you opened it. Reload to see the current values, then make your change again.'
          : `Not saved: ${errorMessage(error)}`}
      </p>
      {conflict && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onReload}>
          Reload
        </Button>
      )}
    </div>
  );
}
