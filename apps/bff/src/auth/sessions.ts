import { ApiError } from '@mailroom/contract';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import type { Principal } from '../platform/request-types';
import { digest, randomToken } from '../platform/secrets';
import { isoIn, nowIso } from '../platform/time';
import { findUserByEmail } from '../users/repository';
import type { Role } from '../users/roles';
import { toUserView } from '../users/wire';
import { decoyHash, verifyPassword } from './passwords';
import { findLiveSession, insertSession, touchSession } from './session-store';

const BAD_CREDENTIALS = 'wrong e-mail or password';

/** Checks the password (in constant time whether or not the user exists) and opens a session. */
export async function signIn(
  db: Db,
  config: Config,
  input: { email: string; password: string; ip: string | undefined; userAgent: string | undefined },
) {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  // A disabled user gets the same answer as a wrong password: the console reveals nothing about accounts.
  if (!user || !ok || user.disabled === 1) throw new ApiError('unauthorized', BAD_CREDENTIALS);
  const token = randomToken();
  const now = nowIso();
  const session = await insertSession(db, {
    token_hash: digest(config.SESSION_SECRET, token),
    user_id: user.id,
    csrf_token: randomToken(),
    created_at: now,
    last_seen_at: now,
    expires_at: isoIn(config.SESSION_ABSOLUTE_SECONDS * 1000),
    ip: input.ip ?? null,
    user_agent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, session, user: toUserView(user) };
}

/**
 * Resolves a cookie token to its principal, enforcing idle and absolute expiry and the user's current role and
 * disabled flag (read on every request, so an admin's change applies at once).
 */
export async function resolveSession(db: Db, config: Config, token: string): Promise<Principal | undefined> {
  const row = await findLiveSession(db, digest(config.SESSION_SECRET, token));
  if (!row || row.disabled === 1) return undefined;
  const now = Date.now();
  const idleMs = config.SESSION_IDLE_SECONDS * 1000;
  if (Date.parse(row.expires_at) <= now) return undefined;
  const lastSeen = Date.parse(row.last_seen_at);
  if (lastSeen + idleMs <= now) return undefined;
  // Writing on every request would make every read a write; a coarse touch keeps idle expiry accurate enough.
  if (now - lastSeen > Math.min(60_000, idleMs / 4))
    await touchSession(db, row.id, new Date(now).toISOString());
  return {
    sessionId: row.id,
    userId: row.user_id,
    email: row.email,
    role: row.role as Role,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
  };
}
