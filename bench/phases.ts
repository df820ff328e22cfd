import type { BenchContext, Stack } from './lib/context';
import { failed, figure, type Figure } from './lib/figures';
import { spawnTs, stopChild, waitForHttp } from './lib/proc';
import { bffSession, PORTS, startBff, startService } from './lib/servers';
import { b1Lookup } from './scenarios/b1-lookup';
import { b2DeepPages } from './scenarios/b2-deep-pages';
import { b3Import } from './scenarios/b3-import';
import { b4Report } from './scenarios/b4-report';
import { b5Send, type SinkStats } from './scenarios/b5-send';
import { b6Console, buildWeb } from './scenarios/b6-console';

const MB = 1024 * 1024;
const TARGETS: Record<string, string> = {
  B1: '>= 50% of L0 / L1',
  B2: '< 20 ms',
  B3: '>= 100,000 members/s',
  B4: '< 3 s',
  B5: '>= 500 / 2,000 msg/s',
  B6: '< 200 KB, < 1.5 s, < 500 ms',
};

/** Runs one scenario bounded in time; a failure becomes a FAILED row instead of ending the run. */
export async function step<T>(
  ctx: BenchContext,
  id: string,
  fn: () => Promise<T>,
  onError: (message: string) => T,
): Promise<T> {
  const limitMs = ctx.size.name === 'full' ? 20 * 60_000 : 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      fn(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${id} took longer than ${limitMs / 60_000} min`)),
          limitMs,
        );
      }),
    ]);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.log(`  ${id} FAILED: ${message}`);
    return onError(message);
  } finally {
    clearTimeout(timer);
  }
}

const failedRow = (id: string) => (message: string) => [
  failed(id, `scenario ${id}`, '', TARGETS[id] ?? '', message),
];

let webDist: string | undefined;

async function withStack<T>(
  ctx: BenchContext,
  bff: boolean,
  fn: (s: Stack) => Promise<T>,
  smtpUrl?: string,
): Promise<T> {
  const service = await startService({
    databaseUrl: ctx.databaseUrl,
    meta: ctx.meta,
    ...(smtpUrl && { smtpUrl }),
  });
  const stack: Stack = { service };
  try {
    if (bff) {
      stack.bff = await startBff(service.url, ctx.meta, ctx.workDir, webDist);
      stack.session = await bffSession(stack.bff.url);
    }
    return await fn(stack);
  } finally {
    await stack.bff?.stop();
    await service.stop();
  }
}

/** The SQLite run: read-only scenarios on one stack, then B5 and B3 each on a freshly started service (B7). */
export async function runSqlite(
  ctx: BenchContext,
  only: Set<string> | undefined,
  notes: string[],
): Promise<Figure[]> {
  const want = (id: string) => !only || only.has(id);
  const figures: Figure[] = [];
  if (want('B6')) {
    ctx.log('building the console for B6');
    try {
      webDist = buildWeb();
    } catch (err) {
      notes.push(`The console build failed, B6 uses apps/web/dist as it is: ${String(err)}`);
    }
  }
  if (want('B1') || want('B2') || want('B4') || want('B6'))
    await withStack(ctx, true, async (stack) => {
      if (want('B1')) figures.push(...(await step(ctx, 'B1', () => b1Lookup(ctx, stack), failedRow('B1'))));
      if (want('B2'))
        figures.push(...(await step(ctx, 'B2', () => b2DeepPages(ctx, stack), failedRow('B2'))));
      if (want('B4')) figures.push(...(await step(ctx, 'B4', () => b4Report(ctx, stack), failedRow('B4'))));
      if (want('B6')) figures.push(...(await step(ctx, 'B6', () => b6Console(ctx, stack), failedRow('B6'))));
    }).catch((e: unknown) => figures.push(...failedRow('B1')(`could not start the stack: ${String(e)}`)));

  const peaks: { b3?: number; b5?: number } = {};
  if (want('B5') || want('B7')) {
    const sink = spawnTs('smtp-sink', 'bench/lib/smtp-sink.ts', {
      SINK_SMTP_PORT: String(PORTS.smtp),
      SINK_HTTP_PORT: String(PORTS.smtp + 1),
    });
    const stats = async () =>
      (await (await fetch(`http://127.0.0.1:${PORTS.smtp + 1}/stats`)).json()) as SinkStats;
    try {
      await waitForHttp(`http://127.0.0.1:${PORTS.smtp + 1}/stats`, sink, {}, 30_000);
      for (const mode of ['smtp', 'outbox'] as const) {
        const r = await step(
          ctx,
          'B5',
          () =>
            withStack(
              ctx,
              false,
              (stack) => b5Send(ctx, stack, mode, stats),
              mode === 'smtp' ? `smtp://127.0.0.1:${PORTS.smtp}` : undefined,
            ),
          (m) => ({
            figures: [failed(`B5.${mode}`, `sends to ${mode}`, 'msg/s', TARGETS.B5!, m)],
            servicePeak: 0,
          }),
        );
        figures.push(...r.figures);
        peaks.b5 = Math.max(peaks.b5 ?? 0, r.servicePeak);
      }
    } finally {
      await stopChild(sink);
    }
  }
  if (want('B3') || want('B7')) {
    const r = await step(
      ctx,
      'B3',
      () => withStack(ctx, true, (stack) => b3Import(ctx, stack)),
      (m) => ({ figures: failedRow('B3')(m), servicePeak: 0 }),
    );
    figures.push(...r.figures);
    peaks.b3 = r.servicePeak;
  }
  if (want('B7') || want('B3') || want('B5')) {
    for (const [k, v] of Object.entries(peaks))
      figures.push(
        figure(
          `B7.${k}`,
          `service peak RSS during ${k.toUpperCase()}`,
          'MB',
          v ? v / MB : null,
          { kind: 'max', limit: 400 },
          {
            note: 'VmHWM of the service process (started fresh for the scenario) and RSS sampled every 100 ms',
          },
        ),
      );
  }
  notes.push(
    "B7 reads the service process's own peak resident set (VmHWM); the service is restarted before B3 and before each B5 run.",
  );
  return figures;
}
