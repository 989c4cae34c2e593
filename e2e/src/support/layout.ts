import { expect, type Page } from '@playwright/test';

/** Fails when the page is wider than the window: a table or a row that scrolls sideways. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.inner);
}
