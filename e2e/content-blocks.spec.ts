import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

// Each journey checks several screen states with axe, which takes seconds per run on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the seeded footer block renders in a fully sandboxed frame, with its text and source', async ({
  page,
}) => {
  await page.goto('/content-blocks');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Content blocks' })).toBeVisible();
  await expectAccessible(page, 'content blocks');

  await page.getByRole('link', { name: 'footer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'footer', level: 1 })).toBeVisible();
  const frame = page.getByTitle('Preview of footer');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    frame.contentFrame().getByText('You receive this e-mail because you subscribed.'),
  ).toBeVisible();
  await expect(frame.contentFrame().getByRole('link', { name: 'Preferences' })).toBeVisible();
  await expectAccessible(page, 'block preview');

  await page.getByRole('tab', { name: 'Text version' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Unsubscribe: {{ unsubscribeUrl }}');
  await page.getByRole('tab', { name: 'HTML source' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('<p style="font-size:12px;color:#666">');
  await expectAccessible(page, 'block source');
});

test('a block is created, edited and archived behind a confirmation', async ({ page, unique }) => {
  await page.goto('/content-blocks');
  await signIn(page);
  const name = `e2e-${unique}`;

  await page.getByRole('button', { name: 'New block' }).click();
  const dialog = page.getByRole('dialog', { name: 'New content block' });
  await dialog.getByLabel('Name').fill('has spaces');
  await dialog.getByRole('button', { name: 'Create block' }).click();
  await expect(dialog.getByText(/no spaces/)).toBeVisible();
  await expectAccessible(page, 'new block dialog with errors');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('HTML').fill('<p>First <strong>draft</strong></p>');
  await dialog.getByRole('button', { name: 'Create block' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTitle(`Preview of ${name}`).contentFrame().getByText('draft')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('HTML').fill('<p>Final <em>copy</em></p>');
  await page.getByLabel('Text version').fill('Final copy');
  await expectAccessible(page, 'editing a block');
  await page.getByRole('button', { name: 'Save block' }).click();
  await expect(page.getByTitle(`Preview of ${name}`).contentFrame().getByText('copy')).toBeVisible();
  await page.reload();
  await expect(page.getByTitle(`Preview of ${name}`).contentFrame().getByText('Final')).toBeVisible();

  await page.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('dialog', { name: `Archive “${name}”?` })
    .getByRole('button', { name: 'Archive block' })
    .click();
  await expect(page.getByText('archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('link', { name: '← Content blocks' }).click();
  await expect(page.getByRole('link', { name: 'footer', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
