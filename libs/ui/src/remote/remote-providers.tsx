import { useLanguage } from '@shop/i18n';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useReducedMotion } from '../reduced-motion';
import { shopTheme } from '../theme';

/**
 * antd's own texts (pagination, Popconfirm OK/Cancel, empty tables, filters, modals) in the active
 * language: antd's Bengali locale in Bengali, its default (English) otherwise.
 */
export function useAntdLocale(): ConfigProviderProps['locale'] {
  return useLanguage() === 'bn' ? bnBD : undefined;
}

/**
 * The shop's antd theme and antd's texts in the active language, around antd screens. For a
 * visitor who asked the system for less motion, antd's own motion is off too (dialogs, drawers,
 * messages and menus appear without zooming or sliding): antd does not read the preference itself.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  const reduced = useReducedMotion();
  const theme = useMemo(
    () => (reduced ? { ...shopTheme, token: { ...shopTheme.token, motion: false } } : shopTheme),
    [reduced],
  );
  return (
    <ConfigProvider theme={theme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Wraps an exposed page of an antd remote (dashboard, admin) in what the remote brings itself.
 * antd is not shared, so the shell's ConfigProvider does not reach the remote's antd copy: the
 * page applies the shop theme and antd's texts in the active language here. Store, router, toasts
 * and the i18n instance come from the host (shared singletons). antd lives in this module only:
 * the storefront never imports it.
 */
export function withRemoteProviders<P extends object>(Page: ComponentType<P>) {
  function RemotePage(props: P) {
    return (
      <AntdProviders>
        <Page {...props} />
      </AntdProviders>
    );
  }
  RemotePage.displayName = `Remote(${Page.displayName ?? Page.name})`;
  return RemotePage;
}
