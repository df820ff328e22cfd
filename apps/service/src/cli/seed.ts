import { generateApiKey, upsertApiUser } from '../api-users/api-users';
import { seedDemo } from '../seed/seed-demo';
import { checkApiUserName, openStore, parseCliArgs, positiveInt, runCli } from './cli-support';

const usage = `Usage:
  npm run seed -w apps/service -- --api-user <name> [--subscribers 20000] [--lists 12] [--list-size N]
                                  [--messages N] [--seed 1]

Fills an API user (created when missing, its key printed once) that has no subscribers yet with demo data.
--list-size sets the members of the big list (default 60% of the subscribers, at least 10,500).`;

runCli(usage, async () => {
  const { values } = parseCliArgs({
    options: {
      'api-user': { type: 'string' },
      subscribers: { type: 'string' },
      lists: { type: 'string' },
      'list-size': { type: 'string' },
      messages: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const apiUser = checkApiUserName(values['api-user']);
  const subscribers = positiveInt('subscribers', values.subscribers) ?? 20_000;
  const options = {
    subscribers,
    seed: values.seed ?? '1',
    lists: positiveInt('lists', values.lists),
    listSize: positiveInt('list-size', values['list-size']),
    messages: positiveInt('messages', values.messages),
  };
  const db = await openStore();
  try {
    let unit = await db.kysely
      .selectFrom('api_users')
      .select('id')
      .where('name', '=', apiUser)
      .executeTakeFirst();
    if (!unit) {
      const key = generateApiKey();
      unit = { id: (await upsertApiUser(db, apiUser, key)).id };
      console.log(`API user "${apiUser}" created (id ${unit.id}).`);
      console.log(`api-key: ${key}`);
      console.log('Keep the key now: only its hash is stored, so it cannot be shown again.');
    }
    const has = await db.kysely
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bu_id', '=', unit.id)
      .executeTakeFirstOrThrow();
    if (Number(has.n) > 0)
      throw new Error(`API user "${apiUser}" already has ${Number(has.n)} subscribers; seed an empty one`);
    let lastReport = 0;
    const summary = await seedDemo(db, unit.id, {
      subscribers: options.subscribers,
      seed: options.seed,
      ...(options.lists !== undefined && { lists: options.lists }),
      ...(options.listSize !== undefined && { listSize: options.listSize }),
      ...(options.messages !== undefined && { messages: options.messages }),
      onProgress: (phase, done, total) => {
        if (Date.now() - lastReport < 2000 && done < total) return;
        lastReport = Date.now();
        console.error(`${phase}: ${done}/${total}`);
      },
    });
    console.log(JSON.stringify(summary));
  } finally {
    await db.close();
  }
});
