import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { Table, Td, Th } from '../../../components/ui/table';
import { useImportFailures } from '../api/get-import-failures';

export function ImportFailures({ id }: { id: string }) {
  const failures = useImportFailures(id, true);
  if (failures.isPending) return <Spinner label="Loading the failed rows…" />;
  if (failures.isError) return <ErrorState error={failures.error} onRetry={() => void failures.refetch()} />;
  if (failures.data.count === 0) return <EmptyState title="No failed rows" />;
  return (
    <Table caption="Failed rows of the import">
      <thead>
        <tr>
          <Th>Line</Th>
          <Th>Error</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {failures.data.failures.map((f) => (
          <tr key={`${f.row}:${f.message}`}>
            <Td className="tabular-nums">{f.row}</Td>
            <Td className="break-words">{f.message}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
