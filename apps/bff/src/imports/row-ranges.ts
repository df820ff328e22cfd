/** [firstIndex, firstRow, length] runs: a chunk's async-result index → CSV row map, compact for typical files. */
export type RowRanges = [number, number, number][];

export function addRow(ranges: RowRanges, index: number, row: number) {
  const last = ranges[ranges.length - 1];
  if (last && last[0] + last[2] === index && last[1] + last[2] === row) last[2]++;
  else ranges.push([index, row, 1]);
}

export function rowOf(ranges: RowRanges, index: number): number | undefined {
  for (const [first, row, length] of ranges)
    if (index >= first && index < first + length) return row + index - first;
  return undefined;
}

/** The first and last CSV rows a chunk holds, for its ticket's summary. */
export function rowSpan(ranges: RowRanges): [number, number] {
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  return [first?.[1] ?? 0, last ? last[1] + last[2] - 1 : 0];
}
