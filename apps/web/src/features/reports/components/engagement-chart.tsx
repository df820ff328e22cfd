import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatSinceDelivery, type TimelinePoint } from './timeline';

// Loaded with React.lazy from the report page only: recharts is large and no other screen needs it.
export default function EngagementChart({ points }: { points: TimelinePoint[] }) {
  return (
    <div className="h-64 w-full text-slate-600 sm:h-72 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        {/* recharts' accessibility layer: the chart takes focus and the arrow keys step through the hours. */}
        <AreaChart
          data={points}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          title="Opens and clicks per hour since delivery; arrow keys step through the hours"
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="sinceDelivery"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={formatSinceDelivery}
            stroke="currentColor"
            fontSize={12}
          />
          <YAxis allowDecimals={false} stroke="currentColor" fontSize={12} width={48} />
          <Tooltip
            labelFormatter={(_, payload) => {
              const point = payload[0]?.payload as TimelinePoint | undefined;
              return point
                ? `${formatSinceDelivery(point.sinceDelivery)} · ${formatDateTime(point.hour)}`
                : '';
            }}
            formatter={(value) => formatNumber(Number(value))}
            contentStyle={{ background: 'var(--color-white, #fff)', color: '#0f172a', borderRadius: 6 }}
          />
          <Legend />
          <Area
            type="monotone"
            dataKey="opens"
            name="Opens"
            stroke="#4f46e5"
            fill="#6366f1"
            fillOpacity={0.25}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="clicks"
            name="Clicks"
            stroke="#d97706"
            fill="#f59e0b"
            fillOpacity={0.3}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
