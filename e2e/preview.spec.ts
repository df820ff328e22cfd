import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bffCall, expect, signIn, test } from './support/fixtures';
import { waitForMessages } from './support/smtp';

/**
 * A master of this run with a template that uses no content block. Test sends of the seeded masters (which
 * include content blocks) currently hang the service on SQLite; see the report. Returns its id.
 */
async function createMaster(page: Page, keyword: string, html: string, subject = 'Hello {{ firstName }}') {
  const res = await bffCall(page, 'POST', '/api/v2/masters', {
    name: `E2E preview ${keyword}`,
    subscription: 'Newsletter',
    campaign: 'E2E',
    keywords: keyword,
    envelope: { subject, from: 'news@e2e.example', fromFriendly: 'E2E News' },
    content: { html, text: '' },
  });
  return ((await res.json()) as { id: string }).id;
}

test('preview a master as a subscriber at phone width, override an attribute, and test-send it', async ({
  page,
  unique,
  createSubscriber,
}) => {
  test.setTimeout(90_000);
  await page.goto('/preview');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Preview & test', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose a master to preview')).toBeVisible();
  await expectAccessible(page, 'preview: nothing chosen');

  await page.getByLabel('Search masters').fill('digest');
  await page
    .getByRole('button', { name: /^Weekly digest #\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]master=\d+/);
  await expect(page.getByRole('link', { name: 'Weekly digest' })).toBeVisible();

  const subscriber = await createSubscriber('Ada');
  await page.getByLabel('Subscriber e-mail or id').fill(subscriber);
  await page.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`subscriber=${encodeURIComponent(subscriber)}`));
  await expect(page.getByRole('definition').filter({ hasText: 'Ada' })).toBeVisible();
  await expect(page.getByText('Subject: Your weekly digest, Ada')).toBeVisible();

  // The width lives in the URL, so the radio turns checked once the router has moved: click, then expect.
  await page.getByRole('radio', { name: 'Phone 375 pixels' }).click();
  await expect(page.getByRole('radio', { name: 'Phone 375 pixels' })).toBeChecked();
  await expect(page).toHaveURL(/width=phone/);
  const frame = page.getByTitle(/^Rendered HTML of Weekly digest/);
  await expect(frame).toHaveAttribute('sandbox', '');
  expect((await frame.boundingBox())?.width).toBe(375);
  await expect(frame).toHaveAttribute('srcdoc', /Hi Ada,/);
  // The sandboxed frame parses its srcdoc after the attribute is set; on a loaded CI machine that took over 5 s once.
  await expect(page.frameLocator('iframe[title^="Rendered HTML"]').getByRole('heading')).toHaveText(
    'Five stories worth your time',
    { timeout: 15_000 },
  );
  await expectAccessible(page, 'preview: HTML at phone width');

  await page.getByRole('tab', { name: 'Text' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Hi Ada,');
  await expectAccessible(page, 'preview: text');
  await page.getByRole('tab', { name: 'Headers' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Editorial');
  await expect(page).toHaveURL(/tab=headers/);
  await expectAccessible(page, 'preview: headers');

  // Another master, found by its keyword; the subscriber and the phone width stay.
  const keyword = `e2e-${unique}`;
  await createMaster(page, keyword, '<h1>Spring news</h1><p>Hi {{ firstName | default: "there" }},</p>');
  await page.getByRole('button', { name: 'Choose another master' }).click();
  await page.getByLabel('Search masters').fill(keyword);
  await page.getByRole('button', { name: new RegExp(`^E2E preview ${keyword}`) }).click();
  await expect(page.getByText('Subject: Hello Ada')).toBeVisible();

  // An override that does not fit the schema is caught at its row; a good one re-renders.
  await page.getByLabel('Attribute 1 name').fill('noSuchAttribute');
  await page.getByRole('button', { name: 'Apply overrides' }).click();
  await expect(page.getByText('No attribute noSuchAttribute in the profile schema.')).toBeVisible();
  await page.getByLabel('Attribute 1 name').fill('firstName');
  await page.getByLabel('Attribute 1 value').fill('Grace');
  await page.getByRole('button', { name: 'Apply overrides' }).click();
  await expect(page).toHaveURL(/attr\.firstName=Grace/);
  await expect(page.getByText('Subject: Hello Grace')).toBeVisible();
  await page.getByRole('tab', { name: 'HTML' }).click();
  await expect(page.getByTitle(/^Rendered HTML of E2E preview/)).toHaveAttribute('srcdoc', /Hi Grace,/);

  const to = `e2e-preview-${unique}@example.com`;
  await page.getByRole('button', { name: 'Send a test…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test' });
  await dialog.getByLabel('Test addresses').fill(`${to.toUpperCase()}, not-an-address`);
  await expect(dialog.getByRole('list', { name: 'Invalid entries' })).toContainText('not-an-address');
  await expectAccessible(page, 'preview: test send dialog with an invalid entry');
  await dialog.getByLabel('Test addresses').fill(to.toUpperCase());
  await expect(dialog.getByText('1 address to send to (1 lower-cased).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send 1 test' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('status', { name: 'Test send completed' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'preview: test send completed');

  const [message] = await waitForMessages(to);
  expect(message?.subject).toBe('PREVIEW Hello Grace');
  expect(message?.html).toContain('Hi Grace,');

  await page.getByRole('link', { name: 'Open in Activity' }).click();
  await expect(page).toHaveURL(/\/activity\/.+/);
});

test('a template that does not render says why, and cannot be test-sent', async ({ page, unique }) => {
  await page.goto('/preview');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Preview & test', level: 1 })).toBeVisible();
  const id = await createMaster(page, `e2e-broken-${unique}`, '<p>{% if %}broken{% endif %}</p>');

  await page.goto(`/preview?master=${id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'The template does not render' });
  await expect(alert).toContainText('template error in html at line 1');
  await expect(page.getByRole('button', { name: 'Send a test…' })).toBeDisabled();
  await expect(page.getByText('Fix the preview first: it does not render.')).toBeVisible();
  await expectAccessible(page, 'preview: template error');
});
