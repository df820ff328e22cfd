import { useState } from 'react';
import { Pagination } from '../ui/pagination';
import { Table, Td, Th } from '../ui/table';

export interface FailedRow {
  /** Where the row is in its input (a CSV file's line, a record's index); undefined shows a dash. */
  line: number | undefined;
  status?: number;
  message: string;
}

export interface FailedRowsTableProps {
  rows: FailedRow[];
  caption: string;
  lineLabel?: string;
  messageLabel?: string;
  /** Without it the status column is left out. */
  showStatus?: boolean;
  /** Page in the browser (the whole list is already loaded) once there are more than ten rows. */
  paged?: boolean;
}

/** The failed rows of an import, each with where it is in the input, its status and the reason. */
export function FailedRowsTable({
  rows,
  caption,
  lineLabel = 'Line',
  messageLabel = 'Error',
  showStatus = true,
  paged = false,
}: FailedRowsTableProps) {
  const [limit, setLimit] = useState(25);
  const [offset, setOffset] = useState(0);
  const page = paged ? rows.slice(offset, offset + limit) : rows;
  const start = paged ? offset : 0;
  return (
    <>
      <Table caption={caption}>
        <thead>
          <tr>
            <Th className="text-right">{lineLabel}</Th>
            {showStatus && <Th className="text-right">Status</Th>}
            <Th>{messageLabel}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {page.map((f, i) => (
            <tr key={`${f.line ?? '-'}-${start + i}`}>
              <Td className="text-right tabular-nums">{f.line ?? '—'}</Td>
              {showStatus && <Td className="text-right tabular-nums">{f.status}</Td>}
              <Td className="break-words">{f.message}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {paged && rows.length > 10 && (
        <Pagination
          total={rows.length}
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
