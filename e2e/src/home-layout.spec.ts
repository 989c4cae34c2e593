import { expect, test, type Page } from '@playwright/test';
import { shop } from './env';

/** The cards' boxes, grouped into rows by their top edge. */
async function rows(page: Page, testId: string): Promise<number[]> {
  const boxes = await page
    .getByTestId(testId)
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const perRow = new Map<number, number>();
  for (const top of boxes) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  return [...perRow.values()];
}

for (const { width, height, deals } of [
  { width: 1280, height: 800, deals: [4, 4] },
  { width: 390, height: 844, deals: [2, 2, 2, 2] },
]) {
  test(`home at ${width} px: the deals in even rows, the new arrivals filling theirs, whole carousel cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(shop.url);
    await expect(page.getByTestId('deal-card')).toHaveCount(8);
    expect(await rows(page, 'deal-card')).toEqual(deals);

    // The three new arrivals take the whole width: one row of three, or one card a row on a phone.
    const list = page.getByTestId('new-arrival-card').first().locator('xpath=..');
    const listBox = (await list.boundingBox())!;
    const arrivals = await page
      .getByTestId('new-arrival-card')
      .evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(arrivals).toHaveLength(3);
    const right = Math.max(...arrivals.map((box) => box.right));
    expect(Math.abs(right - (listBox.x + listBox.width))).toBeLessThan(2);
    expect(await rows(page, 'new-arrival-card')).toEqual(width > 700 ? [3] : [1, 1, 1]);

    // The best-seller carousel at rest: every card that shows is whole, none is cut at an edge.
    const viewport = (await page.locator('.carousel__viewport').boundingBox())!;
    const cut = await page.locator('.carousel__slide').evaluateAll(
      (slides, edges) =>
        slides
          .map((slide) => (slide.firstElementChild ?? slide).getBoundingClientRect())
          .filter((box) => box.right > edges.left + 1 && box.left < edges.right - 1)
          .filter((box) => box.left < edges.left - 1 || box.right > edges.right + 1).length,
      { left: viewport.x, right: viewport.x + viewport.width },
    );
    expect(cut).toBe(0);
  });
}
