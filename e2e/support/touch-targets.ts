import type { Page } from '@playwright/test';

/** A finger needs 44 px. */
const MIN = 44;

/**
 * What a tap can reach at its centre (not under the header, a sheet or off-screen) and is smaller
 * than a finger, on the page scrolled through from top to bottom (600 px a step, up to 6,000):
 * measured in the page in one call, not a round trip from the test per step.
 */
export async function smallTargetsOfPage(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate((min) => {
    const selector = 'a[href], button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"]';
    const small = new Map<string, string>();
    const height = document.documentElement.scrollHeight;
    for (let y = 0; ; y += 600) {
      window.scrollTo(0, y);
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const x = box.left + box.width / 2;
        const top = box.top + box.height / 2;
        if (x < 0 || top < 0 || x >= innerWidth || top >= innerHeight) continue;
        const hit = document.elementFromPoint(x, top);
        if (!hit || !(element === hit || element.contains(hit))) continue;
        if (element.parentElement?.closest(selector)) continue; // the outer target is the one tapped
        if (box.width < min || box.height < min) {
          const name = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
          const what = `${element.tagName.toLowerCase()} "${name}"`;
          small.set(what, `${what} ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
      }
      if (y + 812 >= height || y > 6000) break;
    }
    window.scrollTo(0, 0);
    return [...small.values()];
  }, MIN);
  return found.map((target) => `${screen}: ${target}`);
}
