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
