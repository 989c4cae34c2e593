// Unit tests read the spec's English texts: the page's i18n instance starts in English.
import { COMMON_MESSAGES_EN, initI18nWith } from '@shop/i18n';

initI18nWith({ common: COMMON_MESSAGES_EN });
