import type { RenderPerson } from '../rendering/scope';
import { findSubscriber, parseAttrs } from '../subscribers/repository';
import type { Executor } from '../tickets/ticket-store';

/**
 * The person a test or preview is rendered as: the subscriber's stored profile (or an empty one when no id is
 * given) with the override attributes applied; null removes an attribute. Undefined when the id is unknown.
 */
export async function renderPerson(
  db: Executor,
  buId: number,
  r: { id?: string | undefined; attrs: Record<string, string | number | null> },
): Promise<(RenderPerson & { token: string }) | undefined> {
  const row = r.id === undefined ? undefined : await findSubscriber(db, buId, r.id);
  if (r.id !== undefined && !row) return undefined;
  const attrs = row ? { ...parseAttrs(row.attrs) } : {};
  for (const [k, v] of Object.entries(r.attrs)) {
    if (v === null) delete attrs[k];
    else attrs[k] = v;
  }
  return { id: row?.sub_id ?? '', email: row?.email ?? '', attrs, token: row?.token ?? 'preview' };
}
