import { z } from 'zod';
import { consolePage } from './paging';

/** Dashboard roles, each including the one before: read; plus sends, edits, imports, reports; plus users. */
export const consoleRoles = ['viewer', 'editor', 'admin'] as const;
export const ConsoleRoleSchema = z.enum(consoleRoles);
export type ConsoleRole = z.infer<typeof ConsoleRoleSchema>;

const rank: Record<ConsoleRole, number> = { viewer: 0, editor: 1, admin: 2 };
export const hasConsoleRole = (actual: ConsoleRole | undefined, needed: ConsoleRole) =>
  actual !== undefined && rank[actual] >= rank[needed];

/** Lower-cased and trimmed, so sign-in and uniqueness do not depend on how an address was typed. */
export const ConsoleEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an e-mail address' }).max(254));

export const ConsolePasswordSchema = z.string().min(12, { error: 'must be at least 12 characters' }).max(200);

export const ConsoleUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: ConsoleRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleUser = z.infer<typeof ConsoleUserSchema>;

export const ConsoleUsersPageSchema = consolePage('users', ConsoleUserSchema);
export type ConsoleUsersPage = z.infer<typeof ConsoleUsersPageSchema>;

export const CreateConsoleUserBodySchema = z.strictObject({
  email: ConsoleEmailSchema,
  role: ConsoleRoleSchema,
  password: ConsolePasswordSchema,
});
export type CreateConsoleUserBody = z.infer<typeof CreateConsoleUserBodySchema>;

export const PatchConsoleUserBodySchema = z
  .strictObject({
    role: ConsoleRoleSchema.optional(),
    disabled: z.boolean().optional(),
    password: ConsolePasswordSchema.optional(),
  })
  .refine((b) => b.role !== undefined || b.disabled !== undefined || b.password !== undefined, {
    error: 'must set at least one of role, disabled, password',
  });
export type PatchConsoleUserBody = z.infer<typeof PatchConsoleUserBodySchema>;
