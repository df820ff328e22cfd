export { ConsolePagingQuerySchema as PagingSchema } from '@mailroom/contract';

export const page = <T>(key: string, items: T[], total: number, limit: number, offset: number) => ({
  total,
  offset,
  limit,
  count: items.length,
  [key]: items,
});
