/** One measured figure of the results table. */
export interface Figure {
  id: string;
  what: string;
  unit: string;
  /** null when the scenario failed or was skipped; `error` says why. */
  value: number | null;
  /** Human form of the target, e.g. ">= 50% of L0" or "< 20 ms". */
  target: string;
  baseline?: { name: string; value: number | null };
  /** value / baseline, where a baseline applies. */
  ratio?: number | null;
  pass: boolean | null;
  /** The same figure on PostgreSQL, where measured. */
  pg?: number | null;
  note?: string;
  error?: string;
}

type Check =
  | { kind: 'min'; limit: number }
  | { kind: 'max'; limit: number }
  | { kind: 'ratio'; min: number }
  | { kind: 'info' };

/** Builds a figure and decides pass/miss from a limit or a share of a baseline. */
export function figure(
  id: string,
  what: string,
  unit: string,
  value: number | null,
  check: Check,
  extra: Partial<Figure> = {},
): Figure {
  const base = extra.baseline?.value ?? null;
  const ratio = extra.baseline ? (value !== null && base ? value / base : null) : undefined;
  let pass: boolean | null = null;
  let target: string;
  if (check.kind === 'min') {
    target = `>= ${fmt(check.limit)} ${unit}`;
    if (value !== null) pass = value >= check.limit;
  } else if (check.kind === 'max') {
    target = `< ${fmt(check.limit)} ${unit}`;
    if (value !== null) pass = value < check.limit;
  } else if (check.kind === 'info') {
    target = 'baseline, no target';
  } else {
    target = `>= ${Math.round(check.min * 100)}% of ${extra.baseline?.name ?? 'baseline'}`;
    if (ratio !== null && ratio !== undefined) pass = ratio >= check.min;
  }
  return { id, what, unit, value, target, pass, ...(ratio !== undefined && { ratio }), ...extra };
}

export const failed = (id: string, what: string, unit: string, target: string, error: string): Figure => ({
  id,
  what,
  unit,
  value: null,
  target,
  pass: null,
  error,
});

export function fmt(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString('en-US');
  if (Math.abs(n) >= 100) return n.toFixed(0);
  if (Math.abs(n) >= 10) return n.toFixed(1);
  return n.toFixed(2);
}
