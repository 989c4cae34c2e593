import { storeWith } from '@shop/tools/jest/fake-api';
import type { AuthUser } from '@shop/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders a page at `url` in a real store and a memory router whose route is `path`; the router is
 * returned so a test can read where clicks led.
 */
export function renderPage(
  element: ReactElement,
  {
    url = '/',
    path = '*',
    session = 'anonymous',
  }: { url?: string; path?: string; session?: AuthUser | 'anonymous' | 'unknown' } = {},
) {
  const store = storeWith(session);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
