import type { Language } from './languages';
import type { Messages } from './messages';

/**
 * Loads the `common` namespace (texts the shell and several remotes share) in one language. Both
 * languages are chunks of their own: a browser downloads only the active one, and none at all for a
 * server-rendered page, which carries the messages it was rendered with.
 */
export function loadCommonMessages(language: Language): Promise<Messages> {
  return language === 'bn'
    ? import('./locales/bn/common.json').then((m) => m.default as Messages)
    : import('./locales/en/common.json').then((m) => m.default as Messages);
}
