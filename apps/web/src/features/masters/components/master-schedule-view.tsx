import type { Master } from '@mailroom/contract';
import { formatDateTime } from '../../../lib/format';
import { describeSchedule } from './schedule-summary';

export function MasterScheduleView({ master }: { master: Master }) {
  return (
    <dl className="space-y-1 text-sm">
      <div>
        <dt className="inline text-slate-500 dark:text-slate-400">Schedule: </dt>
        <dd className="inline">
          {master.schedule
            ? describeSchedule(master.schedule)
            : master.triggered
              ? 'None: sent by events'
              : 'None yet'}
        </dd>
      </div>
      <div>
        <dt className="inline text-slate-500 dark:text-slate-400">Next delivery: </dt>
        <dd className="inline">{formatDateTime(master.nextTimeToDeliver)}</dd>
      </div>
    </dl>
  );
}
