import type { ComponentType } from 'react';
import '../components/ui.css';
import './i18n';
import './remote.css';

/**
 * Wraps an exposed page in what this remote brings itself: its stylesheet and its messages (the
 * `shop` namespace, registered by importing ./i18n; `useT('shop')` loads the active language's).
 * Store, router, toasts and the i18n instance come from the host (shared singletons). The
 * storefront uses no antd (see ui.css).
 */
export function withRemoteProviders<P extends object>(Page: ComponentType<P>) {
  function RemotePage(props: P) {
    return <Page {...props} />;
  }
  RemotePage.displayName = `Remote(${Page.displayName ?? Page.name})`;
  return RemotePage;
}
