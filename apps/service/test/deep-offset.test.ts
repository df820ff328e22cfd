import { describe, expect, it } from 'vitest';
import { OffsetAnchors, type OrderedKeySet } from '../src/platform/deep-offset';

/** An ordered set held in memory, counting the hops asked of it. */
function memorySet(id: string, keys: number[], version: number | string = 1) {
  const sorted = [...keys].sort((a, b) => a - b);
  const set: OrderedKeySet & { hops: number } = {
    id,
    version,
    hops: 0,
    async hop(after, skip) {
      set.hops++;
      await Promise.resolve();
      const first = after === undefined ? 0 : sorted.findIndex((k) => k > after);
      return first === -1 ? undefined : sorted[first + skip];
    },
  };
  return { set, sorted };
}

/** What the page at `offset` holds when started as `locate` says. */
function page(sorted: number[], start: { from?: number; skip: number }, limit: number) {
  const first = start.from === undefined ? 0 : sorted.findIndex((k) => k >= start.from!);
  return first === -1 ? [] : sorted.slice(first + start.skip, first + start.skip + limit);
}

describe('OffsetAnchors', () => {
  const keys = Array.from({ length: 5_432 }, (_, i) => i * 3 + (i % 7));

  it('starts every page where OFFSET would, at and around the anchors', async () => {
    const anchors = new OffsetAnchors(8, 100);
    const { set, sorted } = memorySet('a', keys);
    for (const offset of [
      0, 1, 99, 100, 101, 199, 200, 999, 1_000, 2_345, 5_399, 5_400, 5_431, 5_432, 6_000,
    ]) {
      const start = await anchors.locate(set, offset);
      if (offset < sorted.length) expect(start.skip).toBeLessThan(100);
      expect(page(sorted, start, 10)).toEqual(sorted.slice(offset, offset + 10));
    }
  });

  it('finds anchors only as deep as asked, once per version', async () => {
    const anchors = new OffsetAnchors(8, 100);
    const { set } = memorySet('a', keys);
    await anchors.locate(set, 950);
    expect(set.hops).toBe(9);
    await anchors.locate(set, 420);
    expect(set.hops).toBe(9);
    await anchors.locate(set, 1_250);
    expect(set.hops).toBe(12);
    // A new version of the set starts again from nothing.
    const moved = memorySet('a', keys.slice(1), 2);
    const start = await anchors.locate(moved.set, 1_250);
    expect(moved.set.hops).toBe(12);
    expect(page(moved.sorted, start, 5)).toEqual(moved.sorted.slice(1_250, 1_255));
  });

  it('stops at the end of the set and answers past it', async () => {
    const anchors = new OffsetAnchors(8, 100);
    const { set, sorted } = memorySet('short', keys.slice(0, 250));
    const start = await anchors.locate(set, 10_000);
    expect(set.hops).toBe(3);
    expect(page(sorted, start, 10)).toEqual([]);
    await anchors.locate(set, 20_000);
    expect(set.hops).toBe(3);
  });

  it('gives the same pages to concurrent requests finding the same anchors', async () => {
    const anchors = new OffsetAnchors(8, 100);
    const { set, sorted } = memorySet('a', keys);
    const offsets = [3_010, 2_999, 4_500, 120, 3_010];
    const starts = await Promise.all(offsets.map((o) => anchors.locate(set, o)));
    starts.forEach((start, i) =>
      expect(page(sorted, start, 7)).toEqual(sorted.slice(offsets[i], offsets[i]! + 7)),
    );
  });

  it('keeps the most recently used sets up to its bound', async () => {
    const anchors = new OffsetAnchors(2, 100);
    const a = memorySet('a', keys).set;
    await anchors.locate(a, 500);
    await anchors.locate(memorySet('b', keys).set, 500);
    await anchors.locate(a, 500);
    await anchors.locate(memorySet('c', keys).set, 500);
    expect(anchors.size).toBe(2);
    await anchors.locate(a, 500);
    expect(a.hops).toBe(5);
  });
});
