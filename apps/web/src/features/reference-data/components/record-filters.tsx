import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { RecordFilters } from './use-record-filters';
import type { Column } from './record-values';

export interface RecordFiltersFormProps {
  columns: readonly Column[];
  filters: RecordFilters;
  onApply: (filters: RecordFilters) => void;
  onRemove: (name: string, value: string) => void;
}

/** One control per column; applied on submit so typing does not fire a query per keystroke. */
export function RecordFiltersForm({ columns, filters, onApply, onRemove }: RecordFiltersFormProps) {
  const base = useId();
  const active = Object.entries(filters).flatMap(([name, values]) =>
    values.map((value) => ({ name, value })),
  );

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next: RecordFilters = {};
    for (const { name } of columns) {
      const value = data.get(name);
      const current = filters[name] ?? [];
      // A column filtered on several values (from a link) keeps them while its input is left as shown.
      if (current.length > 1 && value === '') next[name] = current;
      else if (typeof value === 'string' && value.trim() !== '') next[name] = [value.trim()];
    }
    onApply(next);
  }

  return (
    <form
      role="search"
      aria-label="Filter records"
      onSubmit={submit}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {columns.map((column) => {
          const id = `${base}-${column.name}`;
          const values = filters[column.name] ?? [];
          const shown = values.length === 1 ? values[0] : '';
          return (
            <div key={`${column.name}:${values.join('\u0000')}`}>
              <label
                htmlFor={id}
                className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                {column.name}
              </label>
              {column.type === 'Boolean' ? (
                <select id={id} name={column.name} defaultValue={shown} className={inputClass}>
                  <option value="">Any</option>
                  <option value="true">true</option>
                  <option value="false">false</option>
                </select>
              ) : (
                <input
                  id={id}
                  name={column.name}
                  defaultValue={shown}
                  placeholder={values.length > 1 ? `${values.length} values` : 'Any'}
                  inputMode={column.type === 'Number' ? 'decimal' : undefined}
                  autoComplete="off"
                  className={inputClass}
                />
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        {active.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onApply({})}>
            Clear filters
          </Button>
        )}
        {active.length > 0 && (
          <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
            {active.map(({ name, value }) => (
              <li
                key={`${name}=${value}`}
                className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-xs text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
              >
                <span>
                  {name} = {value}
                </span>
                <button
                  type="button"
                  aria-label={`Remove filter ${name} = ${value}`}
                  onClick={() => onRemove(name, value)}
                  className="rounded-full px-1.5 hover:bg-indigo-100 dark:hover:bg-indigo-900"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
