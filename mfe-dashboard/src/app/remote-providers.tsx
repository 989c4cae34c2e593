import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { shopTheme } from '@shop/ui';
import './remote.css';

/**
 * Wraps an exposed page in what this remote brings itself. antd is not shared, so the shell's
 * ConfigProvider does not reach this remote's antd copy: the page applies the same theme here.
 * Store, router and toasts come from the host (shared singletons).
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
