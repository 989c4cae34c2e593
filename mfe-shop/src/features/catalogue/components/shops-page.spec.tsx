import type { Part } from '@shop/contracts';
import { apiError, fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { pageWindow } from './pagination';
import { NO_FILTERS } from '../utils/listing-params';
import { LISTING_PAGE_SIZE } from './shop-listing';
import { readListingParams, ShopsPage } from './shops-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const parts: Part[] = Array.from({ length: 30 }, (_, i) => ({
  _id: (i + 1).toString(16).padStart(24, '0'),
  name: i % 3 === 0 ? `TP-Link Router ${i}` : `QCY TWS Earbuds ${i}`,
  img: `/static/products/p${i}.svg`,
  price: 1000 + i * 10,
  quantity: 5,
  description: '',
}));

const brandOf = (part: Part) => (part.name.startsWith('TP-Link') ? 'TP-Link' : 'QCY');

/** A fake `GET /api/part/browse` that filters, sorts, pages and counts brands like the real one. */
function catalogue({ fail = false } = {}) {
  return fakeApi({
    'GET /part/browse': (request) => {
      if (fail) return apiError(503, 'DATABASE_UNAVAILABLE', 'down');
      const q = new URL(request.url).searchParams;
      const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');
      const category = q.get('category');
      const text = q.get('q');
      const brands = q.get('brand')?.split(',') ?? [];
      const base = parts.filter(
        (p) =>
          (!category || fold(p.name).includes(fold(category))) &&
          (!text || fold(p.name).includes(fold(text))),
      );
      let items = base.filter((p) => brands.length === 0 || brands.includes(brandOf(p)));
      if (q.get('sort') === 'price_desc') items = [...items].sort((a, b) => b.price - a.price);
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      const brandCounts = ['QCY', 'TP-Link']
        .map((value) => ({ value, count: base.filter((p) => brandOf(p) === value).length }))
        .filter((brand) => brand.count > 0);
      return json(200, {
        items: items.slice((page - 1) * limit, page * limit),
        total: items.length,
        page,
        limit,
        facets: {
          brands: brandCounts,
          price: { min: 1000, max: 1290 },
          inStock: items.length,
          specs: [],
        },
      });
    },
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(new URL(api.calls('GET', '/part/browse').at(-1)!.url).searchParams);

const render = (url = '/shops') => renderPage(<ShopsPage />, { url, path: '/shops' });

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('ShopsPage', () => {
  it('shows the spec’s heading and the first page of products from the API', async () => {
    const api = catalogue();
    render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Explore a Universe of Extraordinary Finds!',
    );
    expect(screen.getByLabelText('Loading products')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card')).toHaveLength(LISTING_PAGE_SIZE),
    );
    expect(screen.getByTestId('product-count').textContent).toBe('Showing 1–24 of 30 products');
    expect(lastQuery(api)).toEqual({ page: '1', limit: String(LISTING_PAGE_SIZE) });
  });

  it('sorts in the API; pressing the active order again goes back to the default order', async () => {
    const api = catalogue();
    const { router } = render();
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'High Price' }));
    await waitFor(() => expect(lastQuery(api).sort).toBe('price_desc'));
    expect(router.state.location.search).toBe('?sort=price_desc');
    expect(screen.getByRole('button', { name: 'High Price' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card')[0].dataset.price).toBe('1290'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'High Price' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by category in the API and goes back to page 1', async () => {
    const api = catalogue();
    const { router } = render('/shops?page=2');
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Router' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ category: 'Router', page: '1' }));
    expect(router.state.location.search).toBe('?category=Router');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(10));
    expect(screen.getByTestId('product-count').textContent).toBe('10 products');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the catalogue', async () => {
    const api = catalogue();
    const { router } = render();
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(6));
    expect(lastQuery(api).page).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('offers Retry when the catalogue cannot be loaded', async () => {
    const api = catalogue({ fail: true });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls('GET', '/part/browse')).toHaveLength(2));
  });

  it('says so when a category has nothing, and offers every product', async () => {
    fakeApi({
      'GET /part/browse': () =>
        json(200, {
          items: [],
          total: 0,
          page: 1,
          limit: 24,
          facets: { brands: [], price: { min: 0, max: 0 }, inStock: 0, specs: [] },
        }),
    });
    render('/shops?category=Kettle');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'No products match “Kettle” yet.',
    );
    screen.getByRole('button', { name: 'Show all products' });
  });
});

