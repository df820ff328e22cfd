import { z } from 'zod';

/** The BFF's own lists page like the service's: limit 0..100 (default 25), offset from 0. */
export const ConsolePagingQuerySchema = z.object({
  limit: z.coerce.number().int().min(0).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `{ total, offset, limit, count, <key>: items }`, the envelope of every BFF list. */
export const consolePage = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    count: z.number().int(),
    ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }),
  });
