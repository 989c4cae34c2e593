import {
  COMMON_NAMESPACE,
  initI18n,
  initialLanguage,
  isLanguage,
  registerMessages,
  rememberLanguage,
  type Language,
} from '@shop/i18n';
import { STATE_GLOBAL } from '../ssr-page';

/** The shell's messages (navbar, footer, account pages, dashboard frame, status pages). */
export const NAMESPACE = 'shell';

registerMessages(NAMESPACE, (language) =>
  language === 'bn' ? import('../locales/bn.json') : import('../locales/en.json'),
);

/**
 * The language the page starts in: a server-rendered page hydrates in the language the server
 * rendered it in (`<html lang>`, from the `lang` cookie), any other page in the remembered one.
 */
export function pageLanguage(): Language {
  const rendered = document.documentElement.getAttribute('lang');
  if (STATE_GLOBAL in window && isLanguage(rendered)) return rendered;
  return initialLanguage();
}

/** Loads the `common` and `shell` messages in the page's language and marks `<html lang>`. */
export async function startI18n(): Promise<void> {
  const language = pageLanguage();
  await initI18n(language, { namespaces: [COMMON_NAMESPACE, NAMESPACE] });
  rememberLanguage(language);
}
