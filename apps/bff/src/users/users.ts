import { ApiError } from '@mailroom/contract';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/session-store';
import type { Db } from '../db/schema';
import type { Role } from './roles';
import { countActiveAdmins, findUserByEmail, findUserById, insertUser, updateUser } from './repository';
import { toUserView } from './wire';

export async function createUser(db: Db, input: { email: string; role: Role; password: string }) {
  if (await findUserByEmail(db, input.email))
    throw new ApiError('conflict', `a user with e-mail ${input.email} already exists`);
  const row = await insertUser(db, {
    email: input.email,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
  return toUserView(row);
}

/**
 * Role changes, disabling and password resets take effect at once: the user's sessions are revoked (except the
 * acting admin's own session when they change only their own password). The last active admin cannot be demoted
 * or disabled, so the console can never lock everybody out of user management.
 */
export async function changeUser(
  db: Db,
  actor: { userId: string; sessionId: string },
  id: string,
  patch: { role?: Role | undefined; disabled?: boolean | undefined; password?: string | undefined },
) {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError('not_found', `no user ${id}`);
  const losesAdmin =
    user.role === 'admin' &&
    user.disabled === 0 &&
    ((patch.role !== undefined && patch.role !== 'admin') || patch.disabled === true);
  if (losesAdmin && (await countActiveAdmins(db)) <= 1)
    throw new ApiError('invalid_state', 'this is the last active admin: promote another admin first');
  const updated = await updateUser(db, id, {
    ...(patch.role !== undefined ? { role: patch.role } : {}),
    ...(patch.disabled !== undefined ? { disabled: patch.disabled ? 1 : 0 } : {}),
    ...(patch.password !== undefined ? { password_hash: await hashPassword(patch.password) } : {}),
  });
  const keepOwn = id === actor.userId && patch.role === undefined && patch.disabled === undefined;
  await revokeUserSessions(db, id, keepOwn ? actor.sessionId : undefined);
  return toUserView(updated!);
}
