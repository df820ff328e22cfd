import type { Prng } from './prng';

const HOUR_MS = 3_600_000;
/** Log-normal delay with its mode at 12 h (mu - sigma^2 = ln 12): the peak the facts file describes. */
const SIGMA = 0.9;
const MU = Math.log(12) + SIGMA * SIGMA;

/** How long after delivery someone opens: peaks about 12 h, most within 2 days, a thin tail to 4 to 6 days. */
export function engagementDelayMs(rng: Prng): number {
  const u = 1 - rng.float();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
  return Math.round(Math.exp(MU + SIGMA * z) * HOUR_MS);
}

/** A count of at least 1 with the given mean: 1 plus a geometric number of repeats. */
export function countWithMean(rng: Prng, mean: number): number {
  if (mean <= 1) return 1;
  const q = 1 / mean;
  return 1 + Math.floor(Math.log(1 - rng.float()) / Math.log(1 - q));
}
