import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { trackedStates } from '@mailroom/contract';
import type { TicketFilters as Filters } from './use-ticket-filters';

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900';

export function TicketFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState(filters.kind);
  const [shownKind, setShownKind] = useState(filters.kind);
  // The back button changes the URL under the form: follow it (React's "adjust state on prop change").
  if (shownKind !== filters.kind) {
    setShownKind(filters.kind);
    setKind(filters.kind);
  }

  function submitKind(e: FormEvent) {
    e.preventDefault();
    onChange({ kind });
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-4 text-sm">
      <form role="search" aria-label="Filter by kind" onSubmit={submitKind} className="flex items-end gap-2">
        <div>
          <label htmlFor={`${id}-kind`} className="mb-1 block font-medium">
            Kind
          </label>
          <input
            id={`${id}-kind`}
            value={kind}
            maxLength={100}
            placeholder="e.g. requestMasterEventReport"
            onChange={(e) => setKind(e.target.value)}
            className={`${inputClass} w-64 py-1.5`}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          Apply
        </Button>
      </form>
      <div>
        <label htmlFor={`${id}-state`} className="mb-1 block font-medium">
          State
        </label>
        <select
          id={`${id}-state`}
          value={filters.state}
          onChange={(e) => onChange({ state: e.target.value as Filters['state'] })}
          className={selectClass}
        >
          <option value="">Any state</option>
          {trackedStates.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 pb-1.5">
        <input
          type="checkbox"
          checked={filters.mine}
          onChange={(e) => onChange({ mine: e.target.checked })}
        />
        Only mine
      </label>
    </div>
  );
}
