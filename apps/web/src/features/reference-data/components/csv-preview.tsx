import { Table, Td, Th } from '../../../components/ui/table';
import { formatNumber } from '../../../lib/format';
import type { CsvSample } from './read-csv-sample';

export function CsvPreview({ sample }: { sample: CsvSample }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {formatNumber(sample.dataRows)} data {sample.dataRows === 1 ? 'row' : 'rows'}; the first{' '}
        {Math.min(sample.rows.length, sample.dataRows)} below.
      </p>
      <Table caption="First rows of the CSV file">
        <thead>
          <tr>
            <Th>Line</Th>
            {sample.header.map((name, i) => (
              <Th key={i}>{name}</Th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {sample.rows.map((row, r) => (
            <tr key={r}>
              <Td className="text-slate-500 tabular-nums dark:text-slate-400">{r + 2}</Td>
              {sample.header.map((_, c) => (
                <Td key={c} className="max-w-48 truncate">
                  {row[c] ?? ''}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
