import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/** A datetime-local value (the browser's local time), `days` from now. */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('masters filtered by state and schedule window match the service, survive the back button, and open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/masters');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Masters', level: 1 })).toBeVisible();
  await expectAccessible(page, 'masters');

  const form = page.getByRole('search', { name: 'Filter masters' });
  await form.getByRole('checkbox', { name: 'enabled' }).check();
  await form.getByLabel('Next delivery from').fill(localInput(0));
  await form.getByLabel('Next delivery before').fill(localInput(30));
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/state=enabled/);
  await expect(page).toHaveURL(/schedulePeriod=/);

  // The same question asked of the service directly: the screen must show exactly its answer.
  const url = new URL(page.url());
  const api = await page.request.get(`/api/v2/masters?${url.searchParams.toString()}&limit=100`);
  expect(api.ok()).toBe(true);
  const expected = (await api.json()) as { total: number; masters: { name: string; status: string }[] };
  expect(expected.total).toBeGreaterThan(0);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(Math.min(expected.total, 25) + 1);
  for (const m of expected.masters.slice(0, 25)) {
    expect(m.status).toBe('enabled');
    await expect(page.getByRole('link', { name: m.name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(`of ${expected.total}`)).toBeVisible();
  await expectAccessible(page, 'masters filtered');

  const first = expected.masters[0]!;
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
  await expectAccessible(page, 'master detail');

  await page.goBack();
  await expect(page).toHaveURL(/state=enabled/);
  await expect(form.getByRole('checkbox', { name: 'enabled' })).toBeChecked();
  await expect(page.getByText(`of ${expected.total}`)).toBeVisible();
});
