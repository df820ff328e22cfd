import { Link } from 'react-router-dom';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDatasetSummaries } from '../api/get-dataset';

const muted = 'text-slate-500 dark:text-slate-400';

export function DatasetsTable({ datasets }: { datasets: { name: string; recordCount: number }[] }) {
  const summaries = useDatasetSummaries(datasets.map((d) => d.name));
  return (
    <Table caption="Datasets">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Key columns</Th>
          <Th className="text-right">Records</Th>
          <Th>Last modified</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {datasets.map((dataset, i) => {
          const summary = summaries[i];
          const key = summary?.data?.primaryKey;
          return (
            <tr key={dataset.name} className="hover:bg-slate-50 dark:hover:bg-slate-900">
              <Td>
                <Link
                  to={paths.referenceDataset.getHref(dataset.name)}
                  className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {dataset.name}
                </Link>
              </Td>
              <Td className="font-mono text-xs">
                {summary?.isError ? (
                  <span className={muted}>unavailable</span>
                ) : key === undefined ? (
                  <span className={muted}>…</span>
                ) : key.length === 0 ? (
                  <span className={`font-sans ${muted}`}>none (append-only)</span>
                ) : (
                  key.join(', ')
                )}
              </Td>
              <Td className="text-right tabular-nums">{formatNumber(dataset.recordCount)}</Td>
              <Td className="whitespace-nowrap">
                {summary?.data ? formatDateTime(summary.data.lastUpdate) : <span className={muted}>…</span>}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
