import { useId } from 'react';
import type { ColumnChoice } from './csv-columns';

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900';

/** The header toggle and the id column; shown prominently when the file did not name its id column. */
export function ColumnPicker({
  firstRow,
  width,
  choice,
  onChange,
}: {
  firstRow: string[];
  width: number;
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
}) {
  const selectId = useId();
  const headerId = useId();
  const name = (c: number) =>
    choice.hasHeader && firstRow[c] ? `${firstRow[c]} (column ${c + 1})` : `Column ${c + 1}`;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
      <div className="flex items-center gap-2">
        <input
          id={headerId}
          type="checkbox"
          checked={choice.hasHeader}
          onChange={(e) => onChange({ ...choice, hasHeader: e.target.checked })}
          className="size-4"
        />
        <label htmlFor={headerId}>The first row is a header</label>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="font-medium">
          Subscriber id column
        </label>
        <select
          id={selectId}
          value={choice.column}
          onChange={(e) => onChange({ ...choice, column: Number(e.target.value) })}
          className={selectClass}
        >
          {Array.from({ length: width }, (_, c) => (
            <option key={c} value={c}>
              {name(c)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
