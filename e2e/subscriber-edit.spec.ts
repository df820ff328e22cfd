import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/** A seeded subscriber that hard bounces made dead (about 2% of the demo data; the API cannot set dead=true). */
async function findDeadSubscriber(page: Page): Promise<string> {
  for (let offset = 0; offset < 5000; offset += 100) {
    const res = await page.request.get(`/api/v2/subscribers?view=basic&limit=100&offset=${offset}`);
    expect(res.ok()).toBe(true);
    const { subscribers } = (await res.json()) as { subscribers: { id: string; dead: boolean }[] };
    const dead = subscribers.find((s) => s.dead);
    if (dead) return dead.id;
    if (subscribers.length < 100) break;
  }
  throw new Error('no dead subscriber in the seeded data');
}

async function firstDivision(page: Page): Promise<string> {
  const res = await page.request.get('/api/v2/subscribers?view=schema');
  const schema = (await res.json()) as { subscriptions: { divisions: string[] } };
  const division = schema.subscriptions.divisions[0];
  if (!division) throw new Error('the company has no divisions');
  return division;
}

test('a subscriber is looked up, edited and stays edited after a reload', async ({
  page,
  createSubscriber,
}) => {
  test.setTimeout(60_000);
  await page.goto('/subscribers');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
  const id = await createSubscriber('Grace');
  const division = await firstDivision(page);

  await page.getByLabel('E-mail address').fill(id.replace('e2e', 'E2E'));
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('E-mail addresses are lower case')).toBeVisible();
  await expectAccessible(page, 'look-up: mixed case caught');
  await page.getByRole('button', { name: `Use ${id}` }).click();
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: id })).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit the profile' });
  await form.getByLabel('E-mail', { exact: true }).fill(id.toUpperCase());
  await expect(form.getByText(`use ${id}`)).toBeVisible();
  await form.getByLabel('E-mail', { exact: true }).fill(id);
  await form.getByLabel('firstName', { exact: true }).fill('Gracie');
  await form.getByLabel('birthYear', { exact: true }).fill('1850');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Enter 1900 or more.')).toBeVisible();
  await expectAccessible(page, 'profile edit with errors');
  await form.getByLabel('birthYear', { exact: true }).fill('1990');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved the profile.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Gracie' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1990' })).toBeVisible();

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await page.getByRole('button', { name: 'Edit subscriptions' }).click();
  const subs = page.getByRole('form', { name: 'Edit the subscriptions' });
  await subs.getByLabel(division, { exact: true }).check();
  await expectAccessible(page, 'subscriptions edit');
  await subs.getByRole('button', { name: 'Save subscriptions' }).click();
  await expect(page.getByText('Saved the subscriptions.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Current subscription state per division' }).getByRole('row', {
    name: new RegExp(`^${division} subscribed`),
  });
  await expect(row).toBeVisible();

  await page.reload();
  await expect(row).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('cell', { name: 'Gracie' })).toBeVisible();
});

test('a dead subscriber shows why and can be revived after confirming', async ({ page }) => {
  await page.goto('/subscribers');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
  const id = await findDeadSubscriber(page);

  await page.goto(`/subscribers?id=${encodeURIComponent(id)}`);
  const banner = page.getByRole('region', { name: 'Dead subscriber' });
  await expect(banner).toContainText('Dead (hard bounces)');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(
    page.getByText('A dead subscriber’s subscriptions cannot change: revive it first.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit subscriptions' })).toBeDisabled();
  await expectAccessible(page, 'dead subscriber');

  await banner.getByRole('button', { name: 'Revive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revive this subscriber?' });
  await expectAccessible(page, 'revive confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Revive' }).click();
  await confirm.getByRole('button', { name: 'Revive subscriber' }).click();
  await expect(page.getByText('Revived: the subscriber receives mail again.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('active', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit subscriptions' })).toBeEnabled();
});
