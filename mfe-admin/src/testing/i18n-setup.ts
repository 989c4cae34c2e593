// Unit tests render the spec's English: the `common` and `admin` messages, loaded synchronously.
import { COMMON_MESSAGES_EN, initI18nWith } from '@shop/i18n';
import en from '../locales/en.json';

initI18nWith({ common: COMMON_MESSAGES_EN, admin: en });
