import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `dialog` (an antd Modal) once it has finished zooming in: click inside it only then. antd scales
 * a dialog up from the click that opened it (0.2 s), and Playwright checks the element under the
 * pointer at mousedown only. On a loaded machine the mouseup can come 100 ms later, when the
 * checkbox or button has moved from under the pointer; the click then goes to the dialog's frame
 * and is lost ("Clicking the checkbox did not change its state", a toast that never comes). While
 * the dialog moves it carries antd's motion classes (`ant-zoom-appear`, `-enter`).
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
  return dialog;
}

/** The antd dialog with this title, once it has finished zooming in (`settledDialog`). */
export function openedDialog(page: Page, title: string): Promise<Locator> {
  return settledDialog(page.getByRole('dialog', { name: title }));
}

/** The shop's 'Are you sure?' dialog (antd's confirm), once settled. */
export function confirmDialog(page: Page, question = 'Are you sure?'): Promise<Locator> {
  return settledDialog(page.getByRole('dialog').filter({ hasText: question }));
}
