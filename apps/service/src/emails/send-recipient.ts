import { ApiError, type SendEmailBody } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { recordError, type RecordOutcome } from '../jobs/record-batch';
import type { BusinessUnit } from '../platform/auth';
import { TemplateError, type CompiledTemplate } from '../rendering/render-message';
import { typeUserAttrs } from '../subscribers/attributes';
import { toChange } from '../subscribers/input';
import { findSubscriber, parseAttrs, type SubscriberRow } from '../subscribers/repository';
import { currentStates } from '../subscribers/subscription-store';
import { writeSubscriber } from '../subscribers/write-subscriber';
import { composeMessage, newMessageId } from './compose';
import type { NewMessage } from './message-store';
import type { MasterTemplate } from './template-source';

export type SendRecipient = SendEmailBody['recipients'][number];

export interface SendContext {
  app: AppContext;
  bu: BusinessUnit;
  template: MasterTemplate;
  compiled: CompiledTemplate;
  transactional: boolean;
  updateProfile: boolean;
  ticketId: string;
  /**
   * The chunk's subscribers by id, read in one statement at its start; dropped at the chunk's first subscriber
   * write, after which each record reads its subscriber itself. An id not in it is looked up.
   */
  known?: Map<string, SubscriberRow> | undefined;
}

/** The subscribers a chunk names by id, in one statement. */
export async function subscribersById(
  trx: Transaction<Database>,
  buId: number,
  chunk: SendRecipient[],
): Promise<Map<string, SubscriberRow>> {
  const ids = [...new Set(chunk.flatMap((r) => (r.id === undefined ? [] : [r.id])))];
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('subscribers')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('sub_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.sub_id, row]));
}

/** A record's outcome, plus the message to queue (completed) or why nothing was sent (ignored). */
export type RecipientResult =
  { outcome: RecordOutcome; message?: NewMessage } | { outcome: RecordOutcome; reason: string };

const ignored = (reason: string): RecipientResult => ({ outcome: { outcome: 'ignored' }, reason });
const failed = (status: number, message: string): RecipientResult => ({
  outcome: recordError(status, message),
});

async function findByEmail(trx: Transaction<Database>, buId: number, email: string) {
  return trx
    .selectFrom('subscribers')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('email', '=', email)
    .orderBy('pk')
    .executeTakeFirst();
}

/**
 * The subscription rules of a non-transactional send, checked after the recipient's own changes: dead
 * subscribers and those not subscribed to the master's division, or to none of `isMemberOf`, get nothing.
 */
async function whyNotSent(trx: Transaction<Database>, c: SendContext, row: SubscriberRow, r: SendRecipient) {
  if (row.dead === 1) return 'dead';
  if (c.transactional) return undefined;
  const states = await currentStates(trx, row.pk);
  const subscribed = new Set([...states].filter(([, s]) => s === 'subscribed').map(([d]) => d.toLowerCase()));
  const on = (d: string) => subscribed.has(d.toLowerCase());
  if (!on(c.template.division)) return `not subscribed to ${c.template.division}`;
  const any = r.subscriptions?.isMemberOf;
  if (any && any.length > 0 && !any.some(on))
    return `not subscribed to any of isMemberOf (${any.join(', ')})`;
  return undefined;
}

/** One recipient of /emails/send or of a master delivery, inside the chunk's transaction. */
export async function sendToRecipient(
  trx: Transaction<Database>,
  c: SendContext,
  r: SendRecipient,
  index: number,
): Promise<RecipientResult> {
  const field = `recipients[${index}]`;
  // A template that does not parse fails each record before any of its subscription changes is written.
  if (c.compiled.parseError) return failed(400, c.compiled.parseError.message);
  const existing =
    r.id !== undefined
      ? (c.known?.get(r.id) ?? (await findSubscriber(trx, c.bu.id, r.id)))
      : await findByEmail(trx, c.bu.id, r.email!);
  if (!existing && (r.id === undefined || r.email === undefined))
    return r.id === undefined
      ? failed(
          404,
          `${field}.email ${r.email} is no subscriber's address; give both id and email to create one`,
        )
      : failed(404, `${field}.id ${r.id} names no subscriber; give both id and email to create one`);
  let row: SubscriberRow;
  let overrides: Record<string, string | number | null> = {};
  try {
    const sub = r.subscriptions;
    const change = toChange(
      c.bu,
      {
        email: c.updateProfile || !existing ? r.email : undefined,
        profile: c.updateProfile ? r.profile : undefined,
        subscriptions: sub && {
          add: sub.add,
          remove: sub.remove,
          setReferred: sub.setReferred ? 'newOrNotSubscribed' : undefined,
        },
      },
      false,
    );
    if (!c.updateProfile && r.profile)
      overrides = typeUserAttrs(
        r.profile.userAttrs,
        c.bu.settings.profileAttributes,
        `${field}.profile.userAttrs`,
      );
    // A recipient that changes nothing (the usual transactional send) is not written: writeSubscriber would
    // lock and read the same row again, find nothing to do and return it (2 statements per message).
    if (existing && Object.values(change).every((v) => v === undefined)) row = existing;
    else {
      c.known = undefined;
      const subId = existing?.sub_id ?? r.id!;
      ({ row } = await writeSubscriber(c.app, trx, c.bu, subId, change, { create: !existing }));
    }
  } catch (err) {
    if (err instanceof ApiError) return failed(err.status, `${field}: ${err.message}`);
    throw err;
  }
  const why = await whyNotSent(trx, c, row, r);
  if (why) return ignored(why);
  const email = r.email ?? row.email;
  if (email === '')
    return failed(400, `${field}.email is required: subscriber ${row.sub_id} has no e-mail address`);
  const attrs = { ...parseAttrs(row.attrs) };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === null) delete attrs[k];
    else attrs[k] = v;
  }
  const messageId = newMessageId();
  try {
    const content = await composeMessage({
      base: c.app.config.publicUrl,
      template: c.template,
      compiled: c.compiled,
      person: { id: row.sub_id, email, attrs },
      messageId,
      subscriberToken: row.token,
      test: false,
    });
    return {
      outcome: { outcome: 'completed', location: `/v2/emails/${messageId}` },
      message: {
        id: messageId,
        buId: c.bu.id,
        subscriberPk: row.pk,
        recipientId: row.sub_id,
        email,
        templateId: c.template.id,
        division: c.template.division,
        test: false,
        transactional: c.transactional,
        ticketId: c.ticketId,
        content,
      },
    };
  } catch (err) {
    if (err instanceof TemplateError) return failed(400, err.message);
    throw err;
  }
}
