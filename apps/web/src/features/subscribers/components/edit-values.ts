import { EmailOrEmptySchema, type AttributeDef, type Subscriber, type UserAttrs } from '@mailroom/contract';
import type { SubscriberUpdate } from '../api/update-subscriber';

export interface ProfileValues {
  email: string;
  /** The text of each schema attribute's field; "" clears the attribute. */
  attrs: Record<string, string>;
}
export type ProfileErrors = Partial<Record<string, string>>;
export type ProfileParse = { ok: true; body: SubscriberUpdate | null } | { ok: false; errors: ProfileErrors };

type AttrValue = string | number | null;

export const attrField = (name: string) => `attr.${name}`;

function storedAttrs(subscriber: Subscriber): Record<string, AttrValue> {
  return Object.assign({}, ...(subscriber.profile?.userAttrs ?? [])) as Record<string, AttrValue>;
}

export function profileValuesOf(subscriber: Subscriber, defs: AttributeDef[]): ProfileValues {
  const stored = storedAttrs(subscriber);
  const attrs: Record<string, string> = {};
  for (const d of defs) attrs[d.attributeName] = stored[d.attributeName]?.toString() ?? '';
  return { email: subscriber.email, attrs };
}

/** Why an e-mail cannot be sent, in words for the form; undefined when the service will take it. */
export function emailProblem(email: string): string | undefined {
  if (email !== email.toLowerCase())
    return `E-mail addresses are lower case in Mailroom: use ${email.toLowerCase()}.`;
  if (!EmailOrEmptySchema.safeParse(email).success) return 'Enter an e-mail address like jane@example.com.';
  return undefined;
}

function typedValue(def: AttributeDef, text: string): { value: AttrValue } | { error: string } {
  if (text.trim() === '') return { value: null };
  if (def.type === 'Number') {
    if (!/^[+-]?\d{1,16}$/.test(text.trim())) return { error: 'Enter a whole number.' };
    const n = Number(text.trim());
    if (def.min !== undefined && n < def.min) return { error: `Enter ${def.min} or more.` };
    if (def.max !== undefined && n > def.max) return { error: `Enter ${def.max} or less.` };
    return { value: n };
  }
  if (def.length !== undefined && text.length > def.length)
    return { error: `Use at most ${def.length} characters.` };
  return { value: text };
}

/**
 * Checks the profile form and builds the partial update: only the e-mail if it changed and only the
 * attributes whose value differs from what was loaded (null clears one), so a save never overwrites a field
 * the user did not touch. `body` is null when nothing changed.
 */
export function profileUpdate(
  subscriber: Subscriber,
  defs: AttributeDef[],
  values: ProfileValues,
): ProfileParse {
  const errors: ProfileErrors = {};
  const email = values.email.trim();
  const body: SubscriberUpdate = {};
  if (email !== subscriber.email) {
    const problem = emailProblem(email);
    if (problem) errors.email = problem;
    else body.email = email;
  }
  const stored = storedAttrs(subscriber);
  const changed: UserAttrs = [];
  for (const def of defs) {
    const typed = typedValue(def, values.attrs[def.attributeName] ?? '');
    if ('error' in typed) {
      errors[attrField(def.attributeName)] = typed.error;
      continue;
    }
    if (typed.value !== (stored[def.attributeName] ?? null))
      changed.push({ [def.attributeName]: typed.value });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (changed.length > 0) body.profile = { userAttrs: changed };
  return { ok: true, body: Object.keys(body).length > 0 ? body : null };
}

/** The divisions to add and remove to go from the subscribed set to the chosen one; null when they match. */
export function subscriptionUpdate(
  subscribed: readonly string[],
  chosen: readonly string[],
): { add?: string[]; remove?: string[] } | null {
  const add = chosen.filter((d) => !subscribed.includes(d));
  const remove = subscribed.filter((d) => !chosen.includes(d));
  if (add.length === 0 && remove.length === 0) return null;
  return { ...(add.length > 0 && { add }), ...(remove.length > 0 && { remove }) };
}
