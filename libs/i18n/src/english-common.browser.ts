import type { Messages } from './messages';

/**
 * Browser bundles' stand-in for `english-common.ts` (package.json `browser`): the English `common`
 * messages are for unit tests; a browser loads them with `loadCommonMessages('en')`.
 */
export const COMMON_MESSAGES_EN: Messages = {};
