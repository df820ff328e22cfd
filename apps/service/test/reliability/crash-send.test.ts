import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertTemplate, startSmtp } from '../emails-fixtures';
import { insertSubscribers } from '../fixtures';
import { ChildService } from './child-service';
import { openJobsAfter, storeProblems } from './store-invariants';

const N = 2000;
/** The service is killed this many times during the send, each time after more mail has arrived. */
const KILLS = 2;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let svc: ChildService;
beforeAll(async () => {
  smtp = await startSmtp();
  svc = new ChildService({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://mail.test' });
  await svc.init();
});
afterAll(async () => {
  await svc.close();
  await smtp.close();
});

const recipientOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]!.address! : '');

it(`delivers a ${N}-recipient send to everyone after ${KILLS} SIGKILLs, duplicates only from in-flight messages`, async () => {
  const ids = Array.from({ length: N }, (_, i) => `crash-send-${i}@example.com`);
  await insertSubscribers(
    svc.db,
    svc.buId,
    ids.map((id) => ({ id, subscribed: ['Newsletter'] })),
  );
  const tpl = await insertTemplate(svc.db, svc.buId);
  let api = await svc.start();
  // A send takes at most 1000 recipients: two tickets, both in flight when the service dies.
  const ticketIds: string[] = [];
  for (let i = 0; i < N; i += 1000) {
    const accepted = await api.call('POST', '/v2/emails/send', {
      body: { content: { templateId: tpl }, recipients: ids.slice(i, i + 1000).map((id) => ({ id })) },
    });
    expect(accepted.status, accepted.text).toBe(202);
    ticketIds.push(accepted.body.id);
  }

  // Messages SMTP may have accepted without the store knowing: the only ones allowed to arrive twice.
  const inFlight = new Set<string>();
  for (let k = 1; k <= KILLS; k++) {
    const target = Math.floor((N * k) / (KILLS + 2));
    // Generous: on PostgreSQL a restarted process first waits out the killed worker's lease.
    await svc.waitInStore(
      `${target} messages at the SMTP server`,
      () => Promise.resolve(smtp.received.length >= target),
      60_000,
    );
    await svc.kill();
    const sending = await svc.db.kysely
      .selectFrom('messages')
      .select('id')
      .where('ticket_id', 'in', ticketIds)
      .where('status', '=', 'sending')
      .execute();
    for (const s of sending) inFlight.add(s.id);
    expect(smtp.received.length, 'the send finished before the kill').toBeLessThan(N);
    api = await svc.start();
  }

  for (const ticketId of ticketIds) {
    const ticket = await api.waitForTicket(ticketId, 90_000);
    expect(ticket.state).toBe('completed');
    const result = await api.call('GET', `/v2/async-results/${ticketId}`);
    expect(result.body.counts).toMatchObject({ requested: 1000, completed: 1000, failed: 0 });
  }

  const byRecipient = new Map<string, ParsedMail[]>();
  for (const m of smtp.received)
    byRecipient.set(recipientOf(m), [...(byRecipient.get(recipientOf(m)) ?? []), m]);
  expect(
    ids.filter((id) => !byRecipient.has(id)),
    'recipients who got nothing',
  ).toEqual([]);
  expect(
    [...byRecipient.keys()].filter((a) => !ids.includes(a)),
    'mail to strangers',
  ).toEqual([]);
  const duplicated = [...byRecipient].filter(([, ms]) => ms.length > 1);
  for (const [address, copies] of duplicated) {
    // A resent copy is the same message: one Message-ID a receiver can de-duplicate on, and it was in flight.
    const messageIds = new Set(copies.map((c) => c.headers.get('x-mailroom-message-id') as string));
    expect(messageIds.size, address).toBe(1);
    expect(inFlight.has([...messageIds][0]!), `${address} got a copy of a message not in flight`).toBe(true);
    expect(copies.length, address).toBe(2);
  }
  const statuses = await svc.db.kysely
    .selectFrom('messages')
    .select('status')
    .where('ticket_id', 'in', ticketIds)
    .execute();
  expect(statuses.length).toBe(N);
  expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  console.log(
    `crash-send: ${N} recipients, ${KILLS} kills, ${inFlight.size} messages in flight at the kills, ` +
      `${duplicated.length} delivered twice, ${smtp.received.length} SMTP deliveries`,
  );
  expect(await openJobsAfter(svc.db, 10_000)).toEqual([]);
  expect(await storeProblems(svc.db)).toEqual([]);
}, 180_000);
