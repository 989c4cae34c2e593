import { registerMessages } from '@shop/i18n';

/** The storefront's messages (mfe-shop/src/locales): `useT(NAMESPACE)` in its components. */
export const NAMESPACE = 'shop';

// Two literal imports: two small chunks, and only the active language's is downloaded.
registerMessages(NAMESPACE, (language) =>
  language === 'bn' ? import('../locales/bn.json') : import('../locales/en.json'),
);
