import { Link } from 'react-router-dom';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import type { TrackedTicket } from '@mailroom/contract';
import { StateBadge } from './state-badge';

export function TicketsTable({ tickets }: { tickets: TrackedTicket[] }) {
  return (
    <Table caption="Tickets">
      <thead>
        <tr>
          <Th>Request</Th>
          <Th>Kind</Th>
          <Th>State</Th>
          <Th>Who</Th>
          <Th>Requested</Th>
          <Th>Last change</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {tickets.map((t) => (
          <tr key={t.id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
            <Td className="min-w-64">
              <Link
                to={paths.activityTicket.getHref(t.id)}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t.summary || `${t.method} ${t.path}`}
              </Link>
              {t.message && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t.message}</p>}
            </Td>
            <Td className="font-mono text-xs">{t.kind}</Td>
            <Td>
              <StateBadge state={t.state} />
            </Td>
            <Td className="whitespace-nowrap">{t.user.email}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(t.createdAt)}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(t.updatedAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
