import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { REMOTE_ROUTES, routeUrl, type RemoteRoute } from '@shop/contracts';
import { admin, customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import type { RouteObject } from '@shop/router';
import { RemoteLoaderContext } from '../features/remotes/remote-route';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { remoteRoutesUnder } from './remote-routes';
import { routes } from './routes';

/** A loader that answers every module with a page naming it, and records what was requested. */
function namingLoader() {
  const loads: string[] = [];
  const loader: RemoteLoader = {
    configure: () => undefined,
    isRegistered: () => true,
    load: (async (remote: string, expose: string) => {
      loads.push(`${remote}/${expose}`);
      const Page: ComponentType = () => <h2>{`${remote} ${expose}`}</h2>;
      return { default: Page };
    }) as RemoteLoader['load'],
  };
  return { loader, loads };
}

function visit(url: string, session: typeof admin | typeof customer) {
  fakeApi({
    'GET /admin/admin%40shop.local': () => json(200, { admin: true }),
    'GET /admin/customer%40shop.local': () => json(200, { admin: false }),
    'GET /auth/providers': () => json(200, { google: false }),
  });
  const { loader, loads } = namingLoader();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Provider store={storeWith(session)}>
      <RemoteLoaderContext.Provider value={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>
    </Provider>,
  );
  return { loads, router };
}

/** Each row of the route table, at its URL, for the audience it is for. */
describe.each(REMOTE_ROUTES.map((row) => [routeUrl(row), row] as const))('%s', (url, row) => {
  const visitor = row.audience === 'admin' ? admin : customer;
  const concrete = url.replace(':partId', '665f1e000000000000000001').replace(':id', '665f0abc');

  it(`loads ${row.remote} ${row.expose} for ${visitor.role}s`, async () => {
    const { loads } = visit(concrete, visitor);
    expect(
      // The dashboard frame is a lazy chunk with antd: the first visit takes a while in jsdom.
      await screen.findByRole(
        'heading',
        { name: `${row.remote} ${row.expose}` },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(loads).toEqual([`${row.remote}/${row.expose}`]);
  }, 15_000);
});

it('never requests the admin remote for a customer on an admin page', async () => {
  const { loads, router } = visit('/dashboard/manageParts', customer);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
  expect(loads.filter((load) => load.startsWith('mfe_admin'))).toEqual([]);
});

describe('remoteRoutesUnder', () => {
  const row = (over: Partial<RemoteRoute>) =>
    ({
      remote: 'mfe_dashboard',
      expose: './P',
      path: 'p',
      audience: 'customer',
      ...over,
    }) as RemoteRoute;

  it('puts admin pages behind RequireAdmin and keeps the others open, in table order', () => {
    const built = remoteRoutesUnder('/dashboard', [
      row({ path: 'a' }),
      row({ remote: 'mfe_admin', audience: 'admin', path: 'b' }),
      row({ remote: 'mfe_shop', audience: 'public', path: 'shops' }),
      row({ path: 'c', audience: 'all' }),
    ]);
    const shape = (r: RouteObject): unknown =>
      r.children ? { guard: true, children: r.children.map(shape) } : (r.path ?? 'index');
    expect(built.map(shape)).toEqual(['a', 'c', { guard: true, children: ['b'] }]);
  });

  it('refuses two pages of one audience for one path', () => {
    expect(() => remoteRoutesUnder('/dashboard', [row({}), row({ expose: './Q' })])).toThrow(
      'more than one page for /dashboard p',
    );
  });
});
