import { z } from 'zod';
import { queryBool, queryInt, TimestampSchema } from '../primitives';

const UINT32_MAX = 4294967295;

export const AsyncResultQuerySchema = z.object({
  failed: queryBool(true),
  completed: queryBool(false),
  ignored: queryBool(false),
  first: queryInt(0, UINT32_MAX),
  last: queryInt(0, UINT32_MAX),
});

export const RecordErrorSchema = z.object({
  status: z.int(),
  message: z.string(),
  moreInfo: z.string(),
});
export type RecordError = z.infer<typeof RecordErrorSchema>;

/** Spec 2.9: the record-level outcome of an asynchronous request over several records. */
export const AsyncResultSchema = z
  .object({
    id: z.string(),
    lastUpdate: TimestampSchema,
    counts: z.object({
      completed: z.int(),
      failed: z.int(),
      ignored: z.int(),
      total: z.int().describe('completed plus failed'),
      requested: z.int().optional().describe('present only when greater than zero'),
    }),
    completed: z.array(z.object({ index: z.int(), time: TimestampSchema, location: z.string() })).optional(),
    failed: z.array(z.object({ index: z.int(), time: TimestampSchema, error: RecordErrorSchema })).optional(),
    ignored: z.array(z.object({ index: z.int() })).optional(),
  })
  .meta({ id: 'AsyncResult' });
export type AsyncResult = z.infer<typeof AsyncResultSchema>;
