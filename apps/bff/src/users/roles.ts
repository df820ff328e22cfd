import {
  ConsoleRoleSchema,
  consoleRoles,
  hasConsoleRole,
  type ConsoleRole,
  type RouteAccess,
} from '@mailroom/contract';

export const roles = consoleRoles;
export const RoleSchema = ConsoleRoleSchema;
export type Role = ConsoleRole;

export const hasRole = (actual: Role, needed: Role) => hasConsoleRole(actual, needed);

/** Reads need a viewer; anything that changes data, sends, imports or costs a report needs an editor. */
export const roleFor = (access: RouteAccess): Role => (access === 'read' ? 'viewer' : 'editor');
