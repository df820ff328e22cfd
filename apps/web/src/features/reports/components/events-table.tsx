import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { eventKindLabels, parseReportEvent, type EventKind } from './report-event';

const detailHeader: Partial<Record<EventKind, string>> = { clicks: 'Link', bounces: 'Bounce type' };

export function EventsTable({
  kind,
  entries,
  offset,
}: {
  kind: EventKind;
  entries: string[];
  offset: number;
}) {
  const detail = detailHeader[kind];
  return (
    <Table caption={`${eventKindLabels[kind]}, oldest first`}>
      <thead>
        <tr>
          <Th className="hidden w-16 text-right sm:table-cell">#</Th>
          <Th>Subscriber</Th>
          <Th>Time</Th>
          {detail && <Th>{detail}</Th>}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {entries.map((entry, i) => {
          const event = parseReportEvent(entry);
          return (
            <tr key={offset + i}>
              <Td className="hidden text-right text-slate-500 tabular-nums sm:table-cell dark:text-slate-400">
                {offset + i + 1}
              </Td>
              <Td className={cn('font-mono text-xs [overflow-wrap:anywhere]', detail && 'min-w-40')}>
                {event.subscriberId}
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(event.time)}</Td>
              {/* A minimum width: on a phone the table scrolls rather than squeezing a URL to a few letters a line. */}
              {detail && <Td className="max-w-md min-w-56 text-xs break-all">{event.detail}</Td>}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
