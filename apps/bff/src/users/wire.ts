import type { ConsoleUser } from '@mailroom/contract';
import type { UsersTable } from '../db/schema';
import type { Role } from './roles';

export {
  ConsoleEmailSchema as EmailSchema,
  ConsolePasswordSchema as PasswordSchema,
  CreateConsoleUserBodySchema as CreateUserBodySchema,
  PatchConsoleUserBodySchema as PatchUserBodySchema,
} from '@mailroom/contract';

export type UserView = ConsoleUser;

export const toUserView = (u: UsersTable): UserView => ({
  id: u.id,
  email: u.email,
  role: u.role as Role,
  disabled: u.disabled === 1,
  createdAt: u.created_at,
  updatedAt: u.updated_at,
});
