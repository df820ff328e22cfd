import type { Db } from '../db/connect';
import { insertChunked, iso } from './bulk-insert';
import { contentBlocks, products, stores } from './messaging-words';

const DAY_MS = 24 * 3_600_000;

/** Content blocks and two reference datasets (stores with a composite key, products), straight into the tables. */
export async function seedCatalog(db: Db, buId: number, now: number) {
  const created = iso(now - 60 * DAY_MS);
  await db.kysely.transaction().execute((trx) =>
    insertChunked(
      trx,
      'content_blocks',
      contentBlocks.map(([name, html, text], i) => ({
        bu_id: buId,
        name,
        body: JSON.stringify([{ html, text }]),
        created_at: created,
        updated_at: iso(now - (20 - i) * DAY_MS),
      })),
    ),
  );
  const storeRows = stores.map(([country, storeId, name, street, staff]) => ({
    key: `${country}|${storeId}`,
    data: { country, storeId, name, street, staff },
  }));
  const productRows = products.map(([sku, name, category, price, inStock]) => ({
    key: sku,
    data: { sku, name, category, price, inStock },
  }));
  await insertDataset(db, buId, created, 'stores', ['country', 'storeId'], storeRows, [
    { name: 'country', type: 'String', length: 2, nullable: false },
    { name: 'storeId', type: 'String', length: 10, nullable: false },
    { name: 'name', type: 'String', length: 100, nullable: false },
    { name: 'street', type: 'String', length: 200, nullable: true },
    { name: 'staff', type: 'Number', nullable: true },
  ]);
  await insertDataset(db, buId, created, 'products', ['sku'], productRows, [
    { name: 'sku', type: 'String', length: 20, nullable: false },
    { name: 'name', type: 'String', length: 100, nullable: false },
    { name: 'category', type: 'String', length: 50, nullable: true },
    { name: 'price', type: 'Number', nullable: true },
    { name: 'inStock', type: 'Boolean', nullable: true },
  ]);
  return { contentBlocks: contentBlocks.length, datasets: 2, records: storeRows.length + productRows.length };
}

async function insertDataset(
  db: Db,
  buId: number,
  created: string,
  name: string,
  primaryKey: string[],
  rows: { key: string; data: Record<string, unknown> }[],
  columns: { name: string; type: string; length?: number; nullable: boolean }[],
) {
  await db.kysely.transaction().execute(async (trx) => {
    const ds = await trx
      .insertInto('datasets')
      .values({
        bu_id: buId,
        name,
        columns: JSON.stringify(columns),
        primary_key: JSON.stringify(primaryKey),
        record_count: rows.length,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertChunked(
      trx,
      'dataset_records',
      rows.map((r) => ({
        dataset_id: ds.id,
        record_key: r.key,
        data: JSON.stringify(r.data),
        updated_at: created,
      })),
    );
  });
}
