import { test as base, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './stack';

/** Signs in on the sign-in screen the page is showing, as the stack's admin unless other credentials are given. */
export async function signIn(page: Page, who: { email: string; password: string } = e2eAdmin) {
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Calls the BFF as the signed-in browser (its cookie), with the session's CSRF token, like the SPA does. */
export async function bffCall(page: Page, method: 'PUT' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const session = await page.request.get('/api/session');
  expect(session.ok()).toBe(true);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await page.request.fetch(path, { method, data, headers: { 'x-csrf-token': csrfToken } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

interface Fixtures {
  /** A unique suffix, so specs never collide with each other or with an earlier run against the same stack. */
  unique: string;
  /** Creates a subscriber through the console's API and returns its id (an e-mail). */
  createSubscriber: (firstName: string) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  unique: async ({}, use, testInfo) => {
    await use(`${Date.now().toString(36)}-${testInfo.workerIndex}-${testInfo.retry}`);
  },
  createSubscriber: async ({ page, unique }, use) => {
    let n = 0;
    await use(async (firstName) => {
      const id = `e2e-${unique}-${++n}@example.com`;
      await bffCall(page, 'PUT', `/api/v2/subscribers/${encodeURIComponent(id)}`, {
        id,
        email: id,
        profile: { userAttrs: [{ firstName }] },
      });
      return id;
    });
  },
});

export { expect };
