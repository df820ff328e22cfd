import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trackedStates, type TrackedState } from '@mailroom/contract';

export interface TicketFilters {
  kind: string;
  state: TrackedState | '';
  mine: boolean;
}

/** Reads the filters from the URL; unknown states and over-long kinds are dropped rather than sent. */
export function readTicketFilters(params: URLSearchParams): TicketFilters {
  const state = params.get('state') ?? '';
  const kind = (params.get('kind') ?? '').trim();
  return {
    kind: kind.length <= 100 ? kind : '',
    state: (trackedStates as readonly string[]).includes(state) ? (state as TrackedState) : '',
    mine: params.get('mine') === 'true',
  };
}

/** Writes changed filters into the URL; a new filter starts from the first page. Defaults are left out. */
export function writeTicketFilters(current: URLSearchParams, next: Partial<TicketFilters>): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete('offset');
  if (next.kind !== undefined) {
    if (next.kind.trim()) params.set('kind', next.kind.trim());
    else params.delete('kind');
  }
  if (next.state !== undefined) {
    if (next.state) params.set('state', next.state);
    else params.delete('state');
  }
  if (next.mine !== undefined) {
    if (next.mine) params.set('mine', 'true');
    else params.delete('mine');
  }
  return params;
}

export function useTicketFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readTicketFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: Partial<TicketFilters>) => setSearchParams((current) => writeTicketFilters(current, next)),
    [setSearchParams],
  );
  return { filters, setFilters };
}
