import crypto from 'node:crypto';

/**
 * Tracking URLs carry `<messageId>-<secret>`: the secret is 128 random bits stored with the message, so a URL
 * cannot be guessed or forged from a message id, and no server key has to be kept or rotated.
 */
export const newSecret = () => crypto.randomBytes(16).toString('hex');

export const trackingToken = (messageId: string, secret: string) => `${messageId}-${secret}`;

export function parseToken(token: string): { messageId: string; secret: string } | undefined {
  const m = /^(\d{1,30})-([0-9a-f]{32})$/.exec(token);
  return m ? { messageId: m[1]!, secret: m[2]! } : undefined;
}

export function secretMatches(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface TrackingUrls {
  open: string;
  click(index: number): string;
  unsubscribe: string;
}

export function trackingUrls(base: string, messageId: string, secret: string, subscriberToken: string) {
  const token = trackingToken(messageId, secret);
  return {
    open: `${base}/t/o/${token}.gif`,
    click: (index: number) => `${base}/t/c/${token}/${index}`,
    unsubscribe: `${base}/u?s=${encodeURIComponent(subscriberToken)}&i=${messageId}`,
  } satisfies TrackingUrls;
}
