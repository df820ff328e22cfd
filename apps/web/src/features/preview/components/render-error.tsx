import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-error';

/** Why the message did not render, in the service's words (a Liquid error names the part and the line). */
export function RenderError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const template = isApiError(error) && error.code === 'invalid_state';
  const refused = isApiError(error) && error.status < 500;
  const title = template
    ? 'The template does not render'
    : isApiError(error, 404)
      ? 'Nothing to render'
      : refused
        ? 'The service refused this preview'
        : 'The preview failed';
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1 font-mono text-xs break-words">{errorMessage(error)}</p>
      {template && (
        <p className="mt-2">
          Fix the template of this master, or the attribute values it uses, and preview again.
        </p>
      )}
      {!refused && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
