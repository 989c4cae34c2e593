import englishCommon from './locales/en/common.json';
import type { Messages } from './messages';

/**
 * The English `common` messages, for unit tests (every app's jest setup starts i18next with them).
 * Browser bundles read `english-common.browser.ts` instead (package.json `browser`): `@shop/i18n`
 * is a shared module, bundled whole, and would otherwise put these messages in every first visit's
 * scripts (1.7 KB gz), where `loadCommonMessages` downloads the active language's on demand.
 */
export const COMMON_MESSAGES_EN: Messages = englishCommon as Messages;
