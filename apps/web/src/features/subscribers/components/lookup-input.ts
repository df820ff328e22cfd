import { EmailSchema, SubscriberIdSchema } from '@mailroom/contract';
import type { SubscriberLookup } from '../api/lookup-subscriber';

export type LookupMode = SubscriberLookup['by'];
export interface LookupValues {
  email: string;
  id: string;
  s: string;
  i: string;
}
export type LookupErrors = Partial<Record<keyof LookupValues, string>>;
export type LookupParse = { ok: true; lookup: SubscriberLookup } | { ok: false; errors: LookupErrors };

/**
 * Checks the look-up form before anything is sent. Mailroom stores e-mail addresses in lower case and the API
 * rejects mixed case, so a mixed-case address is caught here with the lower-case form to use instead.
 */
export function parseLookup(mode: LookupMode, values: LookupValues): LookupParse {
  if (mode === 'email') {
    const email = values.email.trim();
    if (email === '') return { ok: false, errors: { email: 'Enter an e-mail address.' } };
    if (email !== email.toLowerCase())
      return {
        ok: false,
        errors: {
          email: `E-mail addresses are lower case in Mailroom: look up ${email.toLowerCase()} instead.`,
        },
      };
    if (!EmailSchema.safeParse(email).success)
      return { ok: false, errors: { email: 'Enter an e-mail address like jane@example.com.' } };
    return { ok: true, lookup: { by: 'email', email } };
  }
  if (mode === 'id') {
    const id = values.id.trim();
    if (id === '') return { ok: false, errors: { id: 'Enter a subscriber id.' } };
    if (!SubscriberIdSchema.safeParse(id).success)
      return {
        ok: false,
        errors: {
          id:
            id.length > 255
              ? 'Ids are at most 255 characters.'
              : `An id that is an e-mail is lower case: ${id.toLowerCase()}.`,
        },
      };
    return { ok: true, lookup: { by: 'id', id } };
  }
  const s = values.s.trim();
  const i = values.i.trim();
  const errors: LookupErrors = {};
  if (s === '') errors.s = 'Enter the s value from the link.';
  if (i === '') errors.i = 'Enter the i value from the link.';
  if (s.length > 200) errors.s = 'At most 200 characters.';
  if (i.length > 200) errors.i = 'At most 200 characters.';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, lookup: { by: 'si', s, i } };
}

/** The look-up a URL describes (?email=, ?id= or ?s=&i=), so results can be linked to and reloaded. */
export function lookupFromParams(params: URLSearchParams): SubscriberLookup | null {
  const email = params.get('email');
  if (email) return { by: 'email', email };
  const id = params.get('id');
  if (id) return { by: 'id', id };
  const s = params.get('s');
  const i = params.get('i');
  if (s && i) return { by: 'si', s, i };
  return null;
}

export function lookupToParams(lookup: SubscriberLookup): Record<string, string> {
  if (lookup.by === 'email') return { email: lookup.email };
  if (lookup.by === 'id') return { id: lookup.id };
  return { s: lookup.s, i: lookup.i };
}
