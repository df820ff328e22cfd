import type { ImportFailures } from '@mailroom/contract';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { Table, Td, Th } from '../../../components/ui/table';

type Failure = ImportFailures['failures'][number];

/** The BFF answers every failure at once, so this pages in the browser; the line is the CSV file's line. */
export function ImportFailuresTable({ failures }: { failures: Failure[] }) {
  const [limit, setLimit] = useState(25);
  const [offset, setOffset] = useState(0);
  const page = failures.slice(offset, offset + limit);
  return (
    <>
      <Table caption="Failed rows">
        <thead>
          <tr>
            <Th className="text-right">Line</Th>
            <Th className="text-right">Status</Th>
            <Th>Error</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {page.map((f, i) => (
            <tr key={`${f.row}-${offset + i}`}>
              <Td className="text-right tabular-nums">{f.row > 0 ? f.row : '—'}</Td>
              <Td className="text-right tabular-nums">{f.status}</Td>
              <Td className="break-words">{f.message}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {failures.length > 10 && (
        <Pagination
          total={failures.length}
          limit={limit}
          offset={offset}
          count={page.length}
          onOffsetChange={setOffset}
          onLimitChange={(next) => {
            setLimit(next);
            setOffset(0);
          }}
        />
      )}
    </>
  );
}
