import { COMMON_MESSAGES_EN, initI18nWith } from '@shop/i18n';
import { act } from '@testing-library/react';
import commonBn from '@shop/i18n/dist/locales/bn/common.json';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

/**
 * Switches the page's i18n instance (started in English by `i18n-setup.ts`) to `language` with
 * this remote's and the shared `common` messages; specs that switch to Bengali switch back to
 * English after.
 */
export function switchLanguage(language: 'en' | 'bn') {
  act(() => {
    if (language === 'bn') initI18nWith({ common: commonBn, dashboard: bn }, 'bn');
    else initI18nWith({ common: COMMON_MESSAGES_EN, dashboard: en }, 'en');
  });
}

/**
 * The texts under `element` with Latin letters outside a `translate="no"` element: what a Bengali
 * page must not show (names, ids and other entered texts are marked `translate="no"`). SVG titles
 * are pictures' names, not shown.
 */
export function untranslatedTexts(element: Element): string[] {
  const texts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!/[A-Za-z]/.test(text) || !parent) continue;
    if (parent.closest('[translate="no"], title, style, script')) continue;
    texts.push(text.trim());
  }
  return texts;
}
