import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { act } from '@testing-library/react';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/** Switches the tests' i18n instance to Bengali, with this remote's and the common messages. */
export async function switchToBengali(): Promise<void> {
  const common = await loadCommonMessages('bn');
  act(() => {
    initI18nWith({ common, admin: bn }, 'bn');
  });
}

/** Back to English (the setup's messages), for the tests that follow. */
export function switchToEnglish(): void {
  act(() => {
    initI18nWith({ common: COMMON_MESSAGES_EN, admin: en }, 'en');
  });
}

/**
 * The texts under `root` with Latin letters that are not inside a `translate="no"` element: what
 * the browser test of the language switch calls untranslated. Empty when everything shown is
 * Bengali or marked as kept as entered (names, emails, what people wrote).
 */
export function latinOutsideNoTranslate(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!/[A-Za-z]/.test(text)) continue;
    if (node.parentElement?.closest('[translate="no"], script, style')) continue;
    found.push(text.trim());
  }
  return found;
}
