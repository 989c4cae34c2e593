import type { ComponentType } from 'react';
import '../components/ui.css';
import './remote.css';

/**
 * Wraps an exposed page in what this remote brings itself: its stylesheet. Store, router and
 * toasts come from the host (shared singletons). The storefront uses no antd (see ui.css).
 */
export function withRemoteProviders<P extends object>(Page: ComponentType<P>) {
  function RemotePage(props: P) {
    return <Page {...props} />;
  }
  RemotePage.displayName = `Remote(${Page.displayName ?? Page.name})`;
  return RemotePage;
}
