/**
 * Where the e2e stack listens. `E2E_STACK=<n>` moves every port by 20·n and gives the stack its own data
 * directory, so several runs (two engineers, or a run beside `npm start`) never collide.
 */
const stack = Number(process.env.E2E_STACK ?? 0);
if (!Number.isInteger(stack) || stack < 0 || stack > 9) throw new Error('E2E_STACK must be an integer 0..9');
const base = 4100 + 20 * stack;

/** Ports fetch() refuses to connect to (WHATWG "bad ports"): the BFF's own service calls use fetch. */
const FETCH_BLOCKED = new Set([4190]);

export const e2ePorts = {
  bff: base,
  service: FETCH_BLOCKED.has(base + 10) ? base + 11 : base + 10,
  smtp: base + 15,
  /** The SMTP sink's HTTP side, where specs read the messages it caught. */
  smtpInbox: base + 16,
};
export const e2eStackDir = stack === 0 ? 'test-results/e2e-stack' : `test-results/e2e-stack-${stack}`;
/** Traces and screenshots: Playwright empties this at start, so each stack has its own. */
export const e2eOutputDir = stack === 0 ? 'test-results/e2e' : `test-results/e2e-${stack}`;
