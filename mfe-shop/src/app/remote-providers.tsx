import type { ComponentType } from 'react';
import '../components/ui.css';
import './i18n';

/**
 * Wraps an exposed page in what this remote brings itself: its stylesheet and its messages (the
 * `shop` namespace, registered by importing ./i18n; `useT('shop')` loads the active language's),
 * and its `Head` (title, description, link preview tags, JSON-LD: `app/heads`), rendered before
 * the page. Store, router, toasts and the i18n instance come from the host (shared singletons).
 * The storefront uses no antd (see ui.css).
 */
export function withRemoteProviders<P extends object>(
  Page: ComponentType<P>,
  Head?: ComponentType,
) {
  function RemotePage(props: P) {
    return (
      <>
        {Head && <Head />}
        <Page {...props} />
      </>
    );
  }
  RemotePage.displayName = `Remote(${Page.displayName ?? Page.name})`;
  return RemotePage;
}
