import type { Page } from '@playwright/test';
import { bffCall, expect, signIn, test } from './support/fixtures';

/**
 * Stored XSS: payloads saved through the API (as the signed-in admin, through the BFF) into every field the
 * console shows, then every screen that shows them is visited. A payload that ran would set window.__xss, log
 * XSS-FIRED or open a dialog; none may happen. Each payload must also be on screen as text, so the check
 * cannot pass because nothing was rendered.
 */
const img = (tag: string) =>
  `<img src=x onerror="window.__xss='${tag}';console.log('XSS-FIRED ${tag}');alert(1)">`;
const script = (tag: string) => `<script>window.__xss='${tag}';console.log('XSS-FIRED ${tag}')</script>`;

/** Records every sign that a script ran: console lines, dialogs, and window.__xss. */
function watch(page: Page) {
  const fired: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('XSS-FIRED')) fired.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    fired.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return async (where: string) => {
    const flag = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss);
    if (flag) fired.push(`window.__xss=${flag}`);
    expect(fired, `script ran on ${where}`).toEqual([]);
  };
}

test('stored payloads render as text on every screen that shows them, never as markup', async ({
  page,
  unique,
}) => {
  const noScriptRan = watch(page);
  await page.goto('/');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/sign-in/);

  // A subscriber whose profile attributes carry both kinds of payload (short: names hold 50 characters).
  const subscriber = `xss-${unique}@example.com`;
  const attr = `<img src=x onerror=__xss='attr'>`;
  const lastName = `<script>__xss='last'</script>`;
  await bffCall(page, 'PUT', `/api/v2/subscribers/${encodeURIComponent(subscriber)}`, {
    id: subscriber,
    email: subscriber,
    profile: { userAttrs: [{ firstName: attr }, { lastName }] },
  });

  // A target list named with a payload (no slash: list names travel in URL paths).
  const listName = `${img('list')} ${unique}`;
  await bffCall(page, 'PUT', `/api/v2/target-lists/${encodeURIComponent(listName)}`, { name: listName });

  // A master whose name, campaign, subject and HTML template carry payloads, and a report requested for it.
  const existing = (await (await page.request.get('/api/v2/masters?limit=1')).json()) as {
    masters: { subscription: string }[];
  };
  const division = existing.masters[0]?.subscription;
  expect(division, 'the e2e stack seeds demo masters').toBeTruthy();
  const masterName = `${img('master')} ${unique}`;
  const created = await bffCall(page, 'POST', '/api/v2/masters', {
    name: masterName,
    subscription: division,
    campaign: script('campaign'),
    keywords: '',
    envelope: { subject: img('subject'), from: 'news@example.com' },
    content: {
      html: `<h1>Template ${unique}</h1>${script('template')}${img('template')}<a href="javascript:window.__xss='href'">x</a>`,
      text: script('text'),
    },
  });
  const masterId = ((await created.json()) as { id: string }).id;
  await bffCall(page, 'POST', '/api/v2/reports/master-events', {
    filters: { masterId, opens: true, clicks: true },
  });

  await page.goto('/target-lists');
  await expect(page.getByText(listName).first()).toBeVisible();
  await noScriptRan('target lists');
  await page.goto(`/target-lists/${encodeURIComponent(listName)}`);
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  await noScriptRan('target list detail');

  await page.goto('/subscribers');
  await page.getByLabel('E-mail address').fill(subscriber);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: subscriber })).toBeVisible();
  await expect(page.getByText(attr).first()).toBeVisible();
  await expect(page.getByText(lastName).first()).toBeVisible();
  await noScriptRan('subscriber profile');

  await page.goto(`/masters/${encodeURIComponent(masterId)}`);
  await expect(page.getByText(masterName).first()).toBeVisible();
  await expect(page.getByText(img('subject')).first()).toBeVisible();
  const frame = page.getByTitle('HTML content');
  const sandbox = await frame.getAttribute('sandbox');
  expect(sandbox, 'the template preview is sandboxed').not.toBeNull();
  expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
  // The template did render (so its script had its chance), but inside the sandbox nothing ran.
  await expect(frame.contentFrame().getByRole('heading', { name: `Template ${unique}` })).toBeVisible();
  await frame
    .contentFrame()
    .getByRole('link', { name: 'x' })
    .click({ noWaitAfter: true })
    .catch(() => undefined);
  await noScriptRan('master detail and its template preview');

  await page.goto('/masters');
  await expect(page.getByRole('heading', { name: 'Masters' })).toBeVisible();
  await noScriptRan('masters');

  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await noScriptRan('activity');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await noScriptRan('home');
});

test('the watch would notice a script that ran (it can fail)', async ({ page }) => {
  const noScriptRan = watch(page);
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { __xss?: string }).__xss = 'probe';
    console.log('XSS-FIRED probe');
  });
  await expect(noScriptRan('probe')).rejects.toThrow(/script ran on probe/);
});
