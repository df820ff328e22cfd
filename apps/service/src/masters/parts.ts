import type { MasterTarget, PutScheduleBody, PutTemplateBody } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import type { BusinessUnit } from '../platform/auth';
import { changeMaster } from './change';
import { parseLinks } from './links';
import { toStoredSchedule } from './schedule';
import { checkEnvelope, checkTarget } from './validate';

/** The three sub-resources are replaced whole, and only while the master is disabled (state-machine.ts). */
export async function putTarget(app: AppContext, bu: BusinessUnit, id: string, body: MasterTarget) {
  const db = app.db.kysely;
  return changeMaster(db, bu.id, id, 'edit', async () => ({
    target: JSON.stringify(await checkTarget(db, bu, body, '')),
  }));
}

export function putSchedule(app: AppContext, bu: BusinessUnit, id: string, body: PutScheduleBody) {
  const schedule = toStoredSchedule(body);
  return changeMaster(app.db.kysely, bu.id, id, 'edit', () => ({ schedule: JSON.stringify(schedule) }));
}

/** The envelope's name, campaign and keywords are the master's own fields; links are computed from the HTML. */
export function putTemplate(app: AppContext, bu: BusinessUnit, id: string, body: PutTemplateBody) {
  const { name, campaign, keywords, ...headers } = body.envelope;
  return changeMaster(app.db.kysely, bu.id, id, 'edit', () => ({
    name,
    campaign,
    keywords,
    envelope: JSON.stringify(checkEnvelope(headers, bu.settings, 'envelope')),
    html: body.content.html,
    text: body.content.text,
    links: JSON.stringify(parseLinks(body.content.html)),
  }));
}
