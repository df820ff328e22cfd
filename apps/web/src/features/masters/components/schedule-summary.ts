import { NO_STOP, type MasterSchedule } from '@mailroom/contract';
import { formatDateTime } from '../../../lib/format';

/** "Every 2 hours from … until …", in the browser's time zone. */
export function describeSchedule(s: MasterSchedule): string {
  const from = formatDateTime(s.start);
  const until = !s.stop || s.stop === NO_STOP ? 'with no end' : `until ${formatDateTime(s.stop)}`;
  switch (s.frequency) {
    case 'once':
      return `Once, at ${from}`;
    case 'hourly':
      return `Every ${(s.interval ?? 1) === 1 ? 'hour' : `${s.interval} hours`} from ${from}, ${until}`;
    case 'daily':
      return `Daily from ${from}, ${until}`;
    case 'weekly':
      return `Weekly on ${s.weekDay ?? 'sunday'} from ${from}, ${until}`;
    case 'monthly':
      return `Monthly on day ${s.monthDate ?? 1} from ${from}, ${until}`;
  }
}
