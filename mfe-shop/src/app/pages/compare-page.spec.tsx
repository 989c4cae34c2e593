import type { ProductDetails, ProductReviewPage, SpecTemplate } from '@shop/contracts';
import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { apiError, fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { renderPage } from '../../testing/render-page';
import { ComparePage } from './compare-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const id = (n: number) => `665f1e0000000000000000${String(n).padStart(2, '0')}`;

const router = (n: number, overrides: Partial<ProductDetails>): ProductDetails => ({
  _id: id(n),
  name: `Router ${n}`,
  img: `/static/products/r${n}.svg`,
  price: 3000,
  quantity: 5,
  description: '',
  category: 'router',
  brand: 'TP-Link',
  warranty: { months: 12, type: 'official', covers: { en: '', bn: '' } },
  specs: [],
  photos: [],
  options: [],
  variants: [],
  ...overrides,
});

const ARCHER = router(1, {
  name: 'TP-Link Archer C6',
  nameBn: 'TP-Link Archer C6 রাউটার',
  price: 3200,
  specs: [
    { key: 'standard', value: 'wifi-5' },
    { key: 'lan-ports', value: 4 },
  ],
});
const DECO = router(2, {
  name: 'TP-Link Deco X20',
  price: 5400,
  specs: [
    { key: 'standard', value: 'wifi-6' },
    { key: 'lan-ports', value: 4 },
  ],
});
const KETTLE = router(3, { name: 'Walton Kettle', category: 'kettle', brand: 'Walton' });

const TEMPLATE: SpecTemplate = {
  category: 'router',
  revision: 1,
  groups: [
    {
      key: 'wifi',
      label: { en: 'Wi-Fi', bn: 'ওয়াই-ফাই' },
      fields: [
        {
          key: 'standard',
          label: { en: 'Standard', bn: 'স্ট্যান্ডার্ড' },
          type: 'choice',
          choices: [
            { value: 'wifi-5', label: { en: 'Wi-Fi 5', bn: 'ওয়াই-ফাই ৫' } },
            { value: 'wifi-6', label: { en: 'Wi-Fi 6', bn: 'ওয়াই-ফাই ৬' } },
          ],
        },
        { key: 'lan-ports', label: { en: 'LAN ports', bn: 'ল্যান পোর্ট' }, type: 'number' },
      ],
    },
  ],
};

const reviews = (average: number, count: number): ProductReviewPage => ({
  summary: {
    average,
    count,
    distribution: { '0': 0, '1': 0, '2': 0, '3': 0, '4': count, '5': 0 },
  },
  items: [],
  total: count,
  page: 1,
  limit: 5,
});

function serve(products: ProductDetails[]) {
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /spec-templates/router': () => json(200, TEMPLATE),
  };
  for (const product of products) {
    routes[`GET /product/${product._id}`] = () => json(200, product);
    routes[`GET /product/${product._id}/reviews`] = () =>
      json(200, product === ARCHER ? reviews(4, 2) : reviews(0, 0));
  }
  routes['GET /product/not-an-id'] = () => apiError(400, 'BAD_REQUEST', 'partId must be an id');
  return fakeApi(routes);
}

/** The table, once the category's spec rows have arrived too. */
async function table() {
  await screen.findByTestId('compare-table');
  await waitFor(() => expect(row('standard')).not.toBeNull());
}
const row = (key: string) =>
  screen.getByTestId('compare-table').querySelector(`tr[data-row="${key}"]`) as HTMLElement;
const cells = (key: string) =>
  within(row(key))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(cleanup);

