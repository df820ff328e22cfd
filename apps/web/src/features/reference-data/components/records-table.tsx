import type { DataRecord } from '@mailroom/contract';
import { Button } from '../../../components/ui/button';
import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { recordId, type Column } from './record-values';

export interface RecordsTableProps {
  dataset: string;
  columns: readonly Column[];
  primaryKey: string[];
  records: DataRecord[];
  /** Absent for viewers and for datasets without a key (their records have no id to address). */
  onEdit?: ((id: string) => void) | undefined;
  onDelete?: ((id: string) => void) | undefined;
}

function Cell({ value, type }: { value: DataRecord[string] | undefined; type: Column['type'] }) {
  if (value === null || value === undefined)
    return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return <span className={cn(type === 'Number' && 'tabular-nums')}>{String(value)}</span>;
}

export function RecordsTable({ dataset, columns, primaryKey, records, onEdit, onDelete }: RecordsTableProps) {
  const actions = onEdit !== undefined || onDelete !== undefined;
  return (
    <Table caption={`Records of ${dataset}`}>
      <thead>
        <tr>
          {actions && (
            // relative: an absolutely placed sr-only label would otherwise escape the scrolling wrapper and
            // widen the whole page on a phone.
            <Th className="relative">
              <span className="sr-only">Actions</span>
            </Th>
          )}
          {columns.map((c) => (
            <Th key={c.name} className={cn(c.type === 'Number' && 'text-right')}>
              {c.name}
              {primaryKey.includes(c.name) && (
                <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">(key)</span>
              )}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {records.map((record, i) => {
          const id = primaryKey.length > 0 ? recordId(primaryKey, record) : String(i);
          return (
            <tr key={id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
              {actions && (
                <Td className="whitespace-nowrap">
                  {onEdit && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit record ${id}`}
                      onClick={() => onEdit(id)}
                    >
                      Edit
                    </Button>
                  )}
                  {onDelete && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete record ${id}`}
                      onClick={() => onDelete(id)}
                      className="text-red-700 dark:text-red-300"
                    >
                      Delete
                    </Button>
                  )}
                </Td>
              )}
              {columns.map((c) => (
                <Td key={c.name} className={cn('max-w-72 break-words', c.type === 'Number' && 'text-right')}>
                  <Cell value={record[c.name]} type={c.type} />
                </Td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
