import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test('a deep link survives sign-in, and a target list goes through its whole life', async ({
  page,
  unique,
  createSubscriber,
}) => {
  await page.goto('/target-lists?limit=10');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  await signIn(page);
  await expect(page).toHaveURL(/\/target-lists\?limit=10$/);
  await expect(page.getByRole('heading', { name: 'Target lists' })).toBeVisible();

  const name = `E2E list ${unique}`;
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('No members yet')).toBeVisible();

  const member = await createSubscriber('Ada');
  await page.getByLabel('Add a subscriber by id').fill(member);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('cell', { name: member }).first()).toBeVisible();
  await expect(page.getByText('1 member ·')).toBeVisible();

  await page.getByRole('button', { name: `Remove ${member}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this member?' });
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('No members yet')).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${name}”` });
  await rename.getByLabel('List name').fill(`${name} renamed`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { name: `${name} renamed`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive list' }).click();
  await expect(page.getByText('archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
});

test('subscriber look-up catches mixed case and shows the profile in tabs', async ({
  page,
  createSubscriber,
}) => {
  await page.goto('/subscribers');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
  const id = await createSubscriber('Grace');

  await page.getByLabel('E-mail address').fill(id.toUpperCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('E-mail addresses are lower case')).toBeVisible();
  await page.getByRole('button', { name: `Use ${id}` }).click();
  await page.getByRole('button', { name: 'Look up' }).click();

  await expect(page.getByRole('heading', { name: id })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Grace' })).toBeVisible();
  await page.getByRole('tab', { name: 'E-mail stats' }).click();
  await expect(page.getByText('Sent')).toBeVisible();
  await expect(page).toHaveURL(/tab=emails/);
});

test('the biggest list pages its members on the server, forward, to the last page, and back', async ({
  page,
}) => {
  await page.goto('/target-lists');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Target lists', level: 1 })).toBeVisible();
  // The service's own answer says which seeded list is biggest and how many members it has.
  const res = await page.request.get('/api/v2/target-lists?limit=100');
  expect(res.ok()).toBe(true);
  const { lists } = (await res.json()) as { lists: { name: string; memberCount: number }[] };
  const big = [...lists].sort((a, b) => b.memberCount - a.memberCount)[0]!;
  const total = big.memberCount;
  expect(total).toBeGreaterThan(50);

  await page.getByRole('link', { name: big.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: big.name, exact: true })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(`1–25 of ${total.toLocaleString('en-US')}`)).toBeVisible();
  await expectAccessible(page, 'a big list');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/offset=25/);
  await expect(pager.getByText(`26–50 of ${total.toLocaleString('en-US')}`)).toBeVisible();

  // A deep link to the last page answers at once: the offset goes to the service, no row before it is loaded.
  const lastOffset = Math.floor((total - 1) / 25) * 25;
  await page.goto(`${new URL(page.url()).pathname}?offset=${lastOffset}`);
  await expect(
    pager.getByText(`${(lastOffset + 1).toLocaleString('en-US')}–${total.toLocaleString('en-US')} of`),
  ).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.goBack();
  await expect(pager.getByText(`26–50 of ${total.toLocaleString('en-US')}`)).toBeVisible();
});
