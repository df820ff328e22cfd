import { z } from 'zod';
import { TimestampSchema } from '../primitives';
import { InputTimestampSchema } from '../time-input';

export const frequencies = ['once', 'hourly', 'daily', 'weekly', 'monthly'] as const;
export const FrequencySchema = z.enum(frequencies);

export const weekDays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
/** Accepted in any case (the original API's examples wrote `Sunday`), answered in lower case. */
export const WeekDaySchema = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(weekDays, { error: `must be one of: ${weekDays.join(', ')}` }));

/** Without a stop, a schedule runs until this sentinel, as the original API answered. */
export const NO_STOP = '4000-01-01T00:00:00.000Z';

const base = { start: InputTimestampSchema, stop: InputTimestampSchema.optional() };

/**
 * Body of PUT /masters/{id}/schedule: one shape per frequency. Each shape is strict so a field that belongs
 * to another frequency (e.g. preCompileStart on a daily schedule) is rejected instead of silently dropped.
 */
export const PutScheduleBodySchema = z
  .discriminatedUnion(
    'frequency',
    [
      z.strictObject({
        frequency: z.literal('once'),
        start: InputTimestampSchema,
        preCompileStart: InputTimestampSchema.optional().describe(
          'when the audience is compiled ahead of the send; only for once, at or before start',
        ),
      }),
      z.strictObject({
        frequency: z.literal('hourly'),
        interval: z.int().min(1).max(24).default(1).describe('hours between deliveries'),
        ...base,
      }),
      z.strictObject({ frequency: z.literal('daily'), ...base }),
      z.strictObject({ frequency: z.literal('weekly'), weekDay: WeekDaySchema.default('sunday'), ...base }),
      z.strictObject({
        frequency: z.literal('monthly'),
        monthDate: z
          .int()
          .min(1)
          .max(31)
          .default(1)
          .describe('day of the month; short months use their last day'),
        ...base,
      }),
    ],
    { error: `must be one of: ${frequencies.join(', ')}` },
  )
  .superRefine((s, ctx) => {
    if ('stop' in s && s.stop !== undefined && s.stop <= s.start)
      ctx.addIssue({ code: 'custom', path: ['stop'], message: 'must be after start' });
    if (s.frequency === 'once' && s.preCompileStart !== undefined && s.preCompileStart > s.start)
      ctx.addIssue({ code: 'custom', path: ['preCompileStart'], message: 'must not be after start' });
  });
export type PutScheduleBody = z.infer<typeof PutScheduleBodySchema>;

/** A master's schedule as answered: UTC with milliseconds; `stop` is the 4000-01-01 sentinel when open-ended. */
export const MasterScheduleSchema = z
  .object({
    frequency: FrequencySchema,
    start: TimestampSchema,
    stop: TimestampSchema.optional().describe(`absent for once; ${NO_STOP} when the schedule has no end`),
    interval: z.int().optional().describe('hourly only'),
    weekDay: z.enum(weekDays).optional().describe('weekly only'),
    monthDate: z.int().optional().describe('monthly only'),
    preCompileStart: TimestampSchema.optional().describe('once only'),
  })
  .meta({ id: 'MasterSchedule' });
export type MasterSchedule = z.infer<typeof MasterScheduleSchema>;
