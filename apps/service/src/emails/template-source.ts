import { getMasterForSend, type MasterForSend } from '../masters/state';
import type { Executor } from '../tickets/ticket-store';

/** The envelope headers of a master. */
export type Envelope = MasterForSend['envelope'];

/** What rendering and delivery need of a master. */
export interface MasterTemplate {
  id: string;
  name: string;
  division: string;
  campaign: string;
  keywords: string;
  envelope: Envelope;
  html: string;
  text: string;
}

export const toTemplate = (m: MasterForSend): MasterTemplate => ({
  id: m.id,
  name: m.name,
  division: m.subscription,
  campaign: m.campaign,
  keywords: m.keywords,
  envelope: m.envelope,
  html: m.html,
  text: m.text,
});

/** A master's template by id; deleted masters are unknown, archived ones can still be sent. */
export async function findTemplate(
  db: Executor,
  buId: number,
  id: string,
): Promise<MasterTemplate | undefined> {
  const m = await getMasterForSend(db, buId, id);
  return m && toTemplate(m);
}