describe('the compare page', () => {
  it('shows the products side by side: picture, name, price, list price, rating, brand, warranty, specs', async () => {
    serve([ARCHER, DECO]);
    renderPage(<ComparePage />, { url: `/compare?ids=${id(1)},${id(2)}` });
    await table();
    const columns = screen.getAllByTestId('compare-column');
    expect(columns.map((column) => column.textContent)).toEqual([
      expect.stringContaining('TP-Link Archer C6'),
      expect.stringContaining('TP-Link Deco X20'),
    ]);
    expect(columns[0].querySelector('img')?.getAttribute('src')).toBe(
      'http://api.test/static/products/r1.svg',
    );
    expect(cells('price')).toEqual(['৳3,200', '৳5,400']);
    expect(cells('list-price')).toEqual(['৳4,160', '৳6,750']);
    expect(cells('brand')).toEqual(['TP-Link', 'TP-Link']);
    await waitFor(() =>
      expect(cells('rating')).toEqual(['★ 4.0 of 5 (2 reviews)', 'No reviews yet']),
    );
    expect(cells('standard')).toEqual(['Wi-Fi 5', 'Wi-Fi 6']);
    expect(cells('lan-ports')).toEqual(['4', '4']);
  });

  it('marks the rows that differ, and hides the identical ones on request', async () => {
    serve([ARCHER, DECO]);
    renderPage(<ComparePage />, { url: `/compare?ids=${id(1)},${id(2)}` });
    await table();
    expect(row('standard').dataset.differs).toBe('true');
    expect(within(row('standard')).getByRole('rowheader').textContent).toBe('Standard (differs)');
    expect(row('price').dataset.differs).toBe('true');
    expect(row('brand').dataset.differs).toBeUndefined();
    expect(row('lan-ports').dataset.differs).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide identical rows' }));
    expect(row('standard')).not.toBeNull();
    expect(row('price')).not.toBeNull();
    expect(row('brand')).toBeNull();
    expect(row('lan-ports')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide identical rows' }));
    expect(row('brand')).not.toBeNull();
  });

  it('says which ids it could not compare: missing ones, another category, more than four', async () => {
    const more = [4, 5, 6].map((n) => router(n, { name: `Router ${n}` }));
    serve([ARCHER, KETTLE, ...more]);
    renderPage(<ComparePage />, {
      url: `/compare?ids=${id(1)},not-an-id,${id(3)},${id(4)},${id(5)},${id(6)}`,
    });
    await table();
    await waitFor(() =>
      expect(screen.getByTestId('compare-notices').textContent).toContain(
        '1 product in this link is not sold any more or does not exist.',
      ),
    );
    const notices = screen.getByTestId('compare-notices').textContent;
    expect(notices).toContain('Not compared: Walton Kettle — only products of one kind (routers)');
    expect(notices).toContain('Only the first 4 products of the link are compared.');
    // The first four ids: Archer, (missing), Kettle, Router 4.
    expect(
      screen
        .getAllByTestId('compare-column')
        .map((c) => c.querySelector('.compare__name')?.textContent),
    ).toEqual(['TP-Link Archer C6', 'Router 4']);
  });

  it('Remove takes a column out (and the product out of the tray)', async () => {
    serve([ARCHER, DECO]);
    const { router: memory } = renderPage(<ComparePage />, {
      url: `/compare?ids=${id(1)},${id(2)}`,
      path: '/compare',
    });
    await table();
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove TP-Link Deco X20 from the comparison' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('compare-column')).toHaveLength(1));
    expect(memory.state.location.search).toBe(`?ids=${id(1)}`);
    // One column: nothing differs, the switch has nothing to hide.
    expect(screen.getByRole('checkbox', { name: 'Hide identical rows' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('with no ids, says there is nothing to compare and leads to the shop', async () => {
    fakeApi({});
    renderPage(<ComparePage />, { url: '/compare' });
    expect(screen.getByText('Nothing to compare yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
      '/shops',
    );
  });

  it('with only unknown ids, says so instead of a table', async () => {
    fakeApi({});
    renderPage(<ComparePage />, { url: `/compare?ids=${id(9)}` });
    expect(await screen.findByText('Nothing to compare yet')).toBeTruthy();
    expect(screen.getByTestId('compare-notices').textContent).toContain('1 product in this link');
  });

  describe('in Bengali', () => {
    beforeAll(async () => {
      initI18nWith({ common: await loadCommonMessages('bn'), shop: bn }, 'bn');
    });
    afterAll(async () => {
      await act(async () => {
        initI18nWith({ common: COMMON_MESSAGES_EN, shop: en }, 'en');
      });
    });

    it('shows Bengali names, labels and digits', async () => {
      serve([ARCHER, DECO]);
      renderPage(<ComparePage />, { url: `/compare?ids=${id(1)},${id(2)}` });
      await table();
      expect(screen.getAllByTestId('compare-column')[0].textContent).toContain(
        'TP-Link Archer C6 রাউটার',
      );
      expect(cells('price')).toEqual(['৳৩,২০০', '৳৫,৪০০']);
      expect(cells('standard')).toEqual(['ওয়াই-ফাই ৫', 'ওয়াই-ফাই ৬']);
      expect(within(row('standard')).getByRole('rowheader').textContent).toBe('স্ট্যান্ডার্ড (ভিন্ন)');
      expect(screen.getByRole('checkbox', { name: 'একই রকম সারি লুকান' })).toBeTruthy();
    });
  });
});
