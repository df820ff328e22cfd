import {
  ApiError,
  type ReportList,
  ErrorBodySchema,
  MasterEventReportSchema,
  type MasterEventReport,
} from '@mailroom/contract';
import type { AppContext } from '../context';

/** Which lists a read asks for, and where a keyset read of one list resumes (the service's extensions). */
export interface ReportReadOptions {
  lists?: readonly ReportList[];
  after?: string | undefined;
}

/**
 * One page of a report from the service (`limit` entries of each requested event list from `offset`, or of the
 * one list of `opts.lists` after the cursor `opts.after`). The
 * service's 404s (unknown, not ready, failed, expired) keep their message; anything else unexpected is a 502
 * (504 on a timeout).
 */
export async function readReport(
  ctx: AppContext,
  id: string,
  limit: number,
  offset: number,
  opts: ReportReadOptions = {},
): Promise<MasterEventReport> {
  const q = new URLSearchParams({ limit: String(limit) });
  if (offset > 0 || opts.after === undefined) q.set('offset', String(offset));
  if (opts.lists) q.set('lists', opts.lists.join(','));
  if (opts.after !== undefined) q.set('after', opts.after);
  const answer = await ctx.service
    .call('GET', `/v2/reports/master-events/${encodeURIComponent(id)}?${q.toString()}`)
    .catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      const timeout = err instanceof Error && err.name === 'TimeoutError';
      throw timeout
        ? new ApiError('gateway_timeout', `the service did not answer for report ${id} in time`)
        : new ApiError('bad_gateway', 'the service could not be reached');
    });
  if (answer.status === 200) {
    const report = MasterEventReportSchema.safeParse(answer.body);
    if (report.success) return report.data;
    throw new ApiError(
      'bad_gateway',
      `the service answered report ${id} with something that is not a report`,
    );
  }
  throw reportReadError(id, answer.status, answer.body);
}

/** What a failed read of report `id` becomes for the console. */
export function reportReadError(id: string, status: number, body: unknown): ApiError {
  const error = ErrorBodySchema.safeParse(body);
  if (status === 404) return new ApiError('not_found', error.data?.message ?? `no report ${id}`);
  // A 401 or 403 here is about the BFF's own credentials, not the user's: not theirs to fix, so a 502.
  if (error.success && status === 400) return new ApiError(error.data.code, error.data.message);
  return new ApiError('bad_gateway', `the service answered ${status} for report ${id}`);
}
