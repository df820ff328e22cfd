import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

/**
 * Every screen of the sidebar, at desktop and phone widths, in both themes: each must render its heading, pass
 * axe with no serious or critical violation, and leave a screenshot in test-results/screens/ for review.
 */
const screens = [
  { path: '/', heading: 'Home' },
  { path: '/target-lists', heading: 'Target lists' },
  { path: '/subscribers', heading: 'Subscribers' },
  { path: '/masters', heading: 'Masters' },
  { path: '/preview', heading: /Preview/ },
  { path: '/reports', heading: 'Reports' },
  { path: '/reference-data', heading: 'Reference data' },
  { path: '/content-blocks', heading: 'Content blocks' },
  { path: '/activity', heading: 'Activity' },
  { path: '/settings', heading: 'Settings' },
];

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every screen at ${width}px in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.addInitScript((t) => window.localStorage.setItem('mailroom.theme', t), theme);
      await page.goto('/sign-in');
      await expectAccessible(page, `sign-in ${width} ${theme}`);
      await page.screenshot({ path: `test-results/screens/sign-in-${width}-${theme}.png`, fullPage: true });
      await signIn(page);
      await expect(page).toHaveURL('/');
      for (const s of screens) {
        await page.goto(s.path);
        await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await expectAccessible(page, `${s.path} ${width} ${theme}`);
        const name = s.path === '/' ? 'home' : s.path.slice(1);
        await page.screenshot({ path: `test-results/screens/${name}-${width}-${theme}.png`, fullPage: true });
      }
    });
  }
}

test('the command palette jumps to a screen and looks up a subscriber by keyboard', async ({
  page,
  createSubscriber,
}) => {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL('/');
  const id = await createSubscriber('Grace');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Jump to a screen or look something up' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('masters');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/masters');
  await expect(palette).toBeHidden();

  await page.getByRole('button', { name: /Jump to/ }).click();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(id.toUpperCase());
  await expect(palette.getByRole('option', { name: `Look up subscriber “${id}”` })).toBeVisible();
  await expectAccessible(page, 'command palette');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/subscribers?email=${encodeURIComponent(id)}`);
  await expect(page.getByText('Grace').first()).toBeVisible();
});
