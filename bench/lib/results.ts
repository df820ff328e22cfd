import fs from 'node:fs';
import path from 'node:path';
import type { DatasetMeta } from './dataset-meta';
import { fmt, type Figure } from './figures';
import type { MachineInfo } from './machine';
import { ROOT } from './proc';

export interface RunResult {
  machine: MachineInfo;
  size: string;
  dataset: Omit<DatasetMeta, 'sampleEmails' | 'apiKey'>;
  pg?: { url: string; size: string; note: string };
  figures: Figure[];
  notes: string[];
  durationS: number;
}

const verdict = (f: Figure) => (f.error ? 'FAILED' : f.pass === null ? '–' : f.pass ? 'pass' : 'MISS');

export function toMarkdown(r: RunResult): string {
  const m = r.machine;
  const d = r.dataset;
  const hasPg = r.figures.some((f) => f.pg !== undefined);
  const lines = [
    `# Benchmark results: ${m.date.slice(0, 10)} (${r.size})`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.platform}`,
    `- Node ${m.node}; load average at start ${m.loadavgStart.join(' / ')}, at end ${m.loadavgEnd?.join(' / ') ?? '–'} (1/5/15 min; the box is shared, so high load means noisy numbers)`,
    `- Dataset (SQLite): ${d.subscribers.toLocaleString('en-US')} subscribers, ${d.lists} lists (big list ${d.bigListMembers.toLocaleString('en-US')} members), ${d.masters} masters, ${d.events.toLocaleString('en-US')} events (big master ${d.bigMasterEvents.toLocaleString('en-US')}); built in ${Math.round(d.buildMs / 1000)} s`,
    ...(r.pg ? [`- PostgreSQL column: ${r.pg.note}`] : []),
    `- Run took ${Math.round(r.durationS)} s`,
    '',
    `| figure | what | measured | target | baseline | ratio | result |${hasPg ? ' PostgreSQL |' : ''}`,
    `|---|---|---|---|---|---|---|${hasPg ? '---|' : ''}`,
  ];
  for (const f of r.figures) {
    const value = f.error
      ? `failed: ${f.error.replace(/\|/g, '/').slice(0, 160)}`
      : `${fmt(f.value)} ${f.unit}`;
    const base = f.baseline ? `${f.baseline.name}: ${fmt(f.baseline.value)}` : '';
    const ratio = f.ratio === undefined ? '' : f.ratio === null ? '–' : `${(f.ratio * 100).toFixed(0)}%`;
    const pg = hasPg ? ` ${f.pg === undefined ? '' : fmt(f.pg)} |` : '';
    lines.push(`| ${f.id} | ${f.what} | ${value} | ${f.target} | ${base} | ${ratio} | ${verdict(f)} |${pg}`);
  }
  const notes = r.figures.filter((f) => f.note).map((f) => `- **${f.id}**: ${f.note}`);
  if (notes.length > 0) lines.push('', '## Details', '', ...notes);
  if (r.notes.length > 0) lines.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`));
  return lines.join('\n') + '\n';
}

/** Writes bench/results/<date>[-quick][-n].json and .md; never overwrites an earlier run of the same day. */
export function writeResults(r: RunResult): string {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stem = r.machine.date.slice(0, 10) + (r.size === 'full' ? '' : `-${r.size}`);
  let name = stem;
  for (let i = 2; fs.existsSync(path.join(dir, `${name}.json`)) && i < 100; i++) name = `${stem}-${i}`;
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(r, null, 2) + '\n');
  fs.writeFileSync(path.join(dir, `${name}.md`), toMarkdown(r));
  return path.join('bench', 'results', `${name}.md`);
}
