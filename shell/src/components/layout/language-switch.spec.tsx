import { cartItemAdded } from '@shop/api-client';
import { i18n, loadCommonMessages } from '@shop/i18n';
import { storeWith } from '@shop/tools/jest/fake-api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import bn from '../../locales/bn.json';
import { Footer } from './footer';
import { Navbar } from './navbar';

function renderPage(store = storeWith('anonymous')) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Navbar />
            <Footer year={2026} />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const nav = () => screen.getByRole('navigation');
const linkTexts = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);
const switchButton = (name: string) =>
  within(screen.getByRole('group')).getByRole('button', { name });

beforeAll(async () => {
  // The Bengali messages at hand, as the backend would have loaded them on a switch.
  i18n.addResourceBundle('bn', 'common', await loadCommonMessages('bn'), true, true);
  i18n.addResourceBundle('bn', 'shell', bn, true, true);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  document.cookie = 'lang=; Path=/; Max-Age=0';
  window.localStorage.clear();
});

describe('the language switch', () => {
  it('is a labelled group of two toggle buttons, each name in its own language', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(nav()).getByRole('group')).toBe(group);
    const [english, bengali] = within(group).getAllByRole('button');
    expect([bengali.textContent, bengali.getAttribute('lang')]).toEqual(['বাংলা', 'bn']);
    expect([english.textContent, english.getAttribute('lang')]).toEqual(['English', 'en']);
    expect(bengali.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('aria-pressed')).toBe('true');
  });

  it('switches the navbar and the footer to Bengali, with Bengali digits, and remembers it', async () => {
    const store = storeWith('anonymous');
    renderPage(store);
    // Two products (7 + 5 units), each under the cart's per-line cap, so the badge has two digits.
    act(() => {
      store.dispatch(
        cartItemAdded({
          part: {
            _id: '665f1e000000000000000010',
            name: 'Part',
            img: '/p.svg',
            price: 500,
            quantity: 20,
          },
          quantity: 7,
        }),
      );
      store.dispatch(
        cartItemAdded({
          part: {
            _id: '665f1e000000000000000011',
            name: 'Other part',
            img: '/q.svg',
            price: 800,
            quantity: 20,
          },
          quantity: 5,
        }),
      );
    });

    fireEvent.click(switchButton('বাংলা'));

    await waitFor(() =>
      expect(linkTexts()).toEqual([
        'হোম',
        'দোকান',
        'আজকের অফার',
        'গ্রাহক সেবা',
        'রিভিউ',
        'ড্যাশবোর্ড',
        'লগ ইন',
      ]),
    );
    const cart = screen.getByRole('link', { name: 'কার্ট, ১২টি পণ্য' });
    expect(cart.textContent).toBe('কার্ট১২');
    expect(screen.getByRole('link', { name: 'TechParts BD হোম' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'সেবাসমূহ' })).toBeTruthy();
    expect(screen.getByText(/কপিরাইট © ২০২৬ TechParts BD/)).toBeTruthy();
    expect(switchButton('বাংলা').getAttribute('aria-pressed')).toBe('true');
    expect(switchButton('English').getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
    expect(window.localStorage.getItem('lang')).toBe('bn');

    fireEvent.click(switchButton('English'));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Shops' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Cart, 12 items' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('keeps the phone menu open when the language changes', async () => {
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(switchButton('বাংলা'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'মেনু' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'মেনু' }).getAttribute('aria-expanded')).toBe('true');
  });
});
