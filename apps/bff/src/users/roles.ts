import type { RouteAccess } from '@mailroom/contract';
import { z } from 'zod';

export const roles = ['viewer', 'editor', 'admin'] as const;
export const RoleSchema = z.enum(roles);
export type Role = z.infer<typeof RoleSchema>;

const rank: Record<Role, number> = { viewer: 0, editor: 1, admin: 2 };

export const hasRole = (actual: Role, needed: Role) => rank[actual] >= rank[needed];

/** Reads need a viewer; anything that changes data, sends, imports or costs a report needs an editor. */
export const roleFor = (access: RouteAccess): Role => (access === 'read' ? 'viewer' : 'editor');
