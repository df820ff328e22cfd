import type { TargetListSummary } from '@mailroom/contract';
import { Link } from 'react-router-dom';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime, formatNumber } from '../../../lib/format';

export function TargetListsTable({ lists }: { lists: TargetListSummary[] }) {
  return (
    <Table caption="Target lists">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th className="text-right">Members</Th>
          <Th>Last used</Th>
          <Th>Last modified</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {lists.map((list) => (
          <tr key={list.id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
            <Td className="min-w-48">
              <Link
                to={paths.targetList.getHref(list.name)}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {list.name}
              </Link>
              {list.archived && (
                <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                  archived
                </span>
              )}
            </Td>
            <Td className="text-right tabular-nums">{formatNumber(list.memberCount)}</Td>
            <Td className="whitespace-nowrap">{list.lastUsed ? formatDateTime(list.lastUsed) : 'Never'}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(list.lastModified)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
