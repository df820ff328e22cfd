import crypto from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: session tokens, CSRF tokens and callback secrets. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * Keyed digest of a high-entropy token for storage. A plain SHA-256 would do for lookups; keying it with
 * SESSION_SECRET means a copy of the database alone cannot even be used to check a stolen token.
 */
export const digest = (secret: string, value: string) =>
  crypto.createHmac('sha256', secret).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
