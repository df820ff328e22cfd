import type { Logger } from 'pino';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import { countUsers, insertUser } from './repository';

/**
 * With no users at all, creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD; without a password one is
 * generated and printed once on stdout (never logged), so the operator can sign in and change it.
 */
export async function ensureFirstAdmin(db: Db, config: Config, log: Logger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const email = (config.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase();
  const generated = config.ADMIN_PASSWORD ? undefined : generatePassword();
  const password = config.ADMIN_PASSWORD ?? generated!;
  try {
    await insertUser(db, { email, role: 'admin', passwordHash: await hashPassword(password) });
  } catch (err) {
    // Another BFF process sharing the database created it first.
    if ((await countUsers(db)) > 0) return;
    throw err;
  }
  log.info({ email }, 'created the first admin');
  if (generated && config.PRINT_ADMIN_PASSWORD)
    process.stdout.write(`\nFirst admin: ${email}\nPassword (shown once): ${generated}\n\n`);
}
