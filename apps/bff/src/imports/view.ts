import { ApiError, type AsyncResult, type ImportFailures, type ImportView } from '@mailroom/contract';
import type { AppContext } from '../context';
import { listTickets } from '../tickets/repository';
import { isFinal, toTicketView } from '../tickets/wire';
import type { Chunk } from './csv-import';
import { rowOf } from './row-ranges';
import { findImport } from './repository';

type Counts = { completed: number; failed: number; ignored: number };

/** The import with its chunks' tickets, overall state and counts summed from the tickets' async-result counts. */
export async function importView(ctx: AppContext, id: string): Promise<ImportView> {
  const row = await findImport(ctx.db, id);
  if (!row) throw new ApiError('not_found', `no import ${id}`);
  const { rows } = await listTickets(ctx.db, { importId: id, limit: 10_000, offset: 0 });
  const tickets = rows.map(toTicketView).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const counts: Counts = { completed: 0, failed: 0, ignored: 0 };
  for (const t of tickets) {
    const c = (t.response?.counts ?? {}) as Partial<Counts>;
    counts.completed += c.completed ?? 0;
    counts.failed += c.failed ?? 0;
    counts.ignored += c.ignored ?? 0;
  }
  const rejected = JSON.parse(row.rejected) as { row: number; message: string }[];
  const pending = tickets.some((t) => !isFinal(t.state));
  const state =
    row.state === 'uploading'
      ? 'uploading'
      : pending
        ? 'processing'
        : row.state === 'failed' || tickets.some((t) => t.state === 'failed')
          ? 'failed'
          : 'completed';
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    user: { id: row.user_id, email: row.user_email },
    state,
    error: row.error,
    totalRows: row.total_rows,
    sentRows: row.sent_rows,
    rejectedRows: rejected.length,
    counts: { ...counts, failed: counts.failed + rejected.length },
    tickets,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Every failed row of an import with its CSV row number: rows rejected before sending, and each chunk's async
 * result failures mapped back through the chunk's index → row ranges.
 */
export async function importFailures(ctx: AppContext, id: string): Promise<ImportFailures> {
  const row = await findImport(ctx.db, id);
  if (!row) throw new ApiError('not_found', `no import ${id}`);
  const failures: { row: number; status: number; message: string }[] = (
    JSON.parse(row.rejected) as { row: number; message: string }[]
  ).map((r) => ({ row: r.row, status: 400, message: r.message }));
  const { rows: tickets } = await listTickets(ctx.db, { importId: id, limit: 10_000, offset: 0 });
  for (const chunk of JSON.parse(row.chunks) as Chunk[]) {
    const t = tickets.find((x) => x.id === chunk.ticketId);
    const response = t?.response ? (JSON.parse(t.response) as { asyncResultId?: string }) : undefined;
    if (!response?.asyncResultId) continue;
    const answer = await ctx.service.call<AsyncResult>(
      'GET',
      `/v2/async-results/${encodeURIComponent(response.asyncResultId)}?failed=true`,
    );
    if (answer.status !== 200) continue;
    for (const f of answer.body.failed ?? [])
      failures.push({
        row: rowOf(chunk.ranges, f.index) ?? -1,
        status: f.error.status,
        message: f.error.message,
      });
  }
  failures.sort((a, b) => a.row - b.row);
  return { id, count: failures.length, failures };
}
