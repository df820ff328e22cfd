import type { UserAttrs } from '@mailroom/contract';
import type { BusinessUnit } from '../platform/auth';
import { typeUserAttrs } from './attributes';
import { canonicalDivisions, checkWildcards, type ChangeSet } from './subscription-plan';
import type { SubscriberChange } from './write-subscriber';

interface ChangeInput {
  id?: string | undefined;
  email?: string | undefined;
  dead?: boolean | undefined;
  profile?: { userAttrs: UserAttrs } | undefined;
  subscriptions?: (ChangeSet & { setReferred?: unknown }) | undefined;
  targetLists?: ChangeSet | undefined;
}

/**
 * Types a request body (or an import record) against the unit: profile attributes by the profile schema,
 * divisions by the company's divisions. `replace` is PUT's full-replace semantics for attributes.
 */
export function toChange(bu: BusinessUnit, input: ChangeInput, replace: boolean): SubscriberChange {
  const change: SubscriberChange = {
    newId: input.id,
    email: input.email,
    dead: input.dead,
  };
  if (input.profile || replace)
    change.attrs = {
      changes: typeUserAttrs(
        input.profile?.userAttrs ?? [],
        bu.settings.profileAttributes,
        'profile.userAttrs',
      ),
      replace,
    };
  if (input.subscriptions) {
    const { setReferred, ...cs } = input.subscriptions;
    change.subscriptions = canonicalDivisions(cs, bu.settings, 'subscriptions');
    change.setReferred = setReferred;
  }
  if (input.targetLists) {
    checkWildcards(input.targetLists, 'targetLists');
    change.targetLists = input.targetLists;
  }
  return change;
}
