import type { MasterSummary } from '@mailroom/contract';
import { Link } from 'react-router-dom';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from './status-badge';

export function MastersTable({ masters }: { masters: MasterSummary[] }) {
  return (
    <Table caption="Masters">
      <thead>
        <tr>
          <Th>Id</Th>
          <Th>Name</Th>
          <Th>Division</Th>
          <Th>Campaign</Th>
          <Th>Status</Th>
          <Th>Next delivery</Th>
          <Th>Last update</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {masters.map((m) => (
          <tr key={m.id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
            <Td className="tabular-nums">{m.id}</Td>
            <Td className="min-w-48">
              <Link
                to={paths.master.getHref(m.id)}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {m.name}
              </Link>
              {m.triggered && (
                <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">triggered</span>
              )}
            </Td>
            <Td>{m.subscription}</Td>
            <Td>{m.campaign || '—'}</Td>
            <Td>
              <StatusBadge status={m.status} archived={m.archived} />
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(m.nextTimeToDeliver)}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(m.lastUpdate)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
