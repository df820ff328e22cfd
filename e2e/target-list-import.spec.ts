import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/** Live seeded subscribers, found through the console's API as the signed-in admin. */
async function seededIds(page: Page, count: number): Promise<string[]> {
  const res = await page.request.get('/api/v2/subscribers?limit=100&view=basic');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { subscribers: { id: string; dead: boolean }[] };
  const ids = body.subscribers.filter((s) => !s.dead).map((s) => s.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

test('a CSV import previews the file, shows progress, and lists the failed rows by line', async ({
  page,
  unique,
}) => {
  test.setTimeout(60_000);
  await page.goto('/target-lists');
  await signIn(page);
  const name = `E2E import ${unique}`;
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  const ids = await seededIds(page, 50);
  // No column is named id or email, and the first record spans two lines (a quoted line break): the console
  // must send the chosen column and the failed rows must still name the lines of this file.
  const lines = [
    'Name,Subscriber',
    `"Ann\nSmith",${ids[0]}`,
    ...ids.slice(1).map((id, i) => `Person ${i + 2},${id}`),
    'Mixed case,Mixed.Case@Example.com', // line 53: not a valid id (400)
    `Ghost,nobody-${unique}@example.com`, // line 54: no such subscriber (404)
    'Empty,', // line 55: refused before sending
  ];
  // Not under the test output folder: other runs sharing the checkout may clear it.
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'mailroom-e2e-')), 'members.csv');
  await fs.writeFile(file, lines.join('\n') + '\n');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import members from CSV' })).toBeVisible();
  await expectAccessible(page, 'import: choose a file');
  await page.getByLabel('CSV file').setInputFiles(file);

  await expect(page.getByText('No column is named id or email')).toBeVisible();
  await page.getByLabel('The first row is a header').check();
  await page.getByLabel('Subscriber id column').selectOption({ label: 'Subscriber (column 2)' });
  const preview = page.getByRole('table', { name: 'The first 10 rows of the file' });
  await expect(preview.getByRole('columnheader', { name: 'Subscriber (id)' })).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(11);
  await expect(preview.getByRole('cell', { name: ids[1] ?? '', exact: true })).toBeVisible();
  await expect(page.getByText('53 rows to import')).toBeVisible();
  await expectAccessible(page, 'import: preview');

  await page.getByRole('button', { name: 'Import 53 rows' }).click();
  const progress = page.getByRole('progressbar', { name: 'Rows processed' });
  await expect(progress).toBeVisible();
  await expect(page).toHaveURL(/[?&]import=/);
  await expect(page.getByRole('heading', { name: 'Import completed' })).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '53');
  await expect(progress).toHaveAttribute('aria-valuemax', '53');

  const summary = page.getByRole('region', { name: 'Import completed' });
  await expect(summary.getByRole('definition').nth(1)).toHaveText('50');
  await expect(summary.getByRole('definition').nth(3)).toHaveText('3');
  const failed = page.getByRole('table', { name: 'Failed rows' });
  await expect(failed.getByRole('row')).toHaveCount(4);
  await expect(failed.getByRole('row').nth(1)).toContainText(/^53\s*400/);
  await expect(failed.getByRole('row').nth(2)).toContainText(/^54\s*404/);
  await expect(failed.getByRole('row').nth(3)).toContainText(/^55\s*400\s*the id is empty/);
  await expectAccessible(page, 'import: done with failed rows');

  await expect(page.getByText('50 members ·')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).first()).toContainText('1–25 of 50');

  // The import stays reachable by its URL, e.g. after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import completed' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Import completed' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/import=/);
});
