import type { MasterSummary } from '@mailroom/contract';
import { useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useMasterSearch } from '../api/get-masters';
import { useDebounced } from './use-debounced';

const PICKER_SIZE = 6;

/**
 * Finds a master by keyword (the service searches masters' keywords) or by id, and offers the first matches as
 * radio buttons: one tab stop, arrow keys between them, and a screen reader hears name, id and state.
 */
export function MasterPicker({
  value,
  onChange,
  error,
}: {
  value: MasterSummary | null;
  onChange: (master: MasterSummary) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [deliveredOnly, setDeliveredOnly] = useState(true);
  const search = useDebounced(text);
  const masters = useMasterSearch({ text: search, deliveredOnly, limit: PICKER_SIZE });
  const errorId = useId();
  const list = masters.data?.masters ?? [];

  return (
    <fieldset
      className="min-w-0 space-y-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Master</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Search masters"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint="A keyword such as sale, or a master id"
          className="min-w-48 flex-1"
          autoComplete="off"
        />
        <label className="mb-6 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={deliveredOnly}
            onChange={(e) => setDeliveredOnly(e.target.checked)}
            className="size-4 accent-indigo-600"
          />
          Delivered only
        </label>
      </div>
      {masters.isPending ? (
        <Spinner label="Finding masters…" />
      ) : masters.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not search masters: {errorMessage(masters.error)}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No master matches. Try another keyword.</p>
      ) : (
        <div
          role="radiogroup"
          aria-label="Matching masters"
          className={cn(
            'divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-700',
            masters.isFetching && 'opacity-70',
          )}
        >
          {list.map((m) => (
            <label
              key={m.id}
              className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-[:checked]:bg-indigo-50 dark:hover:bg-slate-900 dark:has-[:checked]:bg-indigo-950"
            >
              <input
                type="radio"
                name="masterId"
                value={m.id}
                checked={value?.id === m.id}
                onChange={() => onChange(m)}
                className="mt-1 size-4 accent-indigo-600"
              />
              <span className="min-w-0">
                <span className="block font-medium break-words">{m.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  #{m.id} · {m.status}
                  {m.campaign && ` · ${m.campaign}`}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {masters.data && masters.data.total > list.length && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          The first {list.length} of {formatNumber(masters.data.total)} masters; narrow the search to see
          others.
        </p>
      )}
      <p aria-live="polite" className="text-sm">
        {value ? (
          <>
            Selected: <strong>{value.name}</strong> (#{value.id})
          </>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">No master selected yet.</span>
        )}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
