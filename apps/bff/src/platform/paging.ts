import { z } from 'zod';

export const PagingSchema = z.object({
  limit: z.coerce.number().int().min(0).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

export const page = <T>(key: string, items: T[], total: number, limit: number, offset: number) => ({
  total,
  offset,
  limit,
  count: items.length,
  [key]: items,
});
