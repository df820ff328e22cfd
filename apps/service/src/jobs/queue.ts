import crypto from 'node:crypto';
import type { Ticket } from '@mailroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, JobsTable } from '../db/schema';
import { nowIso } from '../platform/time';
import {
  insertTicket,
  toTicket,
  transitionTicket,
  type Executor,
  type NewTicket,
} from '../tickets/ticket-store';
import { deliverCallback } from './callback';
import { insertJob, readPayload } from './job-store';
import { sweepExpired } from './sweeper';

/** A claimed job with its payload (JSON text, stored in job_payloads). */
export type Job = Selectable<JobsTable> & { payload: string };

/** A failure that retrying cannot fix: the ticket fails at once with this message. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly response?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Thrown when another worker took the job over after our lease ran out: stop without writing. */
export class LeaseLost extends Error {}

export interface JobRun {
  job: Job;
  db: Db;
  log: FastifyBaseLogger;
  /** Runs `fn` in a transaction that also renews the lease and stores `progress`; aborts if the lease was lost. */
  commit<T>(progress: unknown, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Appends a `processing` event to the ticket (a progress note). */
  note(message: string): Promise<void>;
}

export interface JobResult {
  message: string;
  response?: Record<string, unknown>;
}

export type JobHandler = (run: JobRun) => Promise<JobResult>;

export interface QueueOptions {
  workers: number;
  /** Delays before each retry of a failing job: the facts file's 30 s, 60 s, 180 s, 300 s, 600 s. */
  retryDelaysMs: number[];
  leaseMs: number;
  pollMs: number;
  callbackTimeoutMs: number;
  /** Hosts a responseUri may reach: `*` or a comma list of host names (see docs/api.md, SSRF). */
  callbackAllowHosts: string;
}

export const defaultQueueOptions: QueueOptions = {
  workers: 1,
  retryDelaysMs: [30_000, 60_000, 180_000, 300_000, 600_000],
  leaseMs: 30_000,
  pollMs: 250,
  callbackTimeoutMs: 10_000,
  callbackAllowHosts: '*',
};

/**
 * The durable queue: a job row is committed with its ticket before the caller gets its 202. Workers claim jobs
 * with a lease (on PostgreSQL with SKIP LOCKED, so several processes share the queue); a job whose worker died
 * is claimed again when its lease runs out and resumes from its last committed progress.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly owner = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private running = false;
  private wake: (() => void) | undefined;
  private loops: Promise<void>[] = [];
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    readonly options: QueueOptions = defaultQueueOptions,
  ) {
    this.register('callback', (run) => deliverCallback(run, this.options));
  }

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** Creates the ticket and the job in the caller's transaction; returns the ticket as the 202 body. */
  async enqueue(trx: Executor, ticket: NewTicket, payload: unknown): Promise<Ticket> {
    const row = await insertTicket(trx, ticket);
    await insertJob(trx, { ticketId: row.id, buId: ticket.buId, kind: ticket.kind }, payload);
    queueMicrotask(() => this.wake?.());
    return toTicket(row);
  }

  start() {
    if (this.running || this.options.workers === 0) return;
    this.running = true;
    for (let i = 0; i < this.options.workers; i++) this.loops.push(this.loop());
    const sweep = () =>
      sweepExpired(this.db).catch((err: unknown) =>
        this.log.warn({ err }, 'sweeping expired tickets failed'),
      );
    void sweep();
    this.sweepTimer = setInterval(() => void sweep(), 10 * 60_000);
    this.sweepTimer.unref();
  }

