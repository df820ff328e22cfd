import type { AuditEntry } from '@mailroom/contract';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table caption="Audit log entries, newest first">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Who</Th>
          <Th>Action</Th>
          <Th>Target</Th>
          <Th>Outcome</Th>
          <Th>From</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {entries.map((e) => (
          <tr key={e.id}>
            <Td className="whitespace-nowrap">{formatDateTime(e.at)}</Td>
            <Td className="break-all">{e.userEmail ?? '—'}</Td>
            <Td className="font-mono text-xs">{e.action}</Td>
            <Td className="max-w-xs truncate" title={e.target}>
              {e.target}
            </Td>
            <Td className="whitespace-nowrap">
              <span
                className={
                  e.outcome === 'success'
                    ? 'text-emerald-700 dark:text-emerald-400'
                    : 'text-red-700 dark:text-red-400'
                }
              >
                {e.outcome === 'success' ? 'Succeeded' : 'Failed'} ({e.status})
              </span>
            </Td>
            <Td className="font-mono text-xs whitespace-nowrap">{e.ip ?? '—'}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
