import { badRequest, type CreateMasterBody, type PutMasterBody } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import type { BusinessUnit } from '../platform/auth';
import { canonicalDivision } from '../subscribers/subscription-plan';
import { changeMaster } from './change';
import { parseLinks } from './links';
import { toStoredSchedule } from './schedule';
import { insertMaster, type MasterRow } from './store';
import { checkEnvelope, checkTarget, defaultEnvelope } from './validate';

/** The master's own fields, checked against the company settings (divisions in the unit's spelling). */
function ownFields(bu: BusinessUnit, body: PutMasterBody) {
  return {
    name: body.name,
    subscription: canonicalDivision(body.subscription, bu.settings, 'subscription'),
    campaign: body.campaign,
    keywords: body.keywords,
    triggered: body.triggered ? 1 : 0,
  };
}

/** POST /masters: a disabled master; envelope defaults come from the company settings. */
export async function createMaster(
  app: AppContext,
  bu: BusinessUnit,
  body: CreateMasterBody,
): Promise<MasterRow> {
  const db = app.db.kysely;
  const fields = ownFields(bu, body);
  const envelope = checkEnvelope(body.envelope ?? defaultEnvelope(bu.settings), bu.settings, 'envelope');
  if (body.content && body.content.html === '' && body.content.text === '')
    throw badRequest('content must have html or text');
  const target = body.target ? await checkTarget(db, bu, body.target, 'target') : undefined;
  return insertMaster(db, {
    bu_id: bu.id,
    ...fields,
    status: 'disabled',
    archived: 0,
    next_time: null,
    envelope: JSON.stringify(envelope),
    html: body.content?.html ?? null,
    text: body.content?.text ?? null,
    links: JSON.stringify(parseLinks(body.content?.html ?? '')),
    target: target ? JSON.stringify(target) : null,
    schedule: body.schedule ? JSON.stringify(toStoredSchedule(body.schedule)) : null,
    status_reason: null,
    last_delivered_at: null,
  });
}

/** PUT /masters/{id}: replaces the own fields of a disabled master. */
export function putMaster(app: AppContext, bu: BusinessUnit, id: string, body: PutMasterBody) {
  const fields = ownFields(bu, body);
  return changeMaster(app.db.kysely, bu.id, id, 'edit', () => fields);
}
