import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertTemplate } from './emails-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function deliverMaster(masterId: string) {
  const db = svc.service.app.db;
  await db.kysely.updateTable('masters').set({ triggered: 0 }).where('id', '=', Number(masterId)).execute();
  const ticket = await db.kysely.transaction().execute((trx) =>
    svc.service.app.jobs.enqueue(
      trx,
      {
        buId: svc.id,
        kind: 'master-delivery',
        user: 'scheduler',
        uri: `/v2/masters/${masterId}`,
        requestId: masterId,
        message: 'due',
      },
      { masterId, scheduledFor: new Date().toISOString() },
    ),
  );
  const done = await svc.waitForTicket(ticket.id, 60_000);
  const master = await db.kysely
    .selectFrom('masters')
    .selectAll()
    .where('id', '=', Number(masterId))
    .executeTakeFirstOrThrow();
  const messages = await db.kysely
    .selectFrom('messages')
    .select(['email', 'status', 'subject'])
    .where('ticket_id', '=', ticket.id)
    .execute();
  return { done, master, messages };
}

describe('master-delivery job', () => {
  it('sends to the subscribers of the division and marks a one-time master delivered', async () => {
    const tpl = await insertTemplate(svc.service.app.db, svc.id, { division: 'Events' });
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'ev1@example.com', attrs: { firstName: 'E1' }, subscribed: ['Events'] },
      { id: 'ev2@example.com', subscribed: ['Events', 'Newsletter'] },
      { id: 'nl@example.com', subscribed: ['Newsletter'] },
      { id: 'evdead@example.com', subscribed: ['Events'], dead: true },
    ]);
    const r = await deliverMaster(tpl);
    expect(r.done.state).toBe('completed');
    expect(r.done.message).toContain('2 messages sent');
    expect(r.messages.map((m) => m.email).sort()).toEqual(['ev1@example.com', 'ev2@example.com']);
    expect(r.messages.every((m) => m.status === 'outbox')).toBe(true);
    expect(r.messages.find((m) => m.email === 'ev1@example.com')!.subject).toBe('Hello E1');
    expect(r.master.status).toBe('delivered');
    expect(r.master.last_delivered_at).not.toBeNull();
  });

  it('halts the master when its template does not parse', async () => {
    const tpl = await insertTemplate(svc.service.app.db, svc.id, {
      division: 'Promotions',
      html: '{% if %}',
    });
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'promo@example.com', subscribed: ['Promotions'] },
    ]);
    const r = await deliverMaster(tpl);
    expect(r.done.state).toBe('failed');
    expect(r.master.status).toBe('halted');
    expect(r.master.status_reason).toContain('template error in html at line 1');
    expect(r.messages).toEqual([]);
  });
});
