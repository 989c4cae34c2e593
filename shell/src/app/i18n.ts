import {
  COMMON_NAMESPACE,
  initI18n,
  initialLanguage,
  isLanguage,
  registerMessages,
  rememberLanguage,
  type InitOptions,
  type Language,
} from '@shop/i18n';
import { ssrMessages, STATE_GLOBAL } from '../ssr-page';

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

/**
 * Loads the `common` and `shell` messages in the page's language and marks `<html lang>`. A
 * server-rendered page carries the messages it was rendered with (the storefront's too): those are
 * used as they are, and nothing is downloaded for them.
 */
export async function startI18n(): Promise<void> {
  const language = pageLanguage();
  const inline = ssrMessages();
  const resources =
    inline && inline.language === language
      ? ({ [language]: inline.resources } as InitOptions['resources'])
      : undefined;
  await initI18n(language, { namespaces: [COMMON_NAMESPACE, NAMESPACE], resources });
  rememberLanguage(language);
}
