import { BEST_SELLER_PART_IDS, NEW_ARRIVAL_PART_IDS, type Part } from '@shop/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiError, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { HomePage } from './home-page';

const part = (id: string, name: string, price = 1500): Part => ({
  _id: id,
  name,
  img: `/static/products/${id}.svg`,
  price,
  quantity: 5,
  description: '',
});

const CATALOGUE = [
  ...BEST_SELLER_PART_IDS.map((id, i) => part(id, `Best ${i + 1} Smart Watch`)),
  ...NEW_ARRIVAL_PART_IDS.map((id, i) => part(id, `New ${i + 1} Router`)),
];

function shopApi(overrides: Record<string, (request: Request) => Response> = {}) {
  return fakeApi({
    'GET /partHome': () =>
      json(200, [
        { ...part('665f1e0000000000000000aa', 'Deal kettle', 1000), listPrice: 1400 },
        { ...part('665f1e0000000000000000ab', 'Deal router', 3000), listPrice: 3900 },
      ]),
    'GET /part': (request: Request) => {
      const url = new URL(request.url);
      const ids = url.searchParams.get('ids');
      if (ids)
        return json(
          200,
          ids.split(',').map((id) => CATALOGUE.find((p) => p._id === id)),
        );
      const category = url.searchParams.get('category');
      const items = category
        ? CATALOGUE.filter((p) =>
            p.name
              .toLowerCase()
              .replace(/\s/g, '')
              .includes(category.toLowerCase().replace(/\s/g, '')),
          )
        : CATALOGUE;
      // The shop listing asks for one page: {items, total, page, limit}.
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 24);
      return json(200, {
        items: items.slice((page - 1) * limit, page * limit),
        total: items.length,
        page,
        limit,
      });
    },
    ...overrides,
  });
}

function renderHome() {
  render(
    <Provider store={storeWith('anonymous')}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('HomePage', () => {
  // Unmount before the shared setup resets the test store, so no update lands outside act().
  afterEach(cleanup);

  it("has the spec's sections in order", async () => {
    shopApi();
    renderHome();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = ['Delightful deals for everyone', 'New arrivals', 'Best seller', 'Why choose us'];
    expect(titles.filter((t) => order.includes(t ?? ''))).toEqual(order);
    expect(titles.indexOf('Shop by category')).toBeLessThan(titles.indexOf(order[0]));
    expect(screen.getByRole('heading', { level: 1 }).closest('section')?.className).toBe('hero');
    // The listing comes last, under a heading of its own.
    const sections = Array.from(document.querySelectorAll('section'));
    expect(sections[sections.length - 1].id).toBe('shop-listing');
    expect(titles[titles.length - 1]).toBe('All products');
    const listing = screen.getByRole('region', { name: 'All products' });
    expect(listing.contains(sections[sections.length - 1])).toBe(true);
    // Far taller than a lazy section's stand-in: laid out at once (its cards are lazy themselves).
    expect(listing.className).toContain('home-section--eager');
    await screen.findAllByTestId('best-seller-slide');
  });

  it('asks for the best sellers and the new arrivals in one request each, in their order', async () => {
    const api = shopApi();
    renderHome();
    await screen.findAllByTestId('best-seller-slide');
    await screen.findAllByTestId('new-arrival-card');
    const idsAsked = api
      .calls('GET', '/part')
      .map((r) => new URL(r.url).searchParams.get('ids'))
      .filter(Boolean);
    expect(idsAsked.sort()).toEqual(
      [BEST_SELLER_PART_IDS.join(','), NEW_ARRIVAL_PART_IDS.join(',')].sort(),
    );
  });

  it('shows three new arrivals with dates, linking to the fixed products', async () => {
    shopApi();
    renderHome();
    const cards = await screen.findAllByTestId('new-arrival-card');
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => {
      expect(card.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(within(card).getByRole('link').getAttribute('href')).toBe(
        `/product/${NEW_ARRIVAL_PART_IDS[i]}`,
      );
    });
  });

  it('shows the featured deals with the struck-through list price and a way to every deal', async () => {
    shopApi();
    renderHome();
    const cards = await screen.findAllByTestId('deal-card');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('৳1,000');
    expect(cards[0].querySelector('del')?.textContent).toBe('List price ৳1,400');
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe(
      '/product/665f1e0000000000000000aa',
    );
    expect(screen.getByRole('link', { name: 'Shop all deals' }).getAttribute('href')).toBe(
      '/shops',
    );
  });

  it('choosing a category presses it, filters the listing and scrolls to it', async () => {
    const api = shopApi();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderHome();
    const watch = screen
      .getAllByTestId('category-card')
      .find((card) => card.textContent?.includes('Smart Watch'))!;
    expect(watch.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(watch);
    expect(watch.getAttribute('aria-pressed')).toBe('true');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect((scrolled.mock.contexts[0] as HTMLElement).id).toBe('shop-listing');
    await waitFor(() =>
      expect(
        api
          .calls('GET', '/part')
          .some((r) => new URL(r.url).searchParams.get('category') === 'Smart Watch'),
      ).toBe(true),
    );
    // Choosing it again shows everything again.
    fireEvent.click(watch);
    expect(watch.getAttribute('aria-pressed')).toBe('false');
  });

  it('offers Retry when the best sellers cannot be loaded', async () => {
    let fail = true;
    shopApi({
      'GET /part': (request: Request) =>
        fail
          ? apiError(500, 'INTERNAL_ERROR', 'boom')
          : new URL(request.url).searchParams.has('ids')
            ? json(200, CATALOGUE)
            : json(200, { items: CATALOGUE, total: CATALOGUE.length, page: 1, limit: 24 }),
    });
    renderHome();
    const section = screen.getByRole('heading', { name: 'Best seller' }).closest('section')!;
    const retry = await within(section).findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(within(section).queryByTestId('load-error')).toBeNull());
  });
});