  async stop() {
    this.running = false;
    this.wake?.();
    clearInterval(this.sweepTimer);
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Runs ready jobs until none is left; tests use it with workers=0 to step the queue. */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.runOne()) n++;
    return n;
  }

  private async loop() {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (err) {
        this.log.error({ err }, 'job worker error');
      }
      if (!worked && this.running) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake = done;
    });
  }

  private async claim(): Promise<Job | undefined> {
    const now = nowIso();
    const until = new Date(Date.now() + this.options.leaseMs).toISOString();
    const lock = this.db.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<Selectable<JobsTable>>`
      update jobs set state = 'running', lease_owner = ${this.owner}, lease_until = ${until},
        attempts = attempts + 1, updated_at = ${now}
      where id = (
        select id from jobs
        where (state = 'queued' and run_at <= ${now}) or (state = 'running' and lease_until < ${now})
        order by run_at, id limit 1 ${lock}
      )
      returning *`.execute(this.db.kysely);
    const job = result.rows[0];
    return job && { ...job, payload: await readPayload(this.db.kysely, job.id) };
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.kind);
    const log = this.log.child({ jobId: job.id, kind: job.kind, ticketId: job.ticket_id });
    if (!handler) {
      await this.finish(job, 'failed', `no handler for job kind ${job.kind}`);
      return true;
    }
    try {
      if (job.ticket_id && job.kind !== 'callback') {
        const msg = job.attempts > 1 ? `resumed (attempt ${job.attempts})` : 'processing';
        await this.db.kysely
          .transaction()
          .execute((trx) => transitionTicket(trx, job.ticket_id!, 'processing', msg));
      }
      const result = await handler(this.runContext(job, log));
      await this.finish(job, 'completed', result.message, result.response);
    } catch (err) {
      if (err instanceof LeaseLost) {
        log.warn('lease lost; another worker owns the job now');
      } else if (err instanceof JobFailure) {
        await this.finish(job, 'failed', err.message, err.response);
      } else {
        log.warn({ err }, 'job attempt failed');
        await this.retryOrFail(job, err instanceof Error ? err.message : String(err));
      }
    }
    return true;
  }

  private runContext(job: Job, log: FastifyBaseLogger): JobRun {
    return {
      job,
      db: this.db,
      log,
      commit: (progress, fn) =>
        this.db.kysely.transaction().execute(async (trx) => {
          const until = new Date(Date.now() + this.options.leaseMs).toISOString();
          const r = await trx
            .updateTable('jobs')
            .set({ progress: JSON.stringify(progress), lease_until: until, updated_at: nowIso() })
            .where('id', '=', job.id)
            .where('lease_owner', '=', this.owner)
            .where('state', '=', 'running')
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw new LeaseLost();
          job.progress = JSON.stringify(progress);
          return fn(trx);
        }),
      note: async (message) => {
        if (job.ticket_id) await transitionTicket(this.db.kysely, job.ticket_id, 'processing', message);
      },
    };
  }

  private async finish(
    job: Job,
    state: 'completed' | 'failed',
    message: string,
    response?: Record<string, unknown>,
  ) {
    await this.db.kysely.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('jobs')
        .set({
          state: state === 'completed' ? 'done' : 'failed',
          error: state === 'failed' ? message : null,
          lease_owner: null,
          lease_until: null,
          updated_at: nowIso(),
        })
        .where('id', '=', job.id)
        .where('lease_owner', '=', this.owner)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return;
      if (!job.ticket_id || job.kind === 'callback') return;
      const ticket = await transitionTicket(trx, job.ticket_id, state, message, response);
      if (ticket?.response_uri) {
        await insertJob(
          trx,
          { ticketId: ticket.id, buId: job.bu_id, kind: 'callback' },
          { uri: ticket.response_uri },
        );
      }
    });
  }

  private async retryOrFail(job: Job, reason: string) {
    const delay = this.options.retryDelaysMs[job.attempts - 1];
    if (delay === undefined) {
      await this.finish(job, 'failed', `gave up after ${job.attempts} attempts: ${reason}`);
      return;
    }
    await this.db.kysely.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('jobs')
        .set({
          state: 'queued',
          run_at: new Date(Date.now() + delay).toISOString(),
          error: reason,
          lease_owner: null,
          lease_until: null,
          updated_at: nowIso(),
        })
        .where('id', '=', job.id)
        .where('lease_owner', '=', this.owner)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1 && job.ticket_id && job.kind !== 'callback')
        await transitionTicket(
          trx,
          job.ticket_id,
          'retrying',
          `${reason}; retrying in ${Math.round(delay / 1000)} s`,
        );
    });
  }
}
