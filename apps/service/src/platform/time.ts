/** Stored form: full ISO with milliseconds, so strings sort as times. */
export const nowIso = () => new Date().toISOString();

/** Wire form per the spec: `YYYY-MM-DDThh:mm:ssZ`. */
export function toWire(iso: string): string;
export function toWire(iso: string | null): string | null;
export function toWire(iso: string | null): string | null {
  return iso === null ? null : iso.slice(0, 19) + 'Z';
}
