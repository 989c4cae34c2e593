import type { Part, ProductDetails } from '@shop/contracts';
import { fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderPage } from '../../../testing/render-page';
import { COMPARE_STORAGE_KEY, compareTray } from '../utils/compare-tray';
import { ProductCard } from './product-card';
import { withCompare } from './with-compare';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const id = (n: number) => `665f1e0000000000000000${String(n).padStart(2, '0')}`;
const listed = (n: number, name: string): Part => ({
  _id: id(n),
  name,
  img: `/static/p${n}.svg`,
  price: 2500,
  quantity: 3,
  description: '',
});
const details = (part: Part, category: ProductDetails['category']): ProductDetails => ({
  ...part,
  category,
  brand: 'Brand',
  specs: [],
  photos: [],
  options: [],
  variants: [],
});

const ROUTERS = [1, 2, 3, 4, 5].map((n) => listed(n, `Router ${n}`));
const KETTLE = listed(9, 'Walton Kettle');

function Listing() {
  return (
    <>
      {[...ROUTERS, KETTLE].map((part) => (
        <ProductCard key={part._id} part={part} />
      ))}
    </>
  );
}
const ComparableListing = withCompare(Listing);

function serve() {
  const routes: Parameters<typeof fakeApi>[0] = {};
  for (const part of ROUTERS)
    routes[`GET /product/${part._id}`] = () => json(200, details(part, 'router'));
  routes[`GET /product/${KETTLE._id}`] = () => json(200, details(KETTLE, 'kettle'));
  return fakeApi(routes);
}

const card = (name: string) =>
  screen.getAllByTestId('product-card').find((c) => c.textContent?.includes(name)) as HTMLElement;
const compareOf = (name: string) =>
  within(card(name)).getByRole('button', { name: `Compare ${name}` });
const tray = () => screen.queryByTestId('compare-tray');

beforeEach(() => {
  window.localStorage.clear();
  compareTray.clear();
  jest.mocked(toast.error).mockClear();
});
afterEach(cleanup);

describe('Compare on the product cards', () => {
  it('is not there where the page does not offer it (the home page’s listing)', () => {
    serve();
    renderPage(<Listing />);
    expect(screen.queryAllByTestId('compare-toggle')).toHaveLength(0);
  });

  it('adds a product to the tray (asking its category once), and takes it out again', async () => {
    const api = serve();
    renderPage(<ComparableListing />);
    expect(tray()).toBeNull();

    fireEvent.click(compareOf('Router 1'));
    await waitFor(() => expect(compareOf('Router 1').getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls('GET', `/product/${id(1)}`)).toHaveLength(1);
    expect(within(tray() as HTMLElement).getByText('Add one more to compare')).toBeTruthy();

    fireEvent.click(compareOf('Router 2'));
    await waitFor(() =>
      expect(
        within(tray() as HTMLElement)
          .getByRole('link', { name: 'Compare (2)' })
          .getAttribute('href'),
      ).toBe(`/compare?ids=${id(1)},${id(2)}`),
    );
    // Kept for the next page and visit.
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toHaveLength(2);

    fireEvent.click(compareOf('Router 1'));
    expect(compareOf('Router 1').getAttribute('aria-pressed')).toBe('false');
    expect(within(tray() as HTMLElement).getAllByRole('img')).toHaveLength(1);
  });

  it('refuses a product of another category, saying why', async () => {
    serve();
    renderPage(<ComparableListing />);
    fireEvent.click(compareOf('Router 1'));
    await waitFor(() => expect(compareOf('Router 1').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(compareOf('Walton Kettle'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Walton Kettle can’t be compared with your list: it holds routers only, and this is not one. Clear the list to compare kettles.',
        { toastId: 'compare-refused' },
      ),
    );
    expect(compareOf('Walton Kettle').getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a fifth product, saying why; the tray’s remove buttons and Clear empty it', async () => {
    serve();
    renderPage(<ComparableListing />);
    for (const n of [1, 2, 3, 4]) {
      fireEvent.click(compareOf(`Router ${n}`));
      await waitFor(() =>
        expect(compareOf(`Router ${n}`).getAttribute('aria-pressed')).toBe('true'),
      );
    }
    fireEvent.click(compareOf('Router 5'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You can compare up to 4 products at once. Remove one from the list to add Router 5.',
        { toastId: 'compare-refused' },
      ),
    );
    expect(compareOf('Router 5').getAttribute('aria-pressed')).toBe('false');

    const bar = tray() as HTMLElement;
    fireEvent.click(
      within(bar).getByRole('button', { name: 'Remove Router 2 from the compare list' }),
    );
    expect(within(bar).getByRole('link', { name: 'Compare (3)' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    });
    expect(tray()).toBeNull();
    expect(compareOf('Router 1').getAttribute('aria-pressed')).toBe('false');
  });
});
