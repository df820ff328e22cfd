import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bffCall, expect, signIn, test } from './support/fixtures';

interface MasterItem {
  id: string;
  name: string;
}

/** A delivered master of the demo data: the seed gave it a send history with opens and clicks. */
async function deliveredMaster(page: Page): Promise<MasterItem> {
  const res = await page.request.get('/api/v2/masters?state=delivered&archived=false&limit=5');
  expect(res.ok()).toBe(true);
  const { masters } = (await res.json()) as { masters: MasterItem[] };
  const master = masters[0];
  if (!master) throw new Error('the demo data has no delivered master');
  return master;
}

/** The number in the KPI card with this exact label. */
async function kpi(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
  const text = (await card.getByRole('paragraph').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('a requested report shows as pending, turns ready by itself, and its CSV holds every event', async ({
  page,
}) => {
  // Six accessibility scans and a download on a machine shared with other stacks.
  test.setTimeout(120_000);
  await page.goto('/reports');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expectAccessible(page, 'reports index');
  const master = await deliveredMaster(page);

  await page.getByLabel('Search masters').fill(master.id);
  await page.getByRole('radio', { name: new RegExp(`#${master.id} `) }).check();
  await expect(page.getByText(`Selected: ${master.name}`)).toBeVisible();
  await page.getByLabel('Period').selectOption({ label: 'Last 60 days' });
  await expect(page.getByRole('checkbox', { name: 'Opens' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Clicks' })).toBeChecked();

  // The report page reads its ticket again only when the BFF pushes a ticket event (or after a 30 s safety
  // net), so the first ticket read after the 202 is the push arriving. Holding that read keeps the pending
  // state on screen long enough to check it, then lets the server's real answer through.
  let pushed!: () => void;
  const pushArrived = new Promise<void>((resolve) => (pushed = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/tickets/*', async (route) => {
    pushed();
    await released;
    await route.continue();
  });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(page).toHaveURL(/\/reports\/[^/?]+$/);
  const status = page.getByRole('status', { name: 'Report status' });
  await expect(status).toContainText('pending');
  await expect(page.getByRole('progressbar', { name: 'Report progress' })).toBeVisible();
  await expectAccessible(page, 'report pending');

  await pushArrived;
  release();
  await expect(status).toContainText('ready', { timeout: 15_000 });
  await page.unroute('**/api/v2/tickets/*');
  // Still the same document: no reload happened on the way.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { name: `Report: ${master.name}` })).toBeVisible();

  const opens = await kpi(page, 'Opens');
  const clicks = await kpi(page, 'Clicks');
  expect(opens).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Opens and clicks since delivery' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Opens \(/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Opens, oldest first' }).getByRole('row')).toHaveCount(26);
  await expectAccessible(page, 'report ready');

  // The list on show and its page live in the URL, so the back button steps back through them.
  await page.getByRole('tab', { name: /^Clicks \(/ }).click();
  await expect(page).toHaveURL(/events=clicks/);
  await expect(page.getByRole('table', { name: 'Clicks, oldest first' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/offset=25/);
  await expect(page.getByRole('cell', { name: '26', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/offset=/);
  await expect(page.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  const shown = page.getByText(/The events file holds/);
  const eventCount = Number(((await shown.textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(eventCount).toBe(opens + clicks);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Events CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^report-${master.id}-\\d{8}\\.csv$`));
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text.trimEnd(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  expect(header).toEqual(['kind', 'subscriberId', 'time', 'url', 'detail']);
  expect(rows).toHaveLength(eventCount);
  expect(rows.filter((r) => r[0] === 'open')).toHaveLength(opens);
  expect(rows.filter((r) => r[0] === 'click')).toHaveLength(clicks);
  expect(rows.filter((r) => r[0] === 'click').every((r) => (r[3] ?? '').startsWith('http'))).toBe(true);

  // Back on the index, the request is listed as ready, newest first.
  await page.getByRole('link', { name: '← Reports' }).click();
  const table = page.getByRole('table', { name: 'Requested reports, newest first' });
  await expect(table.getByRole('row').nth(1)).toContainText('ready');
  await expect(table.getByRole('row').nth(1)).toContainText(`#${master.id}`);
  await expectAccessible(page, 'reports index with a report');
});

test('a viewer can read reports but not request one', async ({ page, unique }) => {
  await page.goto('/reports');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const viewer = { email: `viewer-${unique}@example.com`, password: 'viewer-password-123' };
  await bffCall(page, 'POST', '/api/users', { ...viewer, role: 'viewer' });
  await page.context().clearCookies();
  await page.goto('/reports');
  await signIn(page, viewer);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request report' })).toBeDisabled();
  await expect(page.getByText('Requesting reports needs the editor role')).toBeVisible();
  await expectAccessible(page, 'reports index as a viewer');
});
