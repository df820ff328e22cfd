import type { AttributeDef } from '@mailroom/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { checkOverrides, type OverrideRowErrors } from './overrides';
import { OverrideRow } from './override-row';
import type { Override } from './preview-params';

const blank = (): Override => ({ name: '', value: '' });

/** Key/value rows that replace the subscriber's attributes for this rendering only; nothing is stored. */
export function OverrideForm({
  initial,
  defs,
  onApply,
}: {
  initial: Override[];
  defs: AttributeDef[] | undefined;
  onApply: (overrides: Override[]) => void;
}) {
  const [rows, setRows] = useState<Override[]>(() => (initial.length > 0 ? initial : [blank()]));
  const [errors, setErrors] = useState<OverrideRowErrors[]>([]);
  const listId = useId();
  const byName = new Map(defs?.map((d) => [d.attributeName, d]));

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkOverrides(rows, defs);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    onApply(checked.overrides);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Attribute overrides" className="space-y-3">
      <datalist id={listId}>
        {defs?.map((d) => (
          <option key={d.attributeName} value={d.attributeName} />
        ))}
      </datalist>
      <ul className="space-y-2">
        {rows.map((row, i) => (
          <OverrideRow
            // Rows have no identity of their own; the position is what the labels name too.
            key={i}
            index={i}
            row={row}
            def={byName.get(row.name.trim())}
            errors={errors[i]}
            listId={listId}
            onChange={(next) => setRows((rs) => rs.map((r, j) => (j === i ? next : r)))}
            onRemove={() => {
              setRows((rs) => (rs.length === 1 ? [blank()] : rs.filter((_, j) => j !== i)));
              setErrors([]);
            }}
          />
        ))}
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        An empty value renders the attribute as not set.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRows((rs) => [...rs, blank()])}>
          Add attribute
        </Button>
        <Button type="submit" size="sm">
          Apply overrides
        </Button>
      </div>
    </form>
  );
}
