import type { Db } from '../db/schema';
import type { TicketRow } from './repository';
import { changedSince } from './repository';

type Listener = (row: TicketRow) => void;

/**
 * Turns ticket changes into events for SSE streams. It watches the database rather than an in-process emitter,
 * so a change made by any BFF process sharing the store (callback, poll) reaches every stream; local changes
 * poke it to look at once. Rows are read with a look-back window and de-duplicated by version.
 */
export class TicketWatcher {
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Map<string, { version: number; at: string }>();
  private watermark = new Date().toISOString();
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    private readonly everyMs = 250,
    private readonly lookBackMs = 5_000,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount() {
    return this.listeners.size;
  }

  start() {
    this.timer = setInterval(() => this.poke(), this.everyMs);
  }

  stop() {
    clearInterval(this.timer);
    this.listeners.clear();
  }

  poke() {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.scan()
      .catch(this.onError)
      .finally(() => {
        this.busy = false;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  private async scan() {
    if (this.listeners.size === 0) {
      this.watermark = new Date().toISOString();
      return;
    }
    const since = new Date(Date.parse(this.watermark) - this.lookBackMs).toISOString();
    const rows = await changedSince(this.db, since);
    for (const row of rows) {
      const prev = this.seen.get(row.id);
      if (prev && prev.version >= row.version) continue;
      this.seen.set(row.id, { version: row.version, at: row.updated_at });
      if (row.updated_at > this.watermark) this.watermark = row.updated_at;
      for (const l of this.listeners) l(row);
    }
    for (const [id, s] of this.seen) if (s.at < since) this.seen.delete(id);
  }
}
