import { authSlice } from '@shop/api-client';
import { customer, apiError, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { Part } from '@shop/contracts';
import { act, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderPage } from '../../../testing/render-page';
import { ProductPage, WHY_CHOOSE } from './product-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const part: Part = {
  _id: '665f1e000000000000000015',
  name: 'TP-Link Archer C6 AC1200 Router',
  img: '/static/products/archer-c6.svg',
  price: 12500,
  quantity: 3,
  description: 'Dual-band gigabit router.',
};

type Session = NonNullable<NonNullable<Parameters<typeof renderPage>[1]>['session']>;

const render = (session: Session = 'anonymous', id = part._id) =>
  renderPage(<ProductPage />, { url: `/product/${id}`, path: '/product/:partId', session });

beforeEach(() => {
  localStorage.clear();
  fakeApi({
    [`GET /product/${part._id}`]: () => json(200, part),
    'GET /product/665f1e0000000000000000ff': () => apiError(404, 'PRODUCT_NOT_FOUND', 'No product'),
  });
});

describe('ProductPage', () => {
  it('shows the product with its price, the struck-through list price and the stock', async () => {
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(part.name);
    // 12500 is above 10000: +20 % → ৳15,000.
    expect(document.querySelector('del')?.textContent).toBe('List price ৳15,000');
    expect(screen.getByText('৳12,500')).toBeTruthy();
    expect(screen.getByTestId('stock').textContent).toBe('Available: 3');
    expect(screen.getByText(part.description)).toBeTruthy();
  });

  it('visitors: Buy Now leads to sign-up, remembering this page', async () => {
    const { router } = render();
    fireEvent.click(await screen.findByRole('link', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ from: `/product/${part._id}` });
  });

  it('keeps Buy Now’s place blank while the session is checked; a visitor’s Buy Now fills it', async () => {
    const { store } = render('unknown');
    await screen.findByRole('heading', { level: 1 });
    const slot = screen.getByTestId('buy-now-slot');
    expect(slot.getAttribute('aria-hidden')).toBe('true');
    // The same box as the link (classes and text), so the page below it does not move.
    expect(slot.className).toContain('btn btn--primary btn--large btn--block');
    expect(slot.textContent).toBe('Buy Now');
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    act(() => {
      store.dispatch(authSlice.actions.sessionEnded());
    });
    expect(screen.getByRole('link', { name: 'Buy Now' })).toBeTruthy();
    expect(screen.queryByTestId('buy-now-slot')).toBeNull();
  });

  it('signed-in customers get no Buy Now (the booking form takes its place)', async () => {
    render(customer);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    screen.getByRole('button', { name: 'Add to cart' });
  });

  it('adds the chosen quantity to the cart, never more than the stock', async () => {
    const { store } = render();
    await screen.findByRole('heading', { level: 1 });
    const more = screen.getByRole('button', { name: 'One more' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.lines[0]).toMatchObject({ partId: part._id, quantity: 3 });
    // Everything in stock is in the cart now.
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText(/3 in your cart/)).toBeTruthy();
  });

  it('has the collapsible Bengali “Why Choose” text', async () => {
    render();
    await screen.findByRole('heading', { level: 1 });
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Why Choose TechParts BD?');
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual(WHY_CHOOSE);
    expect(details.querySelector('ul')?.getAttribute('lang')).toBe('bn');
  });

  it('says when the product does not exist', async () => {
    render('anonymous', '665f1e0000000000000000ff');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Product not found');
  });

  it('a missing product: the not-found picture, the way back to the shop and a few products', async () => {
    const api = fakeApi({
      'GET /product/665f1e0000000000000000ff': () =>
        apiError(404, 'PRODUCT_NOT_FOUND', 'No product'),
      'GET /part': () => json(200, { items: [part], total: 1, page: 1, limit: 4 }),
    });
    render('anonymous', '665f1e0000000000000000ff');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Product not found',
    );
    expect(screen.getByRole('img', { name: 'Product not found' }).tagName).toBe('svg');
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/shops',
    );
    const more = await screen.findByRole('region', { name: 'On sale now' });
    expect(more.textContent).toContain(part.name);
    const asked = new URL(api.calls('GET', '/part')[0].url).searchParams;
    expect([asked.get('page'), asked.get('limit')]).toEqual(['1', '4']);
  });
  it('never asks again about a product the API said does not exist (a hydrated 404 page)', async () => {
    const api = fakeApi({
      'GET /product/abc': () =>
        apiError(400, 'INVALID_ID', 'partId must be a 24-character hexadecimal id'),
    });
    const { store, unmount } = render('anonymous', 'abc');
    await screen.findByTestId('empty-state');
    unmount();
    // The same store, as the browser's holds the answer the server rendered the page with.
    rtlRender(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/product/abc']}>
          <Routes>
            <Route path="/product/:partId" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    // At once, not after a 'Loading' (the server's HTML has no 'Loading' to match).
    expect(screen.getByTestId('empty-state').textContent).toContain('Product not found');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.filter((request) => request.url.endsWith('/product/abc'))).toHaveLength(1);
  });
});

describe('ProductPage stock, hydrated from a cached page', () => {
  function mountAgain(store: ReturnType<typeof render>['store']) {
    return rtlRender(
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/product/${part._id}`]}>
          <Routes>
            <Route path="/product/:partId" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  }

  it('shows the answer it has at once and tops up the stock when that answer is over a second old', async () => {
    let stock = 3;
    const api = fakeApi({
      [`GET /product/${part._id}`]: () => json(200, { ...part, quantity: stock }),
    });
    // Only the clock is faked (RTK Query reads it with `new Date()`); timers stay real.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    try {
      const { store, unmount } = render();
      expect((await screen.findByTestId('stock')).textContent).toBe('Available: 3');
      unmount();
      const asked = () => api.requests.filter((r) => r.url.endsWith(`/product/${part._id}`)).length;
      expect(asked()).toBe(1);

      // Mounted again within the second (a fresh page): no second request.
      mountAgain(store).unmount();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked()).toBe(1);

      // Two seconds later (a page the renderer's cache kept while bookings took stock).
      stock = 1;
      jest.setSystemTime(Date.now() + 2_000);
      mountAgain(store);
      // The page the server rendered is there at once, no 'Loading' …
      expect(screen.getByTestId('stock').textContent).toBe('Available: 3');
      // … and the current stock replaces it.
      await waitFor(() => expect(screen.getByTestId('stock').textContent).toBe('Available: 1'));
      expect(asked()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ProductPage picture', () => {
  it('offers an uploaded photo in its stored widths (srcset), a seed SVG as it is', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const uploaded = {
      ...part,
      _id: '665f1e0000000000000000a1',
      img: `/uploads/images/${id}-800.webp`,
    };
    fakeApi({ [`GET /product/${uploaded._id}`]: () => json(200, uploaded) });
    render('anonymous', uploaded._id);
    const picture = await screen.findByRole('img', { name: part.name });
    expect(picture.getAttribute('src')).toMatch(
      new RegExp(`^https?://[^/]+/uploads/images/${id}-800\\.webp$`),
    );
    expect(picture.getAttribute('srcset')).toMatch(
      new RegExp(`/uploads/images/${id}-160\\.webp 160w, .+-400\\.webp 400w, .+-800\\.webp 800w$`),
    );
    expect(picture.getAttribute('sizes')).toBe('(max-width: 820px) 100vw, 560px');
  });

  it('gives a single-size picture no srcset', async () => {
    render();
    const picture = await screen.findByRole('img', { name: part.name });
    expect(picture.hasAttribute('srcset')).toBe(false);
  });
});
