import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { shopTheme } from '../theme';

/**
 * Wraps an exposed page of an antd remote (dashboard, admin) in what the remote brings itself.
 * antd is not shared, so the shell's ConfigProvider does not reach the remote's antd copy: the
 * page applies the shop theme here. Store, router and toasts come from the host (shared
 * singletons). antd lives in this module only: the storefront never imports it.
 */
export function withRemoteProviders<P extends object>(Page: ComponentType<P>) {
  function RemotePage(props: P) {
    return (
      <ConfigProvider theme={shopTheme}>
        <Page {...props} />
      </ConfigProvider>
    );
  }
  RemotePage.displayName = `Remote(${Page.displayName ?? Page.name})`;
  return RemotePage;
}
