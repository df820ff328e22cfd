import type { AppContext } from '../app-context';
import { JobFailure, type JobRun } from '../jobs/queue';
import { recordError } from '../jobs/record-batch';
import { TemplateError, compileTemplate } from '../rendering/render-message';
import { storeSources } from '../rendering/sources';
import { composeMessage, newMessageId } from './compose';
import { renderPerson } from './render-person';
import { loadUnit, runSendBatch } from './send-batch';
import { unknownTemplate } from './send-job';
import { findTemplate } from './template-source';

export const TEST_JOB = 'email-test';
const CHUNK = 100;

export interface TestPayload {
  templateId: string;
  renderSubscriber: { id?: string | undefined; attrs: Record<string, string | number | null> };
  recipients: string[];
}

/**
 * PREVIEW copies: one rendering (as renderSubscriber, with the overrides) sent to addresses that need not be
 * subscribers. The messages are flagged as tests, so they record no events and count in no metric.
 */
export function registerTestJob(app: AppContext) {
  app.jobs.register(TEST_JOB, async (run: JobRun) => {
    const p = JSON.parse(run.job.payload) as TestPayload;
    const bu = await loadUnit(run);
    const template = await findTemplate(run.db.kysely, bu.id, p.templateId);
    if (!template) throw unknownTemplate(p.templateId);
    const person = await renderPerson(run.db.kysely, bu.id, p.renderSubscriber);
    if (!person) throw new JobFailure(`renderSubscriber.id ${p.renderSubscriber.id} names no subscriber`);
    const compiled = compileTemplate(
      { subject: template.envelope.subject, html: template.html, text: template.text },
      storeSources(run.db, bu.id),
    );
    return runSendBatch(app, run, {
      records: p.recipients,
      chunkSize: CHUNK,
      describe: `PREVIEW send of master ${template.id}`,
      handle: async (_trx, email) => {
        const messageId = newMessageId();
        try {
          const content = await composeMessage({
            base: app.config.publicUrl,
            template,
            compiled,
            person,
            messageId,
            subscriberToken: 'preview',
            test: true,
          });
          return {
            outcome: { outcome: 'completed', location: `/v2/emails/${messageId}` },
            message: {
              id: messageId,
              buId: bu.id,
              subscriberPk: null,
              recipientId: null,
              email,
              templateId: template.id,
              division: null,
              test: true,
              transactional: false,
              ticketId: run.job.ticket_id!,
              content,
            },
          };
        } catch (err) {
          if (err instanceof TemplateError) return { outcome: recordError(400, err.message) };
          throw err;
        }
      },
    });
  });
}
