/**
 * Deep pages without walking the index from the start on every request.
 *
 * Both stores skip OFFSET rows one index entry at a time, so the page at offset 999,900 of a 1,000,000-member list
 * walked 999,900 entries on every request (31 ms on SQLite, bench B2), whatever the query. This keeps, per ordered
 * set of integer keys and per version of that set, the key found at every STRIDE-th position: an anchor. A page at
 * offset `o` then starts at the anchor at or before `o` and skips fewer than STRIDE entries.
 *
 * Anchors are found on demand, only as deep as the page asked for, by hops of STRIDE entries (one short indexed
 * query each), and are forgotten as soon as the set's version moves: the caller reads the version in the same
 * request, from a counter that changes in the same transaction as the set, so an anchor is only ever used with the
 * state it was found in (a write racing a read may shift that one page, as with any OFFSET paging).
 */

/** Entries between two anchors: the most a page skips once its anchor is known. */
export const ANCHOR_STRIDE = 1000;

export interface OrderedKeySet {
  /** Names the set across versions, e.g. a list's id and creation time (ids can be reused after a delete). */
  id: string;
  /** Moves whenever a key is added to or removed from the set. */
  version: number | string;
  /**
   * The key `skip` entries past `after` in key order, or past the start when `after` is undefined (`skip` 0 being
   * the first key); undefined beyond the end.
   */
  hop(after: number | undefined, skip: number): Promise<number | undefined>;
}

/** Where a page starts: the first key `>= from` (from the start when undefined), then `skip` entries further. */
export interface PageStart {
  from?: number;
  skip: number;
}

interface Anchors {
  version: number | string;
  /** keys[j] is the key at position (j + 1) * stride. */
  keys: number[];
  /** The set ended before the next anchor: no deeper one exists at this version. */
  ended: boolean;
}

export class OffsetAnchors {
  private readonly sets = new Map<string, Anchors>();

  constructor(
    private readonly maxSets = 256,
    readonly stride = ANCHOR_STRIDE,
  ) {}

  /** Where the page at `offset` starts, finding the anchors it needs first. */
  async locate(set: OrderedKeySet, offset: number): Promise<PageStart> {
    const wanted = Math.floor(offset / this.stride);
    if (wanted === 0) return { skip: offset };
    const anchors = this.entry(set);
    while (anchors.keys.length < wanted && !anchors.ended) {
      const known = anchors.keys.length;
      const prev = anchors.keys[known - 1];
      const key = await set.hop(prev, prev === undefined ? this.stride : this.stride - 1);
      // Another request may have found this anchor (or a newer version replaced the entry) meanwhile.
      if (anchors.keys.length !== known) continue;
      if (key === undefined) anchors.ended = true;
      else anchors.keys.push(key);
    }
    const depth = Math.min(wanted, anchors.keys.length);
    if (depth === 0) return { skip: offset };
    return { from: anchors.keys[depth - 1], skip: offset - depth * this.stride };
  }

  /** How many sets hold anchors (for tests and metrics). */
  get size(): number {
    return this.sets.size;
  }

  private entry(set: OrderedKeySet): Anchors {
    let anchors = this.sets.get(set.id);
    if (anchors?.version !== set.version) anchors = { version: set.version, keys: [], ended: false };
    // Most recently used last: the first key is the one to evict.
    this.sets.delete(set.id);
    this.sets.set(set.id, anchors);
    if (this.sets.size > this.maxSets) this.sets.delete(this.sets.keys().next().value!);
    return anchors;
  }
}
