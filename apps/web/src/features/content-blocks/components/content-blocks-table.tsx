import type { z } from 'zod';
import type { ContentBlockSummarySchema } from '@mailroom/contract';
import { Link } from 'react-router-dom';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';

type Summary = z.infer<typeof ContentBlockSummarySchema>;

export function ContentBlocksTable({ blocks }: { blocks: Summary[] }) {
  return (
    <Table caption="Content blocks">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Id</Th>
          <Th>Last modified</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {blocks.map((block) => (
          <tr key={block.id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
            <Td>
              <Link
                to={paths.contentBlock.getHref(block.id)}
                className="font-medium break-all text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {block.name}
              </Link>
            </Td>
            <Td className="font-mono text-xs tabular-nums">{block.id}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(block.lastUpdate)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
