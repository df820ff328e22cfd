import type { AppContext } from '../app-context';
import { JobFailure, type JobRun } from '../jobs/queue';
import { compileTemplate } from '../rendering/render-message';
import { storeSources } from '../rendering/sources';
import { runSendBatch } from './send-batch';
import { loadUnit } from './send-batch';
import { sendToRecipient, subscribersById, type SendContext, type SendRecipient } from './send-recipient';
import { findTemplate } from './template-source';

export const SEND_JOB = 'email-send';
const CHUNK = 100;

export interface SendPayload {
  transactional: boolean;
  updateProfile: boolean;
  templateId: string;
  /** As validated by the route, with division names in the unit's spelling. */
  recipients: SendRecipient[];
}

export const unknownTemplate = (id: string) =>
  new JobFailure(`content.templateId ${id} names no master of this business unit`);

export function registerSendJob(app: AppContext) {
  app.jobs.register(SEND_JOB, async (run: JobRun) => {
    const p = JSON.parse(run.job.payload) as SendPayload;
    const bu = await loadUnit(run);
    const template = await findTemplate(run.db.kysely, bu.id, p.templateId);
    if (!template) throw unknownTemplate(p.templateId);
    const compiled = compileTemplate(
      { subject: template.envelope.subject, html: template.html, text: template.text },
      storeSources(run.db, bu.id),
    );
    const ctx: SendContext = {
      app,
      bu,
      template,
      compiled,
      transactional: p.transactional,
      updateProfile: p.updateProfile,
      ticketId: run.job.ticket_id!,
    };
    return runSendBatch(app, run, {
      records: p.recipients,
      chunkSize: CHUNK,
      describe: `send of master ${template.id}`,
      handle: (trx, r, index) => sendToRecipient(trx, ctx, r, index),
      beforeChunk: async (trx, chunk) => {
        ctx.known = await subscribersById(trx, bu.id, chunk);
      },
    });
  });
}
