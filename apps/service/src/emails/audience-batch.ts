import type { AppContext } from '../app-context';
import type { AudienceMember } from '../masters/audience';
import type { BusinessUnit } from '../platform/auth';
import { TemplateError, type CompiledTemplate } from '../rendering/render-message';
import { composeMessage, newMessageId } from './compose';
import type { NewMessage } from './message-store';
import type { MasterTemplate } from './template-source';

export interface AudienceContext {
  app: AppContext;
  bu: BusinessUnit;
  template: MasterTemplate;
  compiled: CompiledTemplate;
  ticketId: string;
}

const profileOf = (attrs: Record<string, unknown>) => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(attrs)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
};

/** Renders one audience batch (before its chunk transaction, to keep that short); a render error skips one. */
export async function renderAudienceBatch(
  c: AudienceContext,
  batch: AudienceMember[],
): Promise<{ messages: NewMessage[]; failed: number; firstError?: string }> {
  const tokens = new Map(
    (
      await c.app.db.kysely
        .selectFrom('subscribers')
        .select(['pk', 'token'])
        .where(
          'pk',
          'in',
          batch.map((m) => m.pk),
        )
        .execute()
    ).map((r) => [r.pk, r.token]),
  );
  const messages: NewMessage[] = [];
  let failed = 0;
  let firstError: string | undefined;
  for (const m of batch) {
    const messageId = newMessageId();
    try {
      const content = await composeMessage({
        base: c.app.config.publicUrl,
        template: c.template,
        compiled: c.compiled,
        person: { id: m.subId, email: m.email, attrs: profileOf(m.attrs) },
        messageId,
        subscriberToken: tokens.get(m.pk) ?? 'unknown',
        test: false,
      });
      messages.push({
        id: messageId,
        buId: c.bu.id,
        subscriberPk: m.pk,
        recipientId: m.subId,
        email: m.email,
        templateId: c.template.id,
        division: c.template.division,
        test: false,
        transactional: false,
        ticketId: c.ticketId,
        content,
      });
    } catch (err) {
      if (!(err instanceof TemplateError)) throw err;
      failed++;
      firstError ??= `subscriber ${m.subId}: ${err.message}`;
    }
  }
  return { messages, failed, ...(firstError ? { firstError } : {}) };
}
