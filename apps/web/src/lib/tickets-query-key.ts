/**
 * Every query of tracked tickets (lists, details, imports, reports, test sends) starts with this key, so the
 * live-update stream refreshes them all with one invalidation.
 */
export const ticketsQueryKey = ['tickets'] as const;
