import { masterStates, type MasterState } from '@mailroom/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { emptyFilters, type MasterFilters } from './master-filters';
import { parseFilterValues, valuesFromFilters, type FilterErrors, type FilterValues } from './filter-values';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {children}
      </select>
    </div>
  );
}

export interface MasterFilterFormProps {
  initial: MasterFilters;
  /** Division names for the division filter; empty while the company is loading. */
  divisions: string[];
  onApply: (filters: MasterFilters) => void;
}

/** Every filter of GET /v2/masters; nothing is sent until Apply, and a bad id or window is caught here. */
export function MasterFilterForm({ initial, divisions, onApply }: MasterFilterFormProps) {
  const [values, setValues] = useState<FilterValues>(() => valuesFromFilters(initial));
  const [errors, setErrors] = useState<FilterErrors>({});
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const toggleState = (state: MasterState, on: boolean) =>
    set(
      'states',
      masterStates.filter((s) => (s === state ? on : values.states.includes(s))),
    );
  // A division the URL names but the company no longer lists stays selectable, so the form shows the truth.
  const divisionOptions =
    values.subscription && !divisions.includes(values.subscription)
      ? [values.subscription, ...divisions]
      : divisions;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseFilterValues(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    onApply(parsed.filters);
  };

  return (
    <form role="search" aria-label="Filter masters" onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Keyword"
          value={values.keyword}
          onChange={(e) => set('keyword', e.target.value)}
          hint="In the name or keywords"
        />
        <Field
          label="Campaign"
          value={values.campaign}
          onChange={(e) => set('campaign', e.target.value)}
          hint="Exact campaign"
        />
        <Select label="Division" value={values.subscription} onChange={(v) => set('subscription', v)}>
          <option value="">Any division</option>
          {divisionOptions.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Select>
        <Select
          label="Triggered"
          value={values.triggered}
          onChange={(v) => set('triggered', v === 'yes' || v === 'no' ? v : 'any')}
        >
          <option value="any">Any</option>
          <option value="yes">Triggered only</option>
          <option value="no">Scheduled only</option>
        </Select>
        <Field
          label="Next delivery from"
          type="datetime-local"
          value={values.scheduleFrom}
          onChange={(e) => set('scheduleFrom', e.target.value)}
        />
        <Field
          label="Next delivery before"
          type="datetime-local"
          value={values.scheduleTo}
          error={errors.scheduleTo}
          onChange={(e) => set('scheduleTo', e.target.value)}
        />
        <Field
          label="Ids"
          value={values.ids}
          error={errors.ids}
          hint="Comma-separated, like 101, 102"
          onChange={(e) => set('ids', e.target.value)}
        />
        <Select
          label="Archived"
          value={values.archived}
          onChange={(v) => set('archived', v === 'true' || v === 'all' ? v : 'false')}
        >
          <option value="false">Not archived</option>
          <option value="true">Archived only</option>
          <option value="all">All</option>
        </Select>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">States</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {masterStates.map((s) => (
            <label key={s} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={values.states.includes(s)}
                onChange={(e) => toggleState(s, e.target.checked)}
              />
              {s}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(valuesFromFilters(emptyFilters));
            setErrors({});
            onApply(emptyFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
