import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { PageLoading } from './page-loading';

/**
 * A page whose code is a separate chunk, fetched the first time the page renders, with the plain
 * loading indicator meanwhile. `pick` chooses the component among the chunk module's exports, so
 * several pages can share one chunk.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
