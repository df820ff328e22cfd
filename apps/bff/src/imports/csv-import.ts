import crypto from 'node:crypto';
import { ApiError, TicketSchema, type RouteDef } from '@mailroom/contract';
import type { AppContext } from '../context';
import type { Principal } from '../platform/request-types';
import { nowIso } from '../platform/time';
import { findTicket } from '../tickets/repository';
import { abandonTracking, applyServiceTicket, openTracking } from '../tickets/tracker';
import type { CsvItem } from './csv-rows';
import { insertImport, updateImport } from './repository';
import { addRow, rowSpan, type RowRanges } from './row-ranges';

export interface Chunk {
  ticketId: string;
  ranges: RowRanges;
}

/** The service refused a request: its status and body go back to the browser unchanged. */
export class ServiceRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the service answered ${status}`);
  }
}

/** Where an import's chunks go: an asynchronous contract route and the body that carries a chunk's values. */
export interface ImportTarget<T> {
  route: RouteDef;
  /** The service path, parameters filled in. */
  path: string;
  /** What the import is recorded against (list name, dataset name). */
  target: string;
  /** Ends each chunk ticket's summary: `into list x`, `into dataset y`. */
  label: string;
  body(values: T[]): unknown;
}

/** Half the service's default 16 MiB body limit: wide records end a chunk before IMPORT_CHUNK_SIZE rows. */
const MAX_CHUNK_CHARS = 8 * 1024 * 1024;

/**
 * Streams parsed CSV rows to an asynchronous import of the service in chunks of IMPORT_CHUNK_SIZE, each
 * chunk's ticket tracked under one import id with the map from its async-result indexes back to CSV rows. Rows
 * rejected while parsing are kept with their row number. Returns the import id.
 */
export async function runCsvImport<T>(
  ctx: AppContext,
  who: Principal,
  target: ImportTarget<T>,
  items: AsyncIterable<CsvItem<T>>,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  await insertImport(ctx.db, {
    id,
    kind: target.route.id,
    target: target.target,
    user_id: who.userId,
    user_email: who.email,
    state: 'uploading',
    total_rows: 0,
    sent_rows: 0,
    rejected: '[]',
    chunks: '[]',
    error: null,
    created_at: now,
    updated_at: now,
  });
  const rejected: { row: number; message: string }[] = [];
  const chunks: Chunk[] = [];
  let values: T[] = [];
  let ranges: RowRanges = [];
  let chars = 0;
  let total = 0;
  let sent = 0;

  const sendChunk = async () => {
    const [first, last] = rowSpan(ranges);
    const ticketId = await sendTracked(
      ctx,
      who,
      target,
      values,
      `CSV rows ${first}-${last} ${target.label}`,
      id,
    );
    chunks.push({ ticketId, ranges });
    sent += values.length;
    values = [];
    ranges = [];
    chars = 0;
    await updateImport(ctx.db, id, {
      chunks: JSON.stringify(chunks),
      sent_rows: sent,
      total_rows: total,
      updated_at: nowIso(),
    });
  };

  try {
    for await (const item of items) {
      if (++total > ctx.config.IMPORT_MAX_ROWS)
        throw new ApiError('payload_too_large', `the file has more than ${ctx.config.IMPORT_MAX_ROWS} rows`);
      if ('error' in item) {
        rejected.push({ row: item.row, message: item.error });
        continue;
      }
      const size = JSON.stringify(item.value).length + 1;
      if (values.length > 0 && chars + size > MAX_CHUNK_CHARS) await sendChunk();
      addRow(ranges, values.length, item.row);
      values.push(item.value);
      chars += size;
      if (values.length >= ctx.config.IMPORT_CHUNK_SIZE) await sendChunk();
    }
    if (values.length > 0) await sendChunk();
    await updateImport(ctx.db, id, {
      state: 'submitted',
      total_rows: total,
      rejected: JSON.stringify(rejected),
      updated_at: nowIso(),
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await updateImport(ctx.db, id, {
      state: 'failed',
      total_rows: total,
      rejected: JSON.stringify(rejected),
      error: message.slice(0, 1000),
      updated_at: nowIso(),
    });
    if (chunks.length === 0) throw err;
    // Earlier chunks are in flight and tracked: report the partial import instead of hiding it behind an error.
  }
  return id;
}

/** Opens tracking, sends one chunk with the BFF's callback address, and records the service's ticket. */
async function sendTracked<T>(
  ctx: AppContext,
  who: Principal,
  target: ImportTarget<T>,
  values: T[],
  summary: string,
  importId: string,
): Promise<string> {
  const tracking = await openTracking(ctx, who, target.route, target.path, summary, importId);
  const q = new URLSearchParams({ responseUri: tracking.callbackUrl, responseRef: tracking.id });
  let answer;
  try {
    answer = await ctx.service.call('POST', `${target.path}?${q.toString()}`, { body: target.body(values) });
  } catch (err) {
    await abandonTracking(ctx, tracking.id);
    throw err;
  }
  const ticket = TicketSchema.safeParse(answer.body);
  if (answer.status !== 202 || !ticket.success) {
    await abandonTracking(ctx, tracking.id);
    throw new ServiceRefused(answer.status, answer.body);
  }
  const row = await findTicket(ctx.db, tracking.id);
  if (row) await applyServiceTicket(ctx, row, ticket.data, 'accepted');
  return tracking.id;
}
