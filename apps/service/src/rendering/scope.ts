/** Who a message is rendered for: the stored profile with any overrides already applied. */
export interface RenderPerson {
  id: string;
  email: string;
  attrs: Record<string, string | number>;
}

/**
 * The variables a template sees: every profile attribute at the top level (`{{ firstName }}`) and under
 * `subscriber` (`{{ subscriber.firstName }}`), plus `id`, `email`, `messageId` and `unsubscribeUrl`, which an
 * attribute of the same name cannot shadow.
 */
export function renderScope(p: RenderPerson, m: { messageId: string; unsubscribeUrl: string }) {
  const subscriber = { ...p.attrs, id: p.id, email: p.email };
  return { ...p.attrs, id: p.id, email: p.email, subscriber, ...m };
}
