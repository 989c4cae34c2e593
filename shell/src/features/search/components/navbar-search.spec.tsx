import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams, useSearchParams } from 'react-router-dom';
import { i18n, loadCommonMessages } from '@shop/i18n';
import { apiError, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import bn from '../../../locales/bn.json';
import type { PartMatch } from '../api/search-api';
import { NavbarSearch, SEARCH_DEBOUNCE_MS } from './navbar-search';

const SEARCHING_TEXT = 'Searching…';
const SEE_ALL = (term: string) => `See all results for "${term}"`;
const SEARCH_FAILED_TEXT = 'Search is not available right now. Please try again.';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const match = (n: number, name = `Product number ${n}`): PartMatch => ({
  _id: `665f1e0000000000000000${String(n).padStart(2, '0')}`,
  name,
  img: `/static/products/p${n}.svg`,
  price: 1000 + n,
});

const LONG_NAME = 'Samsung Galaxy Watch6 Classic 47mm Smart Watch';
const MATCHES = [
  match(1, LONG_NAME),
  match(2, 'QCY T13 TWS Earbuds'),
  match(3, 'Walton 1.8L Electric Kettle'),
];

function ProductShown() {
  const { partId } = useParams();
  return <p data-testid="product">{partId}</p>;
}

function ResultsShown() {
  const [params] = useSearchParams();
  return <p data-testid="results">{params.get('q')}</p>;
}

function renderSearch(answer: (q: string) => Response | Promise<Response>) {
  const api = fakeApi({
    'GET /part/search': (request) => answer(new URL(request.url).searchParams.get('q') ?? ''),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavbarSearch />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
      { path: '/product/:partId', element: <ProductShown /> },
      { path: '/shops', element: <ResultsShown /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={storeWith('anonymous')}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const searches = () => api.calls('GET', '/part/search');
  return { router, searches };
}

const box = () => screen.getByRole('combobox');
/** The product suggestions (every option but the last, "See all results"). */
const options = () =>
  screen.queryAllByRole('option').filter((option) => option.getAttribute('title'));
const seeAll = () => screen.getAllByRole('option').at(-1) as HTMLElement;
const status = () => screen.getByRole('status');
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

const realSetTimeout = globalThis.setTimeout;

/** Lets the debounce run out and the answer arrive, each step inside `act`. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  // The fake fetch answers on the real event loop, the store batches its notifications on the
  // (fake) clock: let both run.
  const searching = () => screen.queryByText(SEARCHING_TEXT) ?? screen.queryByText('খোঁজা হচ্ছে…');
  for (let step = 0; step < 100 && searching(); step += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => realSetTimeout(resolve, 2));
      await jest.advanceTimersByTimeAsync(20);
    });
  }
  expect(searching()).toBeNull();
}

describe('NavbarSearch', () => {
  // Only the clock is fake: promise and stream plumbing (fetch, Response bodies) runs as usual.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => {
    // Unmount before the shared teardown resets the store, so no update lands outside `act`.
    cleanup();
    jest.useRealTimers();
  });

  it('is a labelled combobox controlling a listbox, collapsed and silent while the term is empty', async () => {
    const { searches } = renderSearch(() => json(200, MATCHES));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBe(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(box().getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');

    fireEvent.focus(box());
    type('   ');
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4);
    });

    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(status().textContent).toBe('');
    expect(searches()).toHaveLength(0);
  });

  it('waits for typing to pause, then asks the API once, for the trimmed term', async () => {
    const { searches } = renderSearch(() => json(200, MATCHES));
    type('k');
    type('ke');
    type(' ket ');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(SEARCHING_TEXT)).toBeTruthy();
    // Nothing announced while typing.
    expect(status().textContent).toBe('');

    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(searches()).toHaveLength(0);

    await settle();
    expect(searches()).toHaveLength(1);
    expect(new URL(searches()[0].url).searchParams.get('q')).toBe('ket');
    expect(options()).toHaveLength(3);
    expect(status().textContent).toBe('3 suggestions; Enter shows all results');
  });

  it('never shows the answer for an older term while a newer one is being typed', async () => {
    renderSearch((q) => json(200, q === 'kettle' ? [MATCHES[2]] : MATCHES));
    type('k');
    await settle();
    expect(options()).toHaveLength(3);
    type('kettle');
    // The answer for "k" is still in the cache: not shown under "kettle".
    expect(options()).toHaveLength(0);
    expect(screen.getByText(SEARCHING_TEXT)).toBeTruthy();
    await settle();
    expect(options().map((option) => option.getAttribute('title'))).toEqual([MATCHES[2].name]);
  });

  it('shows each match with its picture, the name cut to 22 characters and the price in taka', async () => {
    renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();

    const [first, second] = options();
    expect(first.textContent).toContain('Samsung Galaxy Watch6 ..');
    expect(first.textContent).not.toContain(LONG_NAME);
    expect(first.getAttribute('title')).toBe(LONG_NAME);
    expect(first.textContent).toContain('৳1,001');
    expect(second.textContent).toContain('QCY T13 TWS Earbuds');
    const img = first.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://api.test/static/products/p1.svg');
    expect(img?.getAttribute('width')).toBe('40');
    expect(img?.getAttribute('height')).toBe('40');
    for (const option of options()) {
      const name = option.querySelector('.search__name')?.textContent ?? '';
      expect(name.length).toBeLessThanOrEqual(22 + '..'.length);
    }
  });

  it('reads each match whole, and shows the whole name of the option the arrow keys reach', async () => {
    renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();
    const [first] = options();
    // Screen readers: the whole name and the price, however the name is drawn.
    expect(first.getAttribute('aria-label')).toBe(`${LONG_NAME}, ৳1,001`);
    expect(first.querySelector('.search__name')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'ArrowDown' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.querySelector('.search__name')?.textContent).toBe(LONG_NAME);
    // The next one: the first is cut again.
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'ArrowDown' });
    expect(first.querySelector('.search__name')?.textContent).toBe('Samsung Galaxy Watch6 ..');
  });

  it('shows at most 8 suggestions, then "See all results for …"', async () => {
    renderSearch(() =>
      json(
        200,
        Array.from({ length: 45 }, (_, i) => match(i + 1)),
      ),
    );
    type('product');
    await settle();
    expect(options()).toHaveLength(8);
    expect(screen.getAllByRole('option')).toHaveLength(9);
    expect(seeAll().textContent).toBe(SEE_ALL('product'));
    expect(status().textContent).toBe('8 suggestions; Enter shows all results');
  });

  it('moves the active option with the arrow keys through "See all" too, wrapping at both ends', async () => {
    renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();
    expect(activeOption()).toBeNull();

    key('ArrowDown');
    expect(activeOption()).toBe(options()[0]);
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    expect(options()[1].getAttribute('aria-selected')).toBe('false');

    key('ArrowDown');
    key('ArrowDown');
    expect(activeOption()).toBe(options()[2]);
    key('ArrowDown');
    expect(activeOption()).toBe(seeAll());
    key('ArrowDown');
    expect(activeOption()).toBe(options()[0]);
    key('ArrowUp');
    expect(activeOption()).toBe(seeAll());
    const all = screen.getAllByRole('option');
    expect(all.filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('Enter opens the active match, then clears the box and closes the list', async () => {
    const { router } = renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${MATCHES[1]._id}`));
    expect(screen.getByTestId('product').textContent).toBe(MATCHES[1]._id);
  });

  it('Enter with no active option opens the results page of the term, not the first match', async () => {
    const { router } = renderSearch(() => json(200, MATCHES));
    type(' smart watch ');
    await settle();
    key('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
    expect(router.state.location.search).toBe('?q=smart+watch');
    expect(screen.getByTestId('results').textContent).toBe('smart watch');
  });

  it('Enter before the suggestions have arrived opens the results page too', async () => {
    const { router, searches } = renderSearch(() => json(200, MATCHES));
    type('watch');
    key('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
    expect(router.state.location.search).toBe('?q=watch');
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(searches()).toHaveLength(0);
  });

  it('"See all results" opens the results page, by click or by the arrow keys', async () => {
    const { router } = renderSearch(() => json(200, MATCHES));
    type('qcy');
    await settle();
    fireEvent.click(seeAll());
    await waitFor(() => expect(router.state.location.search).toBe('?q=qcy'));
    expect(router.state.location.pathname).toBe('/shops');

    await act(() => router.navigate('/'));
    type('walton');
    await settle();
    key('ArrowUp');
    expect(activeOption()).toBe(seeAll());
    key('Enter');
    await waitFor(() => expect(router.state.location.search).toBe('?q=walton'));
  });

  it('Enter on an empty box goes nowhere', async () => {
    const { router } = renderSearch(() => json(200, MATCHES));
    type('  ');
    key('Enter');
    expect(router.state.location.pathname).toBe('/');
  });

  it('clicking a match opens it', async () => {
    const { router } = renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();
    fireEvent.click(options()[2]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${MATCHES[2]._id}`));
  });

  it('Escape closes the list, a click outside does too, and typing opens it again', async () => {
    renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();
    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('a');

    key('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box().getAttribute('aria-expanded')).toBe('false');

    type('ab');
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('stays closed after Escape when a focus the box had before hydration is replayed late', async () => {
    renderSearch(() => json(200, MATCHES));
    type('a');
    await settle();
    key('Escape');
    // React replays a focus the box got before the page hydrated once the whole page has: the
    // box has had the focus all along, so that is no reason to open the list again.
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    // Leaving the box and coming back is a new focus: the list opens.
    fireEvent.blur(box(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    // So does an arrow key after another Escape.
    key('Escape');
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when nothing matches', async () => {
    renderSearch(() => json(200, []));
    type('  zebra ');
    await settle();
    expect(options()).toHaveLength(0);
    expect(status().textContent).toBe('No products match "zebra"');
    expect(seeAll().textContent).toBe(SEE_ALL('zebra'));
  });

  it('searches what was typed into a server-rendered box before the page was hydrated', async () => {
    const api = fakeApi({ 'GET /part/search': () => json(200, [MATCHES[1]]) });
    const page = () => (
      <Provider store={storeWith('anonymous')}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <NavbarSearch /> }])} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // Typed while only the server's HTML was there: no React, no change event.
    const input = container.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = 'qcy';
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page(), {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      await settle();
      expect(mismatches).toEqual([]);
      const searches = api.calls('GET', '/part/search');
      expect(searches.map((call) => new URL(call.url).searchParams.get('q'))).toEqual(['qcy']);
      expect((box() as HTMLInputElement).value).toBe('qcy');
      expect(box().getAttribute('aria-expanded')).toBe('true');
      expect(options().map((option) => option.getAttribute('title'))).toEqual([MATCHES[1].name]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('speaks Bengali on Bengali pages: Bengali digits in prices and in the count', async () => {
    i18n.addResourceBundle('bn', 'common', await loadCommonMessages('bn'), true, true);
    i18n.addResourceBundle('bn', 'shell', bn, true, true);
    await act(() => i18n.changeLanguage('bn'));
    try {
      renderSearch(() => json(200, MATCHES));
      type('ঘড়ি');
      await settle();
      expect(options()[0].textContent).toContain('৳১,০০১');
      expect(status().textContent).toBe('৩টি পরামর্শ; সব ফলাফল দেখতে Enter চাপুন');
      const all = screen.getAllByRole('option');
      expect(all.at(-1)?.textContent).toBe('"ঘড়ি" এর সব ফলাফল দেখুন');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows a short error line when the search fails', async () => {
    renderSearch(() => apiError(500, 'INTERNAL', 'boom'));
    type('a');
    await settle();
    expect(status().textContent).toBe(SEARCH_FAILED_TEXT);
    expect(options()).toHaveLength(0);
  });
});
