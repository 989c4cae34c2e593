/**
 * A server-rendered product page hydrating: the spec table below the first screen stays the
 * server's markup until it nears the screen, also when the page above it renders again (its
 * stock topped up from the API right after hydration).
 */
import type { Part, SpecGroup } from '@shop/contracts';
import { fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderPage } from '../../../testing/render-page';
import { ProductPage } from './product-page';
import { FakeObserver } from '../../../testing/fake-intersection-observer';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const GROUPS: SpecGroup[] = [
  {
    key: 'battery',
    label: { en: 'Battery', bn: 'ব্যাটারি' },
    fields: [
      {
        key: 'battery-capacity',
        label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
        type: 'number',
        unit: { en: 'mAh', bn: 'এমএএইচ' },
      },
    ],
  },
];

const part: Part = {
  _id: '665f1e000000000000000002',
  name: 'QCY T13 TWS Earbuds',
  img: '/static/products/qcy-t13.svg',
  price: 1450,
  quantity: 3,
  description: 'Earbuds.',
  category: 'tws',
  specs: [{ key: 'battery-capacity', value: 380 }],
} as Part;

/** Whether React has hydrated (or rendered) this element: it carries React's own properties. */
const reactOwned = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__react'));

describe('ProductPage hydrating a server-rendered page', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const errors = jest.spyOn(console, 'error');

  beforeEach(() => {
    FakeObserver.install();
    errors.mockClear();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
    cleanup();
    jest.useRealTimers();
    delete (window as unknown as Record<string, unknown>).__SHOP_TAPS__;
    delete (window as unknown as Record<string, unknown>).IntersectionObserver;
  });

  it('leaves the spec table unhydrated when the page renders again above it, until it nears the screen', async () => {
    let stock = 3;
    fakeApi({
      [`GET /product/${part._id}`]: () => json(200, { ...part, quantity: stock }),
      'GET /spec-templates/tws': () => json(200, { category: 'tws', groups: GROUPS, revision: 1 }),
    });
    // Only the clock is faked (RTK Query dates its answers with it); timers stay real.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
      ],
    });
    // The server's store: the product and its template, asked by a render (as the server does).
    const { store, unmount } = renderPage(<ProductPage />, {
      url: `/product/${part._id}`,
      path: '/product/:partId',
    });
    await screen.findByTestId('spec-table');
    unmount();
    const page = () => (
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/product/${part._id}`]}>
          <Routes>
            <Route path="/product/:partId" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const table = container.querySelector('[data-testid="spec-table"]') as HTMLElement;
    expect(table.textContent).toContain('380 mAh');

    // Hydrated two seconds later (a page from the renderer's cache), while bookings took stock:
    // the page asks for the product again and renders with the new stock.
    stock = 1;
    jest.setSystemTime(Date.now() + 2_000);
    // The shell's early-taps script is on every page its server renders.
    (window as unknown as Record<string, unknown>).__SHOP_TAPS__ = { held: [], stop() {} };
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, page());
    });
    await waitFor(() => expect(screen.getByTestId('stock').textContent).toBe('Available: 1'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    // The table is the server's markup still, not hydrated by the page's new render.
    expect(screen.getByTestId('spec-table')).toBe(table);
    expect(reactOwned(table)).toBe(false);

    // Near the screen, it hydrates: no mismatch.
    await act(async () => {
      for (const observer of FakeObserver.all) observer.enter();
    });
    expect(reactOwned(table)).toBe(true);
    expect(screen.getByTestId('spec-table')).toBe(table);
    expect(errors).not.toHaveBeenCalled();
  });
});
