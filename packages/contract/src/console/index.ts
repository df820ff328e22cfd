// The BFF's own API (everything under /api that is not a proxied service route): one definition that the
// BFF validates with and the SPA parses with.
export * from './audit';
export * from './health';
export * from './imports';
export * from './paging';
export * from './session';
export * from './tickets';
export * from './users';
