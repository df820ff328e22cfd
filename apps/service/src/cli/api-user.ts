import { generateApiKey, upsertApiUser } from '../api-users/api-users';
import { checkApiUserName, openStore, parseCliArgs, runCli, UsageError } from './cli-support';

const usage = `Usage:
  npm run api-user -w apps/service -- create <name> [--key <key>]   create an API user, or give it a new key
  npm run api-user -w apps/service -- list                          list API users

The store is DATABASE_URL (default sqlite:./data/service.db), as for the service. The key is printed once.`;

runCli(usage, async () => {
  const { positionals, values } = parseCliArgs({
    options: { key: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, name, ...rest] = positionals;
  if (command === 'create') {
    if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(' ')}`);
    const apiUser = checkApiUserName(name);
    const key = values.key ?? generateApiKey();
    if (key.length < 16 || key.length > 200) throw new UsageError('--key must be 16 to 200 characters');
    const db = await openStore();
    try {
      const { id, created } = await upsertApiUser(db, apiUser, key);
      console.log(`API user "${apiUser}" ${created ? 'created' : 're-keyed'} (id ${id}).`);
      console.log(`Api-User: ${apiUser}`);
      console.log(`api-key: ${key}`);
      console.log('Keep the key now: only its hash is stored, so it cannot be shown again.');
    } finally {
      await db.close();
    }
  } else if (command === 'list') {
    if (positionals.length > 1)
      throw new UsageError(`unexpected arguments: ${positionals.slice(1).join(' ')}`);
    const db = await openStore();
    try {
      const rows = await db.kysely
        .selectFrom('api_users')
        .select(['id', 'name', 'created_at', 'updated_at'])
        .orderBy('id')
        .execute();
      if (rows.length === 0) console.log('No API users yet.');
      for (const r of rows)
        console.log(`${r.id}\t${r.name}\tcreated ${r.created_at}\tkey set ${r.updated_at}`);
    } finally {
      await db.close();
    }
  } else {
    throw new UsageError(command ? `unknown command "${command}"` : 'missing a command');
  }
});
