/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import type { BenchContext, Stack } from '../lib/context';
import { figure, type Figure } from '../lib/figures';
import { ROOT } from '../lib/proc';
import { BFF_ADMIN } from '../lib/servers';

const TIMEOUT = 30_000;

/**
 * Builds the console from the current sources, so B6 never measures a stale apps/web/dist. Outside bench/.work:
 * Express's sendFile refuses any path with a dot-folder in it.
 */
export function buildWeb(): string {
  const out = path.join(os.tmpdir(), 'mailroom-bench-web-dist');
  const r = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', 'apps/web', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', timeout: 300_000 },
  );
  if (r.status !== 0) throw new Error(`vite build failed (${r.status})`);
  return out;
}

/** Digits of the pagination summary ("1–25 of 1,000,000"), locale separators dropped. */
const pagerDigits = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector('nav[aria-label="Pagination"] p')?.textContent ?? '').replace(/\D/g, ''),
  );

/**
 * B6: the console in headless Chromium: the JS it loads for its first screen (gzip), the first render of the
 * target lists screen and of the big list's members, and an in-app move to the members' last page.
 */
export async function b6Console(ctx: BenchContext, stack: Stack): Promise<Figure[]> {
  if (!stack.bff) throw new Error('B6 needs the BFF');
  const base = stack.bff.url;
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ baseURL: base });
    const signIn = await context.request.post('/api/session', { data: BFF_ADMIN });
    if (signIn.status() !== 201) throw new Error(`sign-in: ${signIn.status()}`);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    const scripts: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push(
          res.body().then(
            (b) => zlib.gzipSync(b).length,
            () => 0,
          ),
        );
    });

    let t = Date.now();
    await page.goto('/target-lists');
    await page.getByText(ctx.meta.bigList, { exact: true }).first().waitFor();
    const lists = Date.now() - t;
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
    const jsFiles = scripts.length;

    const total = String(ctx.meta.bigListMembers);
    t = Date.now();
    await page.goto(`/target-lists/${encodeURIComponent(ctx.meta.bigList)}`);
    await page.waitForFunction(
      (tot) => {
        const d = (document.querySelector('nav[aria-label="Pagination"] p')?.textContent ?? '').replace(
          /\D/g,
          '',
        );
        return d.startsWith('1') && d.endsWith(tot) && document.querySelectorAll('table tbody tr').length > 1;
      },
      total,
      { timeout: TIMEOUT },
    );
    const members = Date.now() - t;

    // The last page the way a "last" control would reach it: an in-app navigation (no reload) to the page's URL.
    const limit = 25;
    const lastOffset = Math.floor((ctx.meta.bigListMembers - 1) / limit) * limit;
    const url = `/target-lists/${encodeURIComponent(ctx.meta.bigList)}?offset=${lastOffset}`;
    t = Date.now();
    await page.evaluate((u) => {
      history.pushState(null, '', u);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForFunction(
      (first) =>
        (document.querySelector('nav[aria-label="Pagination"] p')?.textContent ?? '')
          .replace(/\D/g, '')
          .startsWith(first),
      String(lastOffset + 1),
      { timeout: TIMEOUT },
    );
    const last = Date.now() - t;
    ctx.log(
      `  B6 JS ${js.toFixed(0)} KB gzip, lists ${lists} ms, members ${members} ms, last page ${last} ms (${await pagerDigits(page)})`,
    );
    return [
      figure(
        'B6.js',
        'console JS loaded for the first screen (gzip)',
        'KB',
        js,
        { kind: 'max', limit: 200 },
        {
          note: `${jsFiles} script files up to the first render of the target lists screen, gzip -6 of each`,
        },
      ),
      figure(
        'B6.lists',
        'first render of the target lists screen (navigation to the big list visible)',
        'ms',
        lists,
        { kind: 'max', limit: 1500 },
      ),
      figure('B6.members', "first render of the big list's members", 'ms', members, {
        kind: 'max',
        limit: 1500,
      }),
      figure(
        'B6.last-page',
        `paging to the last page (offset ${lastOffset.toLocaleString('en-US')})`,
        'ms',
        last,
        { kind: 'max', limit: 500 },
      ),
    ];
  } finally {
    await browser.close();
  }
}
