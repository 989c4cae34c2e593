import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { authApi } from '@shop/api-client';
import { admin, customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { ForRole, RequireAdmin, RequireAuth } from './guards';
import { LoginPage } from './login-page';

const CHECKING_SESSION = 'Checking your session…';
const CHECKING_ACCESS = 'Checking your access…';
const ADMIN_ONLY_MESSAGE =
  'That page is for admins only, so you have been signed out. Log in with an admin account.';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderAt(path: string, store: ReturnType<typeof storeWith>, realLogin = false) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: realLogin ? <LoginPage /> : <LoginProbe /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/shops', element: <h1>Shops</h1> },
      {
        path: '/dashboard',
        element: <RequireAuth />,
        children: [
          { path: 'profile', element: <h1>My Profile</h1> },
          {
            element: <RequireAdmin />,
            children: [{ path: 'manageUser', element: <h1>Manage All User</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const adminFlags = () =>
  fakeApi({
    'GET /admin/admin%40shop.local': () => json(200, { admin: true }),
    'GET /admin/customer%40shop.local': () => json(200, { admin: false }),
    'POST /auth/logout': () => new Response(null, { status: 204 }),
    'GET /auth/providers': () => json(200, { google: false }),
    'POST /auth/login': () => json(200, { accessToken: 't2', user: admin }),
  });

describe('RequireAuth', () => {
  it('shows a loading indicator while the session is being restored', () => {
    adminFlags();
    renderAt('/dashboard/profile', storeWith('unknown'));
    expect(screen.getByRole('status').textContent).toContain(CHECKING_SESSION);
  });

  it('sends a visitor to /login remembering where they were going', async () => {
    adminFlags();
    renderAt('/dashboard/profile?tab=1', storeWith('anonymous'));
    expect((await screen.findByTestId('login')).textContent).toBe(
      JSON.stringify({ from: '/dashboard/profile?tab=1' }),
    );
  });

  it('lets a signed-in person in', () => {
    adminFlags();
    renderAt('/dashboard/profile', storeWith(customer));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
  });

  it('sends someone who signs out on a guarded page home, not to /login', async () => {
    adminFlags();
    const store = storeWith(customer);
    const router = renderAt('/dashboard/profile', store);
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('RequireAdmin', () => {
  it('shows loading, then the page for an admin', async () => {
    adminFlags();
    renderAt('/dashboard/manageUser', storeWith(admin));
    expect(screen.getByRole('status').textContent).toContain(CHECKING_ACCESS);
    expect(await screen.findByRole('heading', { name: 'Manage All User' })).toBeTruthy();
  });

  it('sends a customer to /login, which signs them out on the server', async () => {
    const api = adminFlags();
    const store = storeWith(customer);
    const router = renderAt('/dashboard/manageUser', store, true);

    expect(await screen.findByText(ADMIN_ONLY_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Manage All User' })).toBeNull();
  });

  it('logging in on that page afterwards is not undone, and does not lead back to the admin page', async () => {
    const api = adminFlags();
    const store = storeWith(customer);
    const router = renderAt('/dashboard/manageUser', store, true);
    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@shop.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Shops' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shops');
    expect(store.getState().auth.user?.email).toBe('admin@shop.local');
    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
  });
});

describe('ForRole', () => {
  const renderForRole = (store: ReturnType<typeof storeWith>) =>
    render(
      <Provider store={store}>
        <ForRole admin={<h1>Sales</h1>} other={<h1>Overview</h1>} />
      </Provider>,
    );

  it('shows the admin page to an admin, after the flag arrives', async () => {
    adminFlags();
    renderForRole(storeWith(admin));
    expect(screen.getByRole('status').textContent).toContain(CHECKING_ACCESS);
    expect(await screen.findByRole('heading', { name: 'Sales' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Overview' })).toBeNull();
  });

  it('shows the other page to a customer and never renders the admin one', async () => {
    adminFlags();
    renderForRole(storeWith(customer));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sales' })).toBeNull();
  });
});
