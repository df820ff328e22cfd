import { z } from 'zod';
import { AsyncQuerySchema, queryInt, TimestampSchema } from '../primitives';
import { parseDuration, parseInterval, type Interval } from '../time-input';
import { MasterIdSchema } from './masters';

export const REPORT_RETENTION_DAYS = 7;
export const DEFAULT_REPORT_DAYS = 7;
/** Event-list entries per GET: a master can have a million events, so the lists are paged. */
export const REPORT_PAGE_DEFAULT = 1000;
export const REPORT_PAGE_MAX = 10_000;

const periodMessage =
  'must be an ISO 8601 interval start/end with the end after the start, ' +
  'like 2026-06-01T00:00:00Z/2026-06-08T00:00:00Z (start/P7D and P7D/end also work), ' +
  'or a duration like P3D meaning the last 3 days';

/**
 * A report period: an ISO 8601 interval, or a bare duration (`P3D`, `PT12H`, `P2W`) counted back from the moment
 * of the request. Parsed to its UTC start and end.
 */
export const ReportPeriodSchema = z
  .string({ error: periodMessage })
  .transform((v, ctx): Interval => {
    const interval = parseInterval(v);
    if (interval) return interval;
    const span = parseDuration(v);
    if (span !== undefined && span > 0) {
      const end = Date.now();
      return { start: new Date(end - span).toISOString(), end: new Date(end).toISOString() };
    }
    ctx.addIssue({ code: 'custom', message: periodMessage });
    return z.NEVER;
  })
  .meta({ example: 'P3D' });

/** Each event list is included only when its flag is true; the KPIs are always there. */
export const ReportRequestBodySchema = AsyncQuerySchema.extend({
  filters: z.object({
    masterId: MasterIdSchema,
    period: ReportPeriodSchema.optional().describe(
      'ISO 8601 interval, or a duration counted back from the request (P3D: the last 3 days); ' +
        'absent: the last seven days',
    ),
    unsubscribes: z.boolean().default(false),
    opens: z.boolean().default(false),
    clicks: z.boolean().default(false),
    bounces: z.boolean().default(false),
  }),
});
export type ReportRequestBody = z.infer<typeof ReportRequestBodySchema>;

export const ReportParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The event lists of a report, in the order the response lays them out. */
export const REPORT_LISTS = ['unsubscribes', 'opens', 'clicks', 'bounces'] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

const listsMessage = `must be a comma-separated list of ${REPORT_LISTS.join(', ')}`;
const cursorMessage =
  'must be the next value of a previous page of the same list (an opaque cursor), used with lists naming that ' +
  'one list and without offset';

/** Where a keyset page of one list starts: after the entry at (time, id) of that list. */
export interface ReportCursor {
  list: ReportList;
  time: string;
  id: number;
}

