import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing each rule
 * with the elements it hit so the failure says what to fix.
 *
 * Sandboxed frames (rendered e-mails) are set aside while axe runs and put back afterwards: axe cannot run inside
 * a frame that allows no scripts (it waits forever for it), and their content is the marketer's e-mail, not the
 * console. The frame element itself (its title) is checked by the specs that show it.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  const setAside = await page.evaluate(() => {
    const frames = [...document.querySelectorAll('iframe[sandbox]')];
    frames.forEach((frame, i) => {
      const stand = document.createElement('div');
      stand.dataset.axeStandIn = String(i);
      frame.replaceWith(stand);
      (window as unknown as { __axeFrames: Element[] }).__axeFrames = frames;
    });
    return frames.length;
  });
  try {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, `accessibility of ${label}`).toEqual([]);
  } finally {
    if (setAside > 0)
      await page.evaluate(() => {
        const frames = (window as unknown as { __axeFrames: Element[] }).__axeFrames;
        document.querySelectorAll<HTMLElement>('[data-axe-stand-in]').forEach((stand) => {
          const frame = frames[Number(stand.dataset.axeStandIn)];
          if (frame) stand.replaceWith(frame);
        });
      });
  }
}
