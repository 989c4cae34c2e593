// Unit tests read the spec's English texts: the page's i18n instance starts in English, with the
// `common` messages and this remote's `shop` messages at hand (no loading).
import { COMMON_MESSAGES_EN, initI18nWith } from '@shop/i18n';
import en from '../locales/en.json';

initI18nWith({ common: COMMON_MESSAGES_EN, shop: en });
