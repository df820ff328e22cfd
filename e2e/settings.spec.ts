import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

test('an admin checks the connection, adds a user, changes their role, disables them, and finds it in the audit log', async ({
  page,
  unique,
}) => {
  await page.goto('/settings');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Service connection' });
  await expect(connection.getByText('Answering')).toHaveCount(2);
  await expect(connection.getByText(/\d+ ms/)).toBeVisible();
  await expectAccessible(page, 'settings: connection');

  await page.getByRole('tab', { name: 'Users and roles' }).click();
  await expect(page).toHaveURL(/tab=users/);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  const email = `viewer-${unique}@example.com`;
  await dialog.getByLabel('E-mail').fill(email.toUpperCase());
  await dialog.getByLabel('Initial password').fill('short');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText(`Use lower case: ${email}`)).toBeVisible();
  await expect(dialog.getByText('The password must be at least 12 characters.')).toBeVisible();
  await expectAccessible(page, 'settings: add user with errors');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Initial password').fill('a long enough password');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`${email} can now sign in as viewer.`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByLabel(`Role of ${email}`).selectOption('editor');
  await expect(page.getByText(`${email} is now editor.`)).toBeVisible();
  await row.getByRole('button', { name: `Disable ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable this user?' });
  await confirm.getByRole('button', { name: 'Disable user' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  await expectAccessible(page, 'settings: users');

  // The disabled account really cannot sign in: the BFF refuses it, whatever the UI shows.
  const refused = await page.request.post('/api/session', {
    data: { email, password: 'a long enough password' },
  });
  expect(refused.status()).toBe(401);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Action').fill('user.update');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=user.update/);
  await expect(page.getByRole('cell', { name: /role=editor/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /disabled=true/ })).toBeVisible();
  await expectAccessible(page, 'settings: audit log');
});
