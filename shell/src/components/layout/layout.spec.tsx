import { SHOP_CONTACT } from '@shop/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act } from 'react';
import { cartItemAdded } from '@shop/api-client';
import { customer, fakeApi, storeWith } from '@shop/tools/jest/fake-api';
import { Footer, SOCIAL_LINKS } from './footer';
import { MENU_ID, Navbar } from './navbar';

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

function renderFooter(year?: number) {
  const router = createMemoryRouter([{ path: '*', element: <Footer year={year} /> }]);
  render(<RouterProvider router={router} />);
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** The links and the session button (not the language switch, which is a group of its own). */
const labels = () =>
  Array.from(nav().querySelectorAll('a, button'))
    .filter((element) => !element.closest('[role="group"]'))
    .map((element) => element.textContent);

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

describe('Navbar menu toggle', () => {
  const toggle = () => screen.getByRole('button', { name: 'Menu' });
  const isOpen = () => nav().classList.contains('navbar__menu--open');

  it('is a real button that controls the links and says whether they are shown', () => {
    renderNavbar(storeWith('anonymous'));
    expect(toggle().getAttribute('aria-controls')).toBe(MENU_ID);
    expect(nav().id).toBe(MENU_ID);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(isOpen()).toBe(true);

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);
  });

  it('closes when a link is followed, even to the page already shown', () => {
    const router = renderNavbar(storeWith('anonymous'), '/shops');
    fireEvent.click(toggle());
    fireEvent.click(within(nav()).getByRole('link', { name: 'Reviews' }));
    expect(router.state.location.pathname).toBe('/reviews');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    fireEvent.click(within(nav()).getByRole('link', { name: 'Reviews' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to the toggle', () => {
    renderNavbar(storeWith('anonymous'));
    fireEvent.click(toggle());
    within(nav()).getByRole('link', { name: 'Shops' }).focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});

describe('Navbar logo', () => {
  it('goes home and back to the top, also from the home page itself', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderNavbar(storeWith('anonymous'), '/shops');
    const logo = screen.getByRole('link', { name: 'TechParts BD home' });

    fireEvent.click(logo);
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));

    fireEvent.click(logo);
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});

describe('Navbar cart', () => {
  const part = (n: number) => ({
    _id: `665f1e0000000000000000${n}0`,
    name: `Part ${n}`,
    img: '/p.svg',
    price: 500,
    quantity: 10,
  });

  it('links to /cart and says it is empty, without a badge', () => {
    const router = renderNavbar(storeWith('anonymous'));
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('Cart');
    expect(screen.queryByTestId('cart-count')).toBeNull();

    fireEvent.click(cart);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('counts the units in the cart, following the store', () => {
    const store = storeWith('anonymous');
    renderNavbar(store);
    act(() => {
      store.dispatch(cartItemAdded({ part: part(1) }));
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('1');

    act(() => {
      store.dispatch(cartItemAdded({ part: part(2), quantity: 3 }));
    });
    expect(screen.getByRole('link', { name: 'Cart, 4 items' }).textContent).toBe('Cart4');
    expect(screen.getByTestId('cart-count').textContent).toBe('4');
  });
});

describe('Footer', () => {
  it('shows the three static columns and the copyright year', () => {
    renderFooter(2031);
    for (const title of ['Services', 'Company', 'Legal']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    // Static items: none of them navigates anywhere; the only links are the social ones and
    // Track your order.
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      ...SOCIAL_LINKS.map((social) => social.label),
      'Track your order',
    ]);
    expect(screen.getByText('Privacy policy').closest('a')).toBeNull();
    expect(screen.getByText(/Copyright © 2031/)).toBeTruthy();
  });

  it('links Track your order to /track (under /bn in Bengali, through the router)', () => {
    renderFooter();
    const link = screen.getByRole('link', { name: 'Track your order' });
    expect(link.getAttribute('href')).toBe('/track');
    expect(link.closest('ul')?.previousElementSibling?.textContent).toBe('Services');
  });

  it("links the social icons to the shop's own pages, opened safely", () => {
    renderFooter();
    for (const { name, url } of SHOP_CONTACT.social) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')).toBeTruthy();
    }
    expect(screen.getByText(new RegExp(`Copyright © ${new Date().getFullYear()}`))).toBeTruthy();
  });
});
