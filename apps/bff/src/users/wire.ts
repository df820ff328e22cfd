import { z } from 'zod';
import type { UsersTable } from '../db/schema';
import { RoleSchema, type Role } from './roles';

/** Lower-cased and trimmed, so sign-in and uniqueness do not depend on how an address was typed. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an e-mail address' }).max(254));

export const PasswordSchema = z.string().min(12, { error: 'must be at least 12 characters' }).max(200);

export const CreateUserBodySchema = z.strictObject({
  email: EmailSchema,
  role: RoleSchema,
  password: PasswordSchema,
});

export const PatchUserBodySchema = z
  .strictObject({
    role: RoleSchema.optional(),
    disabled: z.boolean().optional(),
    password: PasswordSchema.optional(),
  })
  .refine((b) => b.role !== undefined || b.disabled !== undefined || b.password !== undefined, {
    error: 'must set at least one of role, disabled, password',
  });

export interface UserView {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export const toUserView = (u: UsersTable): UserView => ({
  id: u.id,
  email: u.email,
  role: u.role as Role,
  disabled: u.disabled === 1,
  createdAt: u.created_at,
  updatedAt: u.updated_at,
});
