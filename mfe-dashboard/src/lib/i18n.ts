import { registerMessages, useT } from '@shop/i18n';

/** This remote's messages: `src/locales/{en,bn}.json`, the `dashboard` namespace. */
export const DASHBOARD_NAMESPACE = 'dashboard';

// At module load, so the namespace is known before a page asks for it: every expose imports this
// module (and every translated component does through `useDashboardT`). Two literal imports give
// two small chunks; only the active language is downloaded.
registerMessages(DASHBOARD_NAMESPACE, (language) =>
  language === 'bn' ? import('../locales/bn.json') : import('../locales/en.json'),
);

/** `const { t } = useDashboardT()`: this remote's messages (suspends until they are loaded). */
export function useDashboardT() {
  return useT(DASHBOARD_NAMESPACE);
}

/** The `t` of this remote's messages. */
export type DashboardT = ReturnType<typeof useDashboardT>['t'];
