import { registerMessages, useT } from '@shop/i18n';

/** This remote's messages: `src/locales/{en,bn}.json`, the `admin` namespace. */
export const ADMIN_NAMESPACE = 'admin';

// At module load, so the namespace is known before a page asks for it: every expose imports this
// module (and every translated component does through `useAdminT`). Two literal imports give two
// small chunks; only the active language is downloaded.
registerMessages(ADMIN_NAMESPACE, (language) =>
  language === 'bn' ? import('../locales/bn.json') : import('../locales/en.json'),
);

/** `const { t } = useAdminT()`: this remote's messages (suspends until they are loaded). */
export function useAdminT() {
  return useT(ADMIN_NAMESPACE);
}

/** The `t` of this remote's messages. */
export type AdminT = ReturnType<typeof useAdminT>['t'];
