import type { Language } from './languages';
import englishCommon from './locales/en/common.json';
import type { Messages } from './messages';

/** Loads the `common` namespace (texts the shell and several remotes share) in one language. */
export function loadCommonMessages(language: Language): Promise<Messages> {
  return language === 'bn'
    ? import('./locales/bn/common.json').then((m) => m.default as Messages)
    : import('./locales/en/common.json').then((m) => m.default as Messages);
}

/** The English `common` messages, for unit tests (bundles leave this out: nothing there uses it). */
export const COMMON_MESSAGES_EN: Messages = englishCommon as Messages;
