import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { customer, fakeApi, storeWith } from '@shop/tools/jest/fake-api';
import { Footer } from './footer';
import { Navbar } from './navbar';

function renderNavbar(store: ReturnType<typeof storeWith>, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const labels = () =>
  Array.from(nav().querySelectorAll('a, button')).map((element) => element.textContent);

describe('Navbar', () => {
  it('has the spec’s links with their exact labels, in order, and Login for a visitor', () => {
    renderNavbar(storeWith('anonymous'));
    expect(labels()).toEqual([
      'Home',
      'Shops',
      'Daily Delights',
      'Customer Service',
      'Reviews',
      'Dashboard',
      'Login',
    ]);
    expect(screen.getByRole('link', { name: 'TechParts BD home' }).getAttribute('href')).toBe('/');
  });

  it('Login remembers the page to come back to', () => {
    const router = renderNavbar(storeWith('anonymous'), '/product/42');
    fireEvent.click(within(nav()).getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/product/42' });
  });

  it('shows neither while the session is being restored', () => {
    renderNavbar(storeWith('unknown'));
    expect(labels()).not.toContain('Login');
    expect(labels()).not.toContain('Sign Out');
  });

  it('Sign Out ends the session on the server and goes home', async () => {
    const api = fakeApi({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    const store = storeWith(customer);
    const router = renderNavbar(store, '/dashboard/profile');
    expect(labels().at(-1)).toBe('Sign Out');

    fireEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));

    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});

describe('Footer', () => {
  it('shows the three static columns and the copyright year', () => {
    render(<Footer year={2031} />);
    for (const title of ['Services', 'Company', 'Legal']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    // Static items: none of them navigates anywhere.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/Copyright © 2031/)).toBeTruthy();
  });
});
