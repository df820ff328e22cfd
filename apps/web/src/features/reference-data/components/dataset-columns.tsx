import { Table, Td, Th } from '../../../components/ui/table';
import type { Column } from './record-values';

export function DatasetColumns({
  columns,
  primaryKey,
}: {
  columns: readonly Column[];
  primaryKey: string[];
}) {
  return (
    <Table caption="Columns of the dataset">
      <thead>
        <tr>
          <Th>Column</Th>
          <Th>Type</Th>
          <Th>Max length</Th>
          <Th>Key</Th>
          <Th>Nullable</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {columns.map((c) => (
          <tr key={c.name}>
            <Td className="font-mono text-xs">{c.name}</Td>
            <Td>{c.type}</Td>
            <Td className="tabular-nums">{c.length ?? '—'}</Td>
            <Td>{primaryKey.includes(c.name) ? 'Yes' : 'No'}</Td>
            <Td>{c.nullable ? 'Yes' : 'No'}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
