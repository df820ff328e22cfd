import { ApiError } from '@mailroom/contract';
import { createDataset, type ColumnInput } from '../reference-data/create-dataset';
import { checkApiUserName, openStore, parseCliArgs, runCli, UsageError } from './cli-support';

const usage = `Usage:
  npm run dataset -w apps/service -- create --api-user <name> --name <dataset> --columns <spec> [--key <columns>]
  npm run dataset -w apps/service -- list --api-user <name>

  --columns  comma list of name:Type[:length], Type one of String, Number, Boolean, Date,
             e.g. "id:String:20,city:String:80,price:Number"
  --key      the primary-key column(s), comma separated (a composite key's record id joins the values in
             alphabetical order of the column names with |); without --key the dataset is append-only and
             answers no criteria queries

The store is DATABASE_URL (default sqlite:./data/service.db), as for the service.`;

function parseColumns(spec: string): ColumnInput[] {
  return spec.split(',').map((part) => {
    const [name = '', type = '', length, ...rest] = part.trim().split(':');
    if (name === '' || type === '' || rest.length > 0)
      throw new UsageError(`--columns: "${part}" must be name:Type or name:Type:length`);
    if (length !== undefined && !/^\d{1,6}$/.test(length))
      throw new UsageError(`--columns: the length in "${part}" must be a whole number`);
    return { name, type, length: length === undefined ? undefined : Number(length) };
  });
}

runCli(usage, async () => {
  const { positionals, values } = parseCliArgs({
    options: {
      'api-user': { type: 'string' },
      name: { type: 'string' },
      columns: { type: 'string' },
      key: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [command, ...rest] = positionals;
  if (command !== 'create' && command !== 'list')
    throw new UsageError(command ? `unknown command "${command}"` : 'missing a command');
  if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(' ')}`);
  const apiUser = checkApiUserName(values['api-user']);
  const create =
    command === 'create'
      ? {
          name: values.name ?? '',
          columns: parseColumns(values.columns ?? ''),
          primaryKey: values.key ? values.key.split(',').map((k) => k.trim()) : [],
        }
      : undefined;
  if (create && !values.name) throw new UsageError('missing --name');
  if (create && !values.columns) throw new UsageError('missing --columns');
  const db = await openStore();
  try {
    const unit = await db.kysely
      .selectFrom('api_users')
      .select('id')
      .where('name', '=', apiUser)
      .executeTakeFirst();
    if (!unit) throw new Error(`API user "${apiUser}" does not exist (create it with npm run api-user)`);
    if (create) {
      const ds = await createDataset(db, unit.id, create).catch((err: unknown) => {
        throw err instanceof ApiError ? new Error(`cannot create the dataset: ${err.message}`) : err;
      });
      const key = ds.primaryKey.length > 0 ? `key ${ds.primaryKey.join('|')}` : 'no key';
      console.log(`Dataset "${ds.name}" created for ${apiUser}: ${ds.columns.length} columns, ${key}.`);
      return;
    }
    const rows = await db.kysely
      .selectFrom('datasets')
      .select(['name', 'record_count', 'primary_key', 'columns'])
      .where('bu_id', '=', unit.id)
      .orderBy('name')
      .execute();
    if (rows.length === 0) console.log(`No datasets for ${apiUser} yet.`);
    for (const r of rows)
      console.log(`${r.name}\t${r.record_count} records\tkey ${r.primary_key}\tcolumns ${r.columns}`);
  } finally {
    await db.close();
  }
});
