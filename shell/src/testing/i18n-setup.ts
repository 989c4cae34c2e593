// Unit tests read the spec's English texts: the page's i18n instance starts in English with the
// `common` and `shell` messages.
import { COMMON_MESSAGES_EN, initI18nWith } from '@shop/i18n';
import en from '../locales/en.json';

initI18nWith({ common: COMMON_MESSAGES_EN, shell: en });
