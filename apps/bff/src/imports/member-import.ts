import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { ApiError, routes, TicketSchema } from '@mailroom/contract';
import type { AppContext } from '../context';
import type { Principal } from '../platform/request-types';
import { nowIso } from '../platform/time';
import { findTicket } from '../tickets/repository';
import { abandonTracking, applyServiceTicket, openTracking } from '../tickets/tracker';
import { addRow, csvIds, type RowRanges } from './csv-ids';
import { insertImport, updateImport } from './repository';

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

/**
 * Streams a CSV of subscriber ids into a list: rows are parsed as they arrive and sent to the service's member
 * import in chunks of IMPORT_CHUNK_SIZE, each chunk's ticket tracked under one import id with the map from its
 * async-result indexes back to CSV rows. Rows rejected locally (empty id) are kept with their row number.
 */
export async function importMembersCsv(ctx: AppContext, who: Principal, listname: string, input: Readable) {
  const id = crypto.randomUUID();
  const route = routes.importTargetListMembers;
  const path = `/v2/target-lists/${encodeURIComponent(listname)}/members/import`;
  const now = nowIso();
  await insertImport(ctx.db, {
    id,
    kind: route.id,
    target: listname,
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
  let ids: string[] = [];
  let ranges: RowRanges = [];
  let total = 0;
  let sent = 0;

  const sendChunk = async () => {
    const first = ranges[0]?.[1] ?? 0;
    const last = ranges.length ? ranges[ranges.length - 1]![1] + ranges[ranges.length - 1]![2] - 1 : 0;
    const tracking = await openTracking(
      ctx,
      who,
      route,
      path,
      `CSV rows ${first}-${last} into list ${listname}`,
      id,
    );
    const q = new URLSearchParams({ responseUri: tracking.callbackUrl, responseRef: tracking.id });
    let answer;
    try {
      answer = await ctx.service.call('POST', `${path}?${q.toString()}`, {
        body: { members: ids.map((x) => ({ id: x })) },
      });
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
    chunks.push({ ticketId: tracking.id, ranges });
    sent += ids.length;
    ids = [];
    ranges = [];
    await updateImport(ctx.db, id, {
      chunks: JSON.stringify(chunks),
      sent_rows: sent,
      total_rows: total,
      updated_at: nowIso(),
    });
  };

  try {
    for await (const item of csvIds(input)) {
      if (++total > ctx.config.IMPORT_MAX_ROWS)
        throw new ApiError('payload_too_large', `the file has more than ${ctx.config.IMPORT_MAX_ROWS} rows`);
      if ('error' in item) {
        rejected.push({ row: item.row, message: item.error });
        continue;
      }
      addRow(ranges, ids.length, item.row);
      ids.push(item.id);
      if (ids.length >= ctx.config.IMPORT_CHUNK_SIZE) await sendChunk();
    }
    if (ids.length > 0) await sendChunk();
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
