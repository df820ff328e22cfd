import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import type { ColumnChoice } from './csv-columns';
import { PREVIEW_ROWS } from './read-csv';

const chosen = 'bg-indigo-50 font-medium dark:bg-indigo-950';

/** The first rows as the import will read them, the id column highlighted. */
export function CsvPreviewTable({ rows, choice }: { rows: string[][]; choice: ColumnChoice }) {
  const width = Math.max(1, ...rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => i);
  const header = choice.hasHeader ? (rows[0] ?? []) : [];
  const data = (choice.hasHeader ? rows.slice(1) : rows).slice(0, PREVIEW_ROWS);
  return (
    <Table caption={`The first ${data.length} rows of the file`}>
      <thead>
        <tr>
          <Th className="text-right">#</Th>
          {columns.map((c) => (
            <Th key={c} className={cn(c === choice.column && chosen)}>
              {header[c] || `Column ${c + 1}`}
              {c === choice.column && <span className="text-indigo-700 dark:text-indigo-300"> (id)</span>}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {data.map((row, r) => (
          <tr key={r}>
            <Td className="text-right text-slate-500 tabular-nums dark:text-slate-400">{r + 1}</Td>
            {columns.map((c) => (
              <Td key={c} className={cn('max-w-64 truncate', c === choice.column && chosen)}>
                {row[c] ?? ''}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
