import { paths } from '../config/paths';

/** One box: an e-mail address looks up by e-mail, anything else by subscriber id (the Subscribers URL). */
export function lookupHref(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const params = new URLSearchParams(text.includes('@') ? { email: text } : { id: text });
  return `${paths.subscribers}?${params.toString()}`;
}
