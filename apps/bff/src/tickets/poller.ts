import type { AppContext } from '../context';
import { isoIn, nowIso } from '../platform/time';
import { dueForPoll, updateTicket } from './repository';
import { failTicket, nextPollDelay, refreshFromService } from './tracker';

/**
 * Polls tickets whose final state has not arrived by callback: first after TICKET_POLL_MS, then backing off to
 * TICKET_POLL_MAX_MS, until completed or failed. The schedule lives in the database (poll_at), so polling
 * resumes after a restart and several BFF processes share the work: each claims a ticket by moving its poll_at
 * forward under the row's version before calling the service.
 */
export class TicketPoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly ctx: AppContext) {}

  start() {
    this.stopped = false;
    const every = Math.max(50, Math.min(1000, Math.floor(this.ctx.config.TICKET_POLL_MS / 2)));
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((err: unknown) => this.ctx.log.error({ err }, 'ticket poll failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, every);
        });
    };
    this.timer = setTimeout(loop, every);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  async tick() {
    const due = await dueForPoll(this.ctx.db, nowIso(), 50);
    await Promise.all(
      due.map((row) => this.pollOne(row.id, row.version, row.poll_count, row.service_ticket_id, row)),
    );
  }

  private async pollOne(
    id: string,
    version: number,
    pollCount: number,
    serviceTicketId: string | null,
    row: Parameters<typeof failTicket>[1],
  ) {
    if (!serviceTicketId) {
      await failTicket(this.ctx, row, 'the BFF stopped before the service acknowledged the request');
      return;
    }
    // The claim: whoever moves poll_at first polls; a failed poll is retried at the backed-off time.
    const claimed = await updateTicket(this.ctx.db, id, version, {
      poll_at: isoIn(nextPollDelay(this.ctx, pollCount + 1)),
    });
    if (!claimed) return;
    try {
      await refreshFromService(this.ctx, id, 'poll');
    } catch (err) {
      this.ctx.log.warn({ err, ticket: id }, 'ticket poll did not reach the service; will retry');
    }
  }
}