/** The opaque `next` cursor: base64url of `<list>|<stored time>|<event id>`. */
export function encodeReportCursor(c: ReportCursor): string {
  return btoa(`${c.list}|${c.time}|${c.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(v: string): string | undefined {
  try {
    return atob(v.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

export function decodeReportCursor(v: string): ReportCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(v)) return undefined;
  const m = /^([a-z]+)\|([0-9T:.+\- Z]{10,40})\|(\d{1,15})$/.exec(fromBase64Url(v) ?? '');
  if (!m || !(REPORT_LISTS as readonly string[]).includes(m[1] ?? '')) return undefined;
  return { list: m[1] as ReportList, time: m[2] ?? '', id: Number(m[3]) };
}

/**
 * Paging of the event lists: the same window applies to each list that the report holds. Extensions: `lists`
 * narrows the response to some of the report's lists, and `after` pages one list by keyset instead of offset.
 */
export const ReportQuerySchema = z
  .object({
    limit: queryInt(0, REPORT_PAGE_MAX, REPORT_PAGE_DEFAULT).describe(
      `entries of each event list (0 to ${REPORT_PAGE_MAX}, default ${REPORT_PAGE_DEFAULT})`,
    ),
    offset: queryInt(0, Number.MAX_SAFE_INTEGER, 0).describe('entries of each event list to skip'),
    lists: z
      .string({ error: listsMessage })
      .transform((v, ctx): ReportList[] => {
        const names = v.split(',').map((n) => n.trim());
        if (names.some((n) => !(REPORT_LISTS as readonly string[]).includes(n))) {
          ctx.addIssue({ code: 'custom', message: listsMessage });
          return z.NEVER;
        }
        return REPORT_LISTS.filter((n) => names.includes(n));
      })
      .optional()
      .describe(
        `extension: the event lists to return, comma-separated (${REPORT_LISTS.join(', ')}); ` +
          'absent: every list the report was requested with. A list the report was not requested with stays absent.',
      )
      .meta({ example: 'opens' }),
    after: z
      .string({ error: cursorMessage })
      .transform((v, ctx): ReportCursor => {
        const c = decodeReportCursor(v);
        if (c) return c;
        ctx.addIssue({ code: 'custom', message: cursorMessage });
        return z.NEVER;
      })
      .optional()
      .describe(
        'extension: keyset paging of one list: the next value of the previous page; needs lists naming that ' +
          'one list, and no offset. Each page then costs the same however deep into the list.',
      ),
  })
  .superRefine((q, ctx) => {
    if (q.after === undefined) return;
    if (q.lists?.length !== 1 || q.lists[0] !== q.after.list || q.offset !== 0)
      ctx.addIssue({ code: 'custom', path: ['after'], message: cursorMessage });
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const eventList = (format: string) =>
  z
    .array(z.string())
    .optional()
    .describe(
      `present when requested; each entry is "${format}", oldest first; paged by limit/offset, ` +
        'the list total is the matching count',
    );

/** Spec 2.10, plus unique counts, deliveries and an hourly timeline (extensions). */
export const MasterEventReportSchema = z
  .object({
    id: z.string(),
    requestedAt: TimestampSchema.describe('extension'),
    expiresAt: TimestampSchema.describe('extension: seven days after the request; then 404'),
    offset: z.int().describe('extension: entries of each event list skipped'),
    limit: z.int().describe('extension: most entries of each event list in this response'),
    filters: z.object({
      masterId: z.string(),
      period: z.string().describe('the interval covered, as start/end in UTC'),
      unsubscribes: z.boolean(),
      opens: z.boolean(),
      clicks: z.boolean(),
      bounces: z.boolean(),
    }),
    counts: z.object({
      sent: z.int(),
      opens: z.int().describe('every open, repeated opens included'),
      clicks: z.int().describe('every click, repeated clicks included'),
      bounces: z.int(),
      unsubscribes: z.int(),
      uniqueOpens: z.boolean().describe('whether opens counts each subscriber once: always false here'),
      uniqueClicks: z.boolean().describe('whether clicks counts each subscriber once: always false here'),
      uniqueOpenCount: z.int().describe('extension: subscribers who opened'),
      uniqueClickCount: z.int().describe('extension: subscribers who clicked'),
      delivered: z.int().describe('extension: deliveries recorded'),
    }),
    unsubscribes: eventList('<subscriberId>,<time>'),
    opens: eventList('<subscriberId>,<time>'),
    clicks: eventList('<subscriberId>,<time>,<url>'),
    bounces: eventList('<subscriberId>,<time>,<hard|soft>'),
    next: z
      .string()
      .optional()
      .describe(
        'extension: present when lists named one list and this page of it was full: pass it as after to read ' +
          'the next page',
      ),
    timeline: z
      .array(z.object({ hour: TimestampSchema, opens: z.int(), clicks: z.int() }))
      .describe(
        'extension: opens and clicks per hour, from the first event of the period to the last open or click, ' +
          'hours without events included',
      ),
  })
  .meta({ id: 'MasterEventReport' });
export type MasterEventReport = z.infer<typeof MasterEventReportSchema>;
