import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareSubscribers } from './fixtures';
import { ChildService } from './reliability/child-service';

const N = 30_000;
const child = new ChildService();

/** 30,000 subscribers in multi-row inserts: the per-row fixture would dominate the test's time. */
async function seedSubscribers(): Promise<string[]> {
  const ids = Array.from({ length: N }, (_, i) => `crash-${String(i).padStart(5, '0')}@example.com`);
  await insertBareSubscribers(child.db, child.buId, ids);
  return ids;
}

beforeAll(() => child.init());
afterAll(() => child.close());

describe('crash recovery', () => {
  it('finishes a member import exactly once after the service is killed mid-way', async () => {
    const ids = await seedSubscribers();
    let svc = await child.start();
    const list = 'crash-list';
    expect((await svc.call('PUT', `/v2/target-lists/${list}`, { body: { name: list } })).status).toBe(201);
    const accepted = await svc.call('POST', `/v2/target-lists/${list}/members/import`, {
      body: { members: ids.map((id) => ({ id })) },
    });
    expect(accepted.status).toBe(202);
    const ticketId: string = accepted.body.id;

    // Wait for real progress (some chunks committed), then kill the process without any chance to clean up.
    // The store is watched directly: a round trip through the busy service would see the import finish first.
    await child.waitInStore('import progress', async () => {
      const r = await child.db.kysely
        .selectFrom('async_results')
        .select('completed')
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return r !== undefined && r.completed > 0;
    });
    await child.kill();
    const atCrash = await child.db.kysely
      .selectFrom('async_results')
      .select('completed')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(atCrash.completed).toBeGreaterThan(0);
    expect(atCrash.completed).toBeLessThan(N);

    svc = await child.start();
    const ticket = await svc.waitForTicket(ticketId, 90_000);
    expect(ticket.state).toBe('completed');
    expect(ticket.events.some((e: any) => /resumed \(attempt 2\)/.test(e.message))).toBe(true);

    const got = await svc.call('GET', `/v2/target-lists/${list}`);
    expect(got.body.memberCount).toBe(N);
    const rows = await child.db.kysely
      .selectFrom('target_list_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('list_id', '=', got.body.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(N);

    const result = await svc.call('GET', `/v2/async-results/${ticketId}`, { query: { completed: true } });
    expect(result.body.counts).toEqual({ requested: N, completed: N, failed: 0, ignored: 0, total: N });
    const indexes: number[] = result.body.completed.map((c: any) => c.index);
    expect(indexes).toHaveLength(N);
    expect(new Set(indexes).size).toBe(N);
    expect(indexes.every((idx, i) => idx === i)).toBe(true);
    expect(result.body.failed).toEqual([]);
  }, 180_000);
});
