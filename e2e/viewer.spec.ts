import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bffCall, expect, signIn, test } from './support/fixtures';

/** A state-changing call as whoever the page is signed in as, with that session's CSRF token. */
async function postAs(page: Page, path: string, data: unknown, contentType = 'application/json') {
  const session = await page.request.get('/api/session');
  expect(session.ok()).toBe(true);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return page.request.post(path, {
    data: typeof data === 'string' ? data : JSON.stringify(data),
    headers: { 'x-csrf-token': csrfToken, 'content-type': contentType },
  });
}

test('a viewer reads everything, finds no working write control, and the BFF refuses its writes', async ({
  page,
  unique,
  createSubscriber,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

  const viewer = { email: `viewer-${unique}@example.com`, password: 'viewer-password-123' };
  await bffCall(page, 'POST', '/api/users', { ...viewer, role: 'viewer' });
  const listname = `E2E viewer ${unique}`;
  await bffCall(page, 'PUT', `/api/v2/target-lists/${encodeURIComponent(listname)}`, { name: listname });
  const subscriber = await createSubscriber('Vera');
  const mastersRes = await page.request.get('/api/v2/masters?limit=1');
  const { masters } = (await mastersRes.json()) as { masters: { id: string; name: string }[] };
  const master = masters[0];
  if (!master) throw new Error('the demo data has no master');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, viewer);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

  await page.goto('/target-lists');
  await expect(page.getByRole('button', { name: 'New list' })).toBeDisabled();
  await page.goto(`/target-lists/${encodeURIComponent(listname)}`);
  await expect(page.getByRole('heading', { name: listname, exact: true })).toBeVisible();
  await expect(
    page.getByText('Changing its members, importing and renaming need the editor role.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeDisabled();
  await expect(page.getByLabel('Add a subscriber by id')).toHaveCount(0);
  await expectAccessible(page, 'target list as a viewer');

  await page.goto(`/subscribers?email=${encodeURIComponent(subscriber)}`);
  await expect(page.getByRole('heading', { name: subscriber })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeDisabled();
  await expect(page.getByText('Editing needs the editor role.')).toBeVisible();
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('button', { name: 'Edit subscriptions' })).toBeDisabled();
  await expectAccessible(page, 'subscriber as a viewer');

  await page.goto(`/masters/${encodeURIComponent(master.id)}`);
  await expect(page.getByRole('heading', { name: master.name, exact: true })).toBeVisible();
  for (const name of ['Enable', 'Disable', 'Archive'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectAccessible(page, 'master as a viewer');

  // The controls are a courtesy: the BFF is the guard.
  const send = await postAs(page, '/api/v2/emails/send', { masterId: master.id, recipients: [subscriber] });
  expect(send.status()).toBe(403);
  const update = await postAs(page, `/api/v2/subscribers/${encodeURIComponent(subscriber)}/update`, {
    dead: false,
  });
  expect(update.status()).toBe(403);
  const upload = await postAs(
    page,
    `/api/imports/target-lists/${encodeURIComponent(listname)}/members`,
    `id\n${subscriber}\n`,
    'text/csv',
  );
  expect(upload.status()).toBe(403);
  // Reading is what a viewer may do.
  expect((await page.request.get(`/api/v2/target-lists/${encodeURIComponent(listname)}`)).status()).toBe(200);
});
