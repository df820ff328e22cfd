import { ApiError, badRequest, invalidState, notFound } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import type { BusinessUnit } from '../platform/auth';
import { applyAttrChanges, sameAttrs, type AttrChanges } from './attributes';
import { checkIfMatch } from './etag';
import { applyListChanges, hasListChanges, planListChanges } from './list-plan';
import {
  idTaken,
  insertSubscriber,
  lockSubscriber,
  parseAttrs,
  updateSubscriber,
  type RowPatch,
  type SubscriberRow,
} from './repository';
import { planSubscriptions, subscribedAfter, type ChangeSet } from './subscription-plan';
import { applyTransitions, currentStates } from './subscription-store';

/** A change to one subscriber, already typed against the unit's schema and divisions. */
export interface SubscriberChange {
  /** PUT's body id: a different value renames. */
  newId?: string | undefined;
  email?: string | undefined;
  attrs?: { changes: AttrChanges; replace: boolean } | undefined;
  dead?: boolean | undefined;
  /** Division names in the unit's spelling. */
  subscriptions?: ChangeSet | undefined;
  setReferred?: unknown;
  targetLists?: ChangeSet | undefined;
  /** Imports may leave people who unsubscribed alone; every other call subscribes them again. */
  resubscribe?: boolean | undefined;
}

export interface WriteOptions {
  /** Creates the subscriber when the id is unknown (PUT, import); otherwise 404. */
  create: boolean;
  ifMatch?: string | undefined;
}

/**
 * `setReferred` marks a person referred only while subscribed to nothing: `newOnly` when just created,
 * `newOrNotSubscribed` also when they were subscribed to nothing before; other values are ignored.
 */
function referredAfter(flag: unknown, created: boolean, before: number, after: number, was: boolean) {
  if (after > 0) return was;
  if (flag === 'newOnly') return was || created;
  if (flag === 'newOrNotSubscribed') return was || created || before === 0;
  return was;
}

const deadRule = (id: string, what: string) =>
  invalidState(`subscriber ${id} is dead: ${what} cannot change; send dead=false to revive it first`);

async function create(trx: Transaction<Database>, bu: BusinessUnit, id: string, c: SubscriberChange) {
  if (c.newId !== undefined && c.newId !== id) throw notFound(`no subscriber ${id} to rename to ${c.newId}`);
  if (c.dead === true) throw badRequest('dead cannot be true for a new subscriber');
  const changes = c.subscriptions ? planSubscriptions(new Map(), c.subscriptions, true) : new Map();
  const lists = await planListChanges(trx, bu.id, undefined, c.targetLists, 'targetLists');
  const after = subscribedAfter(new Map(), changes);
  const row = await insertSubscriber(trx, bu.id, {
    subId: id,
    email: c.email ?? (id.includes('@') ? id : ''),
    attrs: applyAttrChanges({}, c.attrs?.changes ?? {}, true),
    referred: referredAfter(c.setReferred, true, 0, after.size, false),
  });
  if (!row) throw new ApiError('conflict', `subscriber ${id} was created by a concurrent request; retry`);
  await applyTransitions(trx, row.pk, changes, row.created_at);
  await applyListChanges(trx, row.pk, lists);
  return row;
}

/**
 * The one write path of every subscriber update resource (PUT, POST update, PUT/DELETE subscriptions, import):
 * everything is checked before anything is written, so a rejected change leaves no trace in the transaction.
 */
export async function writeSubscriber(
  app: AppContext,
  trx: Transaction<Database>,
  bu: BusinessUnit,
  id: string,
  c: SubscriberChange,
  o: WriteOptions,
): Promise<{ row: SubscriberRow; created: boolean }> {
  const row = await lockSubscriber(app.db, trx, bu.id, id);
  if (!row && !o.create) throw notFound(`no subscriber ${id}`);
  checkIfMatch(o.ifMatch, row, id);
  if (!row) return { row: await create(trx, bu, id, c), created: true };

  const wasDead = row.dead === 1;
  if (c.dead === true && !wasDead)
    throw badRequest('dead can only be set to false: subscribers become dead through the hard-bounce rules');
  const dead = wasDead && c.dead !== false;
  const rename = c.newId !== undefined && c.newId !== row.sub_id ? c.newId : undefined;
  const email = c.email !== undefined && c.email !== row.email ? c.email : undefined;
  const current = await currentStates(trx, row.pk);
  const changes = c.subscriptions
    ? planSubscriptions(current, c.subscriptions, c.resubscribe ?? true)
    : new Map<string, never>();
  const lists = await planListChanges(trx, bu.id, row.pk, c.targetLists, 'targetLists');
  if (dead) {
    if (rename !== undefined) throw deadRule(id, 'its id');
    if (email !== undefined) throw deadRule(id, 'its email');
    if (changes.size > 0) throw deadRule(id, 'its subscriptions');
    if (hasListChanges(lists)) throw deadRule(id, 'its target lists');
  }
  if (rename !== undefined && (await idTaken(trx, bu.id, rename)))
    throw new ApiError('conflict', `id ${rename} is already taken by another subscriber`);

  const patch: RowPatch = {};
  if (rename !== undefined) patch.sub_id = rename;
  if (email !== undefined) patch.email = email;
  if (wasDead && !dead) patch.dead = 0;
  if (c.attrs) {
    const before = parseAttrs(row.attrs);
    const next = applyAttrChanges(before, c.attrs.changes, c.attrs.replace);
    if (!sameAttrs(before, next)) patch.attrs = JSON.stringify(next);
  }
  const before = subscribedAfter(current, new Map());
  const after = subscribedAfter(current, changes);
  const referred = referredAfter(c.setReferred, false, before.size, after.size, row.referred === 1);
  if (referred !== (row.referred === 1)) patch.referred = referred ? 1 : 0;

  if (Object.keys(patch).length === 0 && changes.size === 0 && !hasListChanges(lists))
    return { row, created: false };
  const next = await updateSubscriber(trx, row, patch);
  await applyTransitions(trx, row.pk, changes, next.updated_at);
  await applyListChanges(trx, row.pk, lists);
  return { row: next, created: false };
}
