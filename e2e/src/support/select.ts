import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in an antd Select: opens it, waits until its list has finished sliding in, then
 * clicks the option. The list grows from the field as it appears (0.2 s), and Playwright checks the
 * element under the pointer at mousedown only: on a loaded machine the mouseup came 100 ms later
 * over another option, the click went to the list and chose nothing (the option hovered, the list
 * still open). While the list moves it carries antd's motion classes (`ant-slide-up-appear`,
 * `-enter`; `slide-down` when it opens above the field). As `settledDialog` does for dialogs.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string | RegExp,
): Promise<void> {
  await select.click();
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/\bant-slide-(up|down)-(appear|enter)\b/);
  await list.locator('.ant-select-item-option', { hasText: option }).click();
}
