/**
 * Runs before every spec of this remote: the page's i18n instance in English with this remote's
 * messages, so components render the spec's English texts. A spec that renders Bengali switches
 * with `useLanguage('bn')` from `./i18n` and comes back to English after.
 */
import { COMMON_MESSAGES_EN, initI18nWith } from '@shop/i18n';
import en from '../locales/en.json';

initI18nWith({ common: COMMON_MESSAGES_EN, dashboard: en });
