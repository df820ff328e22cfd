import crypto from 'node:crypto';
import type { RenderedMessage } from '@mailroom/contract';
import type { CompiledTemplate } from '../rendering/render-message';
import { renderScope, type RenderPerson } from '../rendering/scope';
import { instrumentHtml, instrumentText } from '../tracking/instrument';
import { newSecret, trackingUrls } from '../tracking/tokens';
import type { MasterTemplate } from './template-source';

/** `messages.content`: the message as delivered, plus what the tracking routes need to answer. */
export interface StoredContent {
  headers: RenderedMessage['headers'];
  html: string;
  text: string;
  /** The tracked URLs by link index: the only places a click redirect can lead. */
  links: string[];
  secret: string;
  unsubscribeUrl: string;
}

/** Test sends prefix the subject with exactly this. */
export const PREVIEW_PREFIX = 'PREVIEW ';

let sequence = 0;

/**
 * Message ids are digits (the `i` of unsubscribe links): milliseconds, a per-process sequence (unique within a
 * millisecond) and 6 random digits (unique across processes sharing a PostgreSQL store).
 */
export function newMessageId(): string {
  sequence = (sequence + 1) % 1000;
  const rand = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  return `${Date.now()}${String(sequence).padStart(3, '0')}${rand}`;
}

export function envelopeHeaders(t: MasterTemplate, subject: string): RenderedMessage['headers'] {
  const e = t.envelope;
  return {
    subject,
    'friendly-from': e.fromFriendly,
    name: t.name,
    campaign: t.campaign,
    from: e.from,
    ...(e.replyTo ? { 'reply-to': e.replyTo, 'reply-to-friendly': e.replyToFriendly } : {}),
    ...(t.keywords ? { keywords: t.keywords } : {}),
    encoding: e.encoding,
  };
}

export interface ComposeInput {
  base: string;
  template: MasterTemplate;
  compiled: CompiledTemplate;
  person: RenderPerson;
  messageId: string;
  /** The `s` of the unsubscribe link; test recipients, who are not subscribers, get `preview`. */
  subscriberToken: string;
  test: boolean;
}

/** Renders one recipient's message and makes it trackable. Throws TemplateError. */
export async function composeMessage(c: ComposeInput): Promise<StoredContent> {
  const secret = newSecret();
  const urls = trackingUrls(c.base, c.messageId, secret, c.subscriberToken);
  const r = await c.compiled.render(
    renderScope(c.person, { messageId: c.messageId, unsubscribeUrl: urls.unsubscribe }),
  );
  const { html, links } = instrumentHtml(r.html, urls);
  const subject = c.test ? `${PREVIEW_PREFIX}${r.subject}` : r.subject;
  return {
    headers: envelopeHeaders(c.template, subject),
    html,
    text: instrumentText(r.text, urls),
    links,
    secret,
    unsubscribeUrl: urls.unsubscribe,
  };
}
