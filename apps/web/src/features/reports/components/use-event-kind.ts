import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isEventKind, type EventKind } from './report-event';

/**
 * The event list on show lives in the URL (`?events=clicks`), beside the paging, so a link opens the same
 * list and page. A kind the report does not hold falls back to its first list.
 */
export function useEventKind(available: EventKind[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('events');
  const kind = isEventKind(asked) && available.includes(asked) ? asked : available[0];
  const setKind = useCallback(
    (next: EventKind) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('events', next);
        // Each list has its own length: a new list starts from its first page.
        params.delete('offset');
        return params;
      }),
    [setSearchParams],
  );
  return { kind, setKind };
}
