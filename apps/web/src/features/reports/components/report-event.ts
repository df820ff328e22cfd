export const eventKinds = ['opens', 'clicks', 'bounces', 'unsubscribes'] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventKindLabels: Record<EventKind, string> = {
  opens: 'Opens',
  clicks: 'Clicks',
  bounces: 'Bounces',
  unsubscribes: 'Unsubscribes',
};

export const isEventKind = (value: string | null): value is EventKind =>
  (eventKinds as readonly string[]).includes(value ?? '');

export interface ReportEvent {
  subscriberId: string;
  time: string;
  /** The clicked URL for clicks, `hard`/`soft` for bounces, otherwise empty. */
  detail: string;
}

// The time is the anchor: a subscriber id may in principle hold a comma and a URL often does, so the entry is
// split at the first comma that is followed by an ISO timestamp, not at every comma.
const ENTRY = /^(.*?),(\d{4}-\d{2}-\d{2}T[^,]+)(?:,(.*))?$/s;

/** One entry of a report's event list: `<subscriberId>,<time>` plus `,<url>` or `,<hard|soft>`. */
export function parseReportEvent(entry: string): ReportEvent {
  const match = ENTRY.exec(entry);
  if (!match) return { subscriberId: entry, time: '', detail: '' };
  return { subscriberId: match[1] ?? '', time: match[2] ?? '', detail: match[3] ?? '' };
}
