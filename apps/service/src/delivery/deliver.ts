import type { Insertable, Selectable } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import type { StoredContent } from '../emails/compose';
import { nowIso } from '../platform/time';
import { applyBounceRules } from './bounces';
import { mailerOf, type OutgoingMail, type SendOutcome } from './transport';

/** Messages sent at once per job; the SMTP pool has as many connections. */
const CONCURRENCY = 5;
/** Queued messages claimed (one UPDATE) and sent per round. */
const PAGE = 200;
/**
 * Outcomes recorded per transaction: a batch is written when it is full and at the end of each page, so a crash
 * can leave at most 2 x RECORD_BATCH + CONCURRENCY sent messages unrecorded (`sending`).
 */
const RECORD_BATCH = 10;

/**
 * A job that died between claiming and recording a message left it `sending`; it goes back to `queued` so
 * the resumed job sends it. This is the only at-least-once window: SMTP accepted it, the process died before
 * the status update of that message committed (at most CONCURRENCY + 2 x RECORD_BATCH messages per job).
 */
export async function requeueInterrupted(app: AppContext, ticketId: string) {
  await app.db.kysely
    .updateTable('messages')
    .set({ status: 'queued' })
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'sending')
    .execute();
}

type MessageRow = Selectable<Database['messages']>;

/** Sends every queued message of a ticket; returns how many it sent or stored. Transient failures throw. */
export async function deliverQueued(app: AppContext, ticketId: string): Promise<number> {
  const mailer = mailerOf(app);
  let done = 0;
  for (;;) {
    const page = await app.db.kysely
      .selectFrom('messages')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (page.length === 0) return done;
    if (mailer.outbox) {
      // Nothing leaves the process: no claim, the page goes from `queued` to `outbox` in one transaction.
      done += await recordOutcomes(
        app,
        page.map((m) => ({ m, o: { kind: 'outbox' } })),
        'queued',
      );
      continue;
    }
    // One statement claims the page; only what this call claimed is sent (no other worker sends it).
    const claimed = await app.db.kysely
      .updateTable('messages')
      .set({ status: 'sending' })
      .where(
        'id',
        'in',
        page.map((m) => m.id),
      )
      .where('status', '=', 'queued')
      .returning('id')
      .execute();
    const mine = new Set(claimed.map((c) => c.id));
    const todo = page.filter((m) => mine.has(m.id));
    const recorder = new OutcomeRecorder(app);
    const unsent = new Set(todo.map((m) => m.id));
    let next = 0;
    let failure: { err: unknown } | undefined;
    const worker = async () => {
      while (next < todo.length && !failure) {
        const m = todo[next++]!;
        let outcome: SendOutcome;
        try {
          outcome = await mailer.send(outgoing(m));
        } catch (err) {
          failure ??= { err };
          return;
        }
        unsent.delete(m.id);
        await recorder.add(m, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, todo.length) }, worker)).finally(() =>
      recorder.flush(),
    );
    if (failure) {
      // The failed message and those claimed but not tried go back to the queue for the job's next attempt.
      if (unsent.size > 0)
        await app.db.kysely
          .updateTable('messages')
          .set({ status: 'queued' })
          .where('id', 'in', [...unsent])
          .where('status', '=', 'sending')
          .execute();
      throw failure.err;
    }
    done += todo.length;
  }
}

function outgoing(m: MessageRow): OutgoingMail {
  const c = JSON.parse(m.content ?? '{}') as StoredContent;
  return {
    messageId: m.id,
    from: c.headers.from,
    fromName: c.headers['friendly-from'],
    replyTo: c.headers['reply-to'],
    replyToName: c.headers['reply-to-friendly'],
    to: m.email,
    subject: c.headers.subject,
    html: c.html,
    text: c.text,
    unsubscribeUrl: m.is_test ? undefined : c.unsubscribeUrl,
  };
}

interface Sent {
  m: RecordedMessage;
  o: SendOutcome;
}

/**
 * Records send outcomes in batches: one transaction per batch (one UPDATE per status, one INSERT of the events)
 * instead of one per message. The sender that fills a batch waits until it is committed, so at most
 * 2 x RECORD_BATCH sent messages (one batch being written, one filling), plus those being sent, are unrecorded.
 */
class OutcomeRecorder {
  private pending: Sent[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly app: AppContext) {}

  async add(m: RecordedMessage, o: SendOutcome) {
    this.pending.push({ m, o });
    if (this.pending.length >= RECORD_BATCH) await this.flush();
  }

  /** Writes what is pending, after the write before it; resolves once every added outcome is committed. */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      await recordOutcomes(this.app, batch);
    });
    return this.writing;
  }
}

type RecordedMessage = Pick<MessageRow, 'id' | 'bu_id' | 'subscriber_pk' | 'template_id' | 'is_test'>;

const statusOf = (o: SendOutcome) =>
  o.kind === 'sent' ? 'sent' : o.kind === 'outbox' ? 'outbox' : o.hard ? 'bounced' : 'failed';

/**
 * Records a batch in one transaction; returns how many messages it recorded. With `from` ('queued', the outbox),
 * only messages still in that state are recorded (and get events): another worker may have taken the rest.
 */
async function recordOutcomes(app: AppContext, input: Sent[], from?: 'queued'): Promise<number> {
  if (input.length === 0) return 0;
  const time = nowIso();
  return app.db.kysely.transaction().execute(async (trx) => {
    let batch = input;
    if (from) {
      const taken = await trx
        .updateTable('messages')
        .set({ status: 'outbox', sent_at: time, error: null })
        .where(
          'id',
          'in',
          input.map((s) => s.m.id),
        )
        .where('status', '=', from)
        .returning('id')
        .execute();
      const ids = new Set(taken.map((t) => t.id));
      batch = input.filter((s) => ids.has(s.m.id));
    }
    const delivered = new Map<'sent' | 'outbox', string[]>();
    const events: Insertable<Database['events']>[] = [];
    for (const { m, o } of batch) {
      if (o.kind === 'bounce')
        await trx
          .updateTable('messages')
          .set({ status: statusOf(o), sent_at: null, error: `${o.hard ? 'hard' : 'soft'}: ${o.reason}` })
          .where('id', '=', m.id)
          .execute();
      else if (!from) {
        const ids = delivered.get(o.kind) ?? [];
        ids.push(m.id);
        delivered.set(o.kind, ids);
      }
      // Test messages are kept out of every metric, so they record no events at all.
      if (m.is_test === 1) continue;
      const event = (kind: 'sent' | 'delivered' | 'bounce', detail: string | null = null) =>
        ({
          bu_id: m.bu_id,
          message_id: m.id,
          subscriber_pk: m.subscriber_pk,
          master_id: m.template_id,
          kind,
          url: null,
          detail,
          time,
        }) satisfies Insertable<Database['events']>;
      if (o.kind === 'bounce')
        events.push(event('sent'), event('bounce', `${o.hard ? 'hard' : 'soft'}: ${o.reason}`));
      else events.push(event('sent'), event('delivered'));
    }
    for (const [status, ids] of delivered)
      await trx
        .updateTable('messages')
        .set({ status, sent_at: time, error: null })
        .where('id', 'in', ids)
        .execute();
    for (let i = 0; i < events.length; i += 100)
      await trx
        .insertInto('events')
        .values(events.slice(i, i + 100))
        .execute();
    // After the events, so the bounce just recorded counts towards the limit.
    for (const { m, o } of batch)
      if (o.kind === 'bounce' && o.hard && m.is_test !== 1 && m.subscriber_pk !== null)
        await applyBounceRules(trx, m.subscriber_pk);
    return batch.length;
  });
}
