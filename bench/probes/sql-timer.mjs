// Preload for a server process (`node --import ./bench/probes/sql-timer.mjs ...`): times every better-sqlite3
// statement by its SQL text and, on SIGUSR2, prints count, total and mean per statement to stderr and resets.
// Used to see which statements a request runs and what each costs inside the real service (docs/performance.md).
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/apps/service/package.json`);
const Database = require('better-sqlite3');
const stats = new Map();
const prepare = Database.prototype.prepare;
Database.prototype.prepare = function (sql) {
  const st = prepare.call(this, sql);
  const key = sql.replace(/\s+/g, ' ').slice(0, 140);
  for (const m of ['all', 'get', 'run', 'iterate']) {
    const orig = st[m];
    st[m] = function (...args) {
      const t = process.hrtime.bigint();
      try {
        return orig.apply(this, args);
      } finally {
        const s = stats.get(key) ?? { n: 0, ns: 0n };
        s.n++;
        s.ns += process.hrtime.bigint() - t;
        stats.set(key, s);
      }
    };
  }
  return st;
};
process.on('SIGUSR2', () => {
  const rows = [...stats].sort((a, b) => Number(b[1].ns - a[1].ns));
  for (const [sql, s] of rows.slice(0, 40))
    process.stderr.write(
      `${String(s.n).padStart(8)} x ${(Number(s.ns) / s.n / 1000).toFixed(1).padStart(7)} us = ${(Number(s.ns) / 1e6).toFixed(0).padStart(6)} ms  ${sql}\n`,
    );
  process.stderr.write('--\n');
  stats.clear();
});
