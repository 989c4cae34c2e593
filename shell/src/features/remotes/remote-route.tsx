import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';
import { takeOverTaps } from '../../early-taps';
import type { ComponentType, LazyExoticComponent } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteLoader, RemoteName } from './remote-loader';
import { RemoteLoading } from './remote-status';

type PageModule = { default: ComponentType };
type LazyPage = LazyExoticComponent<ComponentType>;

/** The loader routes use; the app provides the real one, tests a fake. */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/**
 * One lazy component per loader and module, so coming back to a page that already loaded renders
 * at once instead of flashing the spinner. A failed one is dropped; Retry also forces a fresh one.
 */
const lazyPages = new WeakMap<RemoteLoader, Map<string, LazyPage>>();

function lazyPage(
  loader: RemoteLoader,
  remote: RemoteName,
  expose: string,
  fresh: boolean,
): LazyPage {
  const pages = lazyPages.get(loader) ?? new Map<string, LazyPage>();
  lazyPages.set(loader, pages);
  const key = `${remote}|${expose}`;
  let page = pages.get(key);
  if (!page || fresh) {
    const created: LazyPage = lazy(() =>
      loader.load<PageModule>(remote, expose).catch((error: unknown) => {
        // Forget a failed page, so visiting the route again tries again.
        if (pages.get(key) === created) pages.delete(key);
        throw error;
      }),
    );
    pages.set(key, created);
    page = created;
  }
  return page;
}

/**
 * Beside the remote page in its Suspense boundary: its effect runs when the page itself has
 * hydrated (or rendered), which on a server-rendered page can be after the root's commit. The taps
 * held until then are replayed (shell/src/early-taps.ts).
 */
function PageLive(): null {
  useEffect(() => takeOverTaps(), []);
  return null;
}

export interface RemoteRouteProps {
  remote: RemoteName;
  /** Exposed module, e.g. './ShopsPage'. */
  module: string;
}

/** A route whose page comes from a remote: Suspense + spinner while loading, boundary + Retry on failure. */
export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteRoute needs a RemoteLoaderContext provider');
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(loader, remote, module, false);

  const retry = () => {
    lazyPage(loader, remote, module, true);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Page />
        <PageLive />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