describe('listing address', () => {
  it('reads known values and ignores the rest', () => {
    expect(
      readListingParams(new URLSearchParams('category=smartwatch&sort=price_asc&page=3')),
    ).toEqual({
      category: 'smartwatch',
      sort: 'price_asc',
      page: 3,
      q: null,
      ...NO_FILTERS,
    });
    expect(readListingParams(new URLSearchParams('category=shoes&sort=name&page=-2'))).toEqual({
      category: null,
      sort: null,
      page: 1,
      q: null,
      ...NO_FILTERS,
    });
    expect(readListingParams(new URLSearchParams('q=%20router%20')).q).toBe('router');
    expect(readListingParams(new URLSearchParams('q=%20')).q).toBeNull();
    expect(readListingParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('reads the filter column: lists, Bengali digits, a range the wrong way round, junk ignored', () => {
    expect(
      readListingParams(
        new URLSearchParams(
          'brand=QCY,%20Realme,,QCY&min=৫০০০&max=1000&inStock=true&spec=anc:yes,BAD,bluetooth:5-3',
        ),
      ),
    ).toMatchObject({
      brands: ['QCY', 'Realme'],
      min: 1000,
      max: 5000,
      inStock: true,
      specs: ['anc:yes', 'bluetooth:5-3'],
    });
    expect(readListingParams(new URLSearchParams('min=abc&inStock=1'))).toMatchObject({
      min: null,
      inStock: false,
    });
  });

  it('offers first, last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('ShopsPage with ?q= (the search the home page names to search engines)', () => {
  it('lists the matches with the filter column, and says when nothing matches', async () => {
    const api = catalogue();
    render('/shops?q=router');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Products matching “router”',
    );
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(10));
    expect(lastQuery(api).q).toBe('router');
    cleanup();
    const { router } = render('/shops?q=kettle');
    expect(await screen.findByText('No product’s name contains “kettle”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all products' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('ShopsPage filters', () => {
  it('ticks a brand into the address and the API, with its count, and clears it', async () => {
    const api = catalogue();
    const { router } = render('/shops?page=2');
    await screen.findAllByTestId('product-card');
    const column = screen.getByRole('complementary', { name: 'Filters' });
    const tpLink = within(column).getByRole('checkbox', { name: /TP-Link/ });
    expect(tpLink.closest('label')!.textContent).toBe('TP-Link10');
    fireEvent.click(tpLink);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=TP-Link'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ brand: 'TP-Link', page: '1' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(10));
    fireEvent.click(within(column).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('applies a price range typed in Bengali digits, and refuses a lowest price above the highest', async () => {
    catalogue();
    const { router } = render();
    await screen.findAllByTestId('product-card');
    const column = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.change(within(column).getByLabelText('Lowest price (৳)'), {
      target: { value: '১২০০' },
    });
    fireEvent.change(within(column).getByLabelText('Highest price (৳)'), {
      target: { value: '1100' },
    });
    fireEvent.click(within(column).getByRole('button', { name: 'Apply' }));
    expect(within(column).getByRole('alert').textContent).toBe(
      'The lowest price is above the highest.',
    );
    expect(router.state.location.search).toBe('');
    fireEvent.change(within(column).getByLabelText('Highest price (৳)'), {
      target: { value: '1250' },
    });
    fireEvent.keyDown(within(column).getByLabelText('Highest price (৳)'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?min=1200&max=1250'));
  });

  it('on a phone, keeps the choices in a drawer until its apply button says how many products', async () => {
    catalogue();
    const { router } = render();
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: /QCY/ }));
    const apply = await within(drawer).findByRole('button', { name: 'Show 20 products' });
    expect(router.state.location.search).toBe('');
    fireEvent.click(apply);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=QCY'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('closes the drawer when the address changes under it (Back), dropping its draft', async () => {
    catalogue();
    const { router } = render('/shops?brand=QCY');
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: /TP-Link/ }));
    await act(() => router.navigate('/shops'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
