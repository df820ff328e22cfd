import type { AppContext } from '../app-context';
import { deliverQueued, requeueInterrupted } from '../delivery/deliver';
import { JobFailure, type JobRun } from '../jobs/queue';
import { resolveAudience } from '../masters/audience';
import { MASTER_DELIVERY_JOB, type MasterDeliveryPayload } from '../masters/scheduler';
import { getMasterForSend, markDelivered, markHalted, touchListsUsed } from '../masters/state';
import { compileTemplate } from '../rendering/render-message';
import { storeSources } from '../rendering/sources';
import { insertQueuedMessages } from './message-store';
import { loadUnit } from './send-batch';
import { renderAudienceBatch } from './audience-batch';
import { toTemplate } from './template-source';

/** Subscribers rendered and queued per committed chunk. */
const CHUNK = 200;

interface Progress {
  afterPk: number;
  queued: number;
  failed: number;
  firstError?: string | undefined;
}

/**
 * A master's scheduled delivery: the audience (the master's target, resolved at send time) streams in chunks by
 * subscriber key; each chunk's messages and the cursor commit together and are sent after the commit, so a
 * restarted job neither skips nor repeats a subscriber. One-time masters become `delivered`; a template that
 * does not parse, or fails for every recipient, halts the master with the reason.
 */
export function registerMasterDeliveryJob(app: AppContext) {
  app.jobs.register(MASTER_DELIVERY_JOB, async (run: JobRun) => {
    const p = JSON.parse(run.job.payload) as MasterDeliveryPayload;
    const ticketId = run.job.ticket_id!;
    const bu = await loadUnit(run);
    const master = await getMasterForSend(run.db.kysely, bu.id, p.masterId);
    if (!master) throw new JobFailure(`master ${p.masterId} no longer exists`);
    const halt = async (reason: string): Promise<never> => {
      await run.db.kysely.transaction().execute((trx) => markHalted(trx, master.id, reason));
      throw new JobFailure(`master ${master.id} halted: ${reason}`);
    };
    if (master.status !== 'enabled' && !run.job.progress)
      return { message: `master ${master.id} is ${master.status}: nothing sent` };
    const template = toTemplate(master);
    const compiled = compileTemplate(
      { subject: template.envelope.subject, html: template.html, text: template.text },
      storeSources(run.db, bu.id),
    );
    if (compiled.parseError) await halt(compiled.parseError.message);

    await requeueInterrupted(app, ticketId);
    await deliverQueued(app, ticketId);
    const progress: Progress = run.job.progress
      ? (JSON.parse(run.job.progress) as Progress)
      : { afterPk: 0, queued: 0, failed: 0 };
    const audience = resolveAudience(run.db, bu, master, { batchSize: CHUNK, afterPk: progress.afterPk });
    for await (const batch of audience) {
      const last = batch[batch.length - 1];
      if (!last) break;
      const r = await renderAudienceBatch({ app, bu, template, compiled, ticketId }, batch);
      progress.afterPk = last.pk;
      progress.queued += r.messages.length;
      progress.failed += r.failed;
      progress.firstError ??= r.firstError;
      await run.commit(progress, (trx) => insertQueuedMessages(trx, r.messages));
      await deliverQueued(app, ticketId);
    }
    if (progress.queued === 0 && progress.failed > 0)
      await halt(progress.firstError ?? 'every recipient failed');
    await run.db.kysely.transaction().execute(async (trx) => {
      await markDelivered(trx, master.id);
      await touchListsUsed(trx, master);
    });
    const errors = progress.failed > 0 ? `, ${progress.failed} failed (first: ${progress.firstError})` : '';
    return { message: `delivery of master ${master.id}: ${progress.queued} messages sent${errors}` };
  });
}
