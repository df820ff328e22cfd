import { routes, type SendEmailBody } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { acceptAsync } from '../jobs/accept';
import type { BusinessUnit } from '../platform/auth';
import { registerRoute } from '../platform/register';
import { typeUserAttrs } from '../subscribers/attributes';
import { canonicalDivision, canonicalDivisions } from '../subscribers/subscription-plan';
import { SEND_JOB, type SendPayload } from './send-job';
import type { SendRecipient } from './send-recipient';

/**
 * Checks what can be checked before the 202 (attribute types, division names), so a malformed recipient is
 * a 400 naming its field, and stores division names in the unit's spelling.
 */
function checkRecipient(bu: BusinessUnit, r: SendRecipient, i: number): SendRecipient {
  const field = `recipients[${i}]`;
  if (r.profile)
    typeUserAttrs(r.profile.userAttrs, bu.settings.profileAttributes, `${field}.profile.userAttrs`);
  const s = r.subscriptions;
  if (!s) return r;
  const cs = canonicalDivisions({ add: s.add, remove: s.remove }, bu.settings, `${field}.subscriptions`);
  const isMemberOf = s.isMemberOf?.map((d, k) =>
    canonicalDivision(d, bu.settings, `${field}.subscriptions.isMemberOf[${k}]`),
  );
  return { ...r, subscriptions: { ...s, add: cs.add, remove: cs.remove, isMemberOf } };
}

export function registerSendRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.sendEmail,
  )(async ({ query, body, bu, req }) => {
    const b: SendEmailBody = body;
    const payload: SendPayload = {
      transactional: b.transactional,
      updateProfile: b.updateProfile,
      templateId: b.content.templateId,
      recipients: b.recipients.map((r, i) => checkRecipient(bu, r, i)),
    };
    return acceptAsync(app, bu, req, {
      kind: SEND_JOB,
      message: `send of master ${payload.templateId} to ${payload.recipients.length} recipients accepted`,
      payload,
      query,
      body,
    });
  });
}
