import { cartDistrictChosen, cartItemAdded } from '@shop/api-client';
import { BEST_SELLER_PART_IDS, NEW_ARRIVAL_PART_IDS, type Part } from '@shop/contracts';
import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, cleanup, screen, within } from '@testing-library/react';
import { CartPage } from '../../features/cart';
import { ShopsPage } from '../../features/catalogue';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { renderPage } from '../../testing/render-page';
import { HomePage } from './home-page';
import { ProductPage } from './product-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const part = (i: number, overrides: Partial<Part> = {}): Part => ({
  _id: (i + 1).toString(16).padStart(24, '0'),
  name: `Xiaomi Redmi Watch ${i} Smart Watch`,
  img: `/static/products/p${i}.svg`,
  price: 4299,
  quantity: 5,
  description: 'AMOLED display, 12-day battery.',
  ...overrides,
});

/**
 * The visible texts with Latin letters that are not marked `translate="no"`: what the browser test
 * of the language switch would call untranslated.
 */
function untranslatedLatin(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (/[A-Za-z]/.test(text) && !node.parentElement?.closest('[translate="no"]')) {
      found.push(text.trim());
    }
  }
  return found;
}

beforeAll(async () => {
  Element.prototype.scrollIntoView = jest.fn();
  // The shared texts too (district names are there), as the app loads them for the page's language.
  initI18nWith({ common: await loadCommonMessages('bn'), shop: bn }, 'bn');
});

// The other specs of this run read English.
afterAll(() => {
  initI18nWith({ common: COMMON_MESSAGES_EN, shop: en }, 'en');
});

afterEach(cleanup);

describe('the storefront in Bengali', () => {
  it('home: Bengali headings, ৳ prices in Bengali digits, product names kept as entered', async () => {
    const catalogue = [...BEST_SELLER_PART_IDS, ...NEW_ARRIVAL_PART_IDS].map((id, i) =>
      part(i, { _id: id }),
    );
    fakeApi({
      'GET /partHome': () => json(200, [{ ...part(40, { price: 1000 }), listPrice: 125000 }]),
      'GET /part': (request) => {
        const ids = new URL(request.url).searchParams.get('ids');
        if (ids)
          return json(
            200,
            ids.split(',').map((id) => catalogue.find((p) => p._id === id)),
          );
        return json(200, { items: catalogue, total: catalogue.length, page: 1, limit: 24 });
      },
    });
    const { container } = renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'ভরসার গ্যাজেট ও পার্টস, ৭২ ঘণ্টায় আপনার দরজায়',
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'সবার জন্য দারুণ সব অফার',
        'নতুন এসেছে',
        'সবচেয়ে বেশি বিক্রিত',
        'কেন আমাদের বেছে নেবেন',
        'সব পণ্য',
      ]),
    );
    const deal = await screen.findByTestId('deal-card');
    expect(deal.textContent).toContain('৳১,০০০');
    expect(deal.querySelector('del')?.textContent).toBe('আগের দাম ৳১,২৫,০০০');
    const arrival = (await screen.findAllByTestId('new-arrival-card'))[0];
    expect(arrival.querySelector('time')?.textContent).toBe('১৮ নভেম্বর ২০২৬');
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('product-count').textContent).toBe('১১টি পণ্য');
    expect(untranslatedLatin(container)).toEqual([]);
  });

  it('shops: sort and category buttons, a pluralised count and page numbers in Bengali', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => part(i, { price: 1000 + i }));
    fakeApi({
      'GET /part/browse': (request) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page'));
        const limit = Number(q.get('limit'));
        const items = parts.slice((page - 1) * limit, page * limit);
        const facets = {
          brands: [{ value: 'Xiaomi', count: 30 }],
          price: { min: 1000, max: 1029 },
          inStock: 30,
          specs: [
            {
              key: 'display-type',
              label: { en: 'Panel', bn: 'প্যানেল' },
              values: [{ value: 'amoled', label: { en: 'AMOLED', bn: 'অ্যামোলেড' }, count: 30 }],
            },
          ],
        };
        return json(200, { items, total: parts.length, page, limit, facets });
      },
    });
    const { container } = renderPage(<ShopsPage />, { url: '/shops?max=1020', path: '/shops' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'অসাধারণ সব পণ্যের এক বিশাল জগৎ ঘুরে দেখুন!',
    );
    const cards = await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('product-count').textContent).toBe(
      '৩০টি পণ্যের মধ্যে ১–২৪ দেখানো হচ্ছে',
    );
    screen.getByRole('button', { name: 'কম দাম' });
    screen.getByRole('button', { name: 'স্মার্ট ওয়াচ' });
    expect(screen.getByRole('button', { name: 'পাতা ২' }).textContent).toBe('২');
    expect(cards[1].querySelector('.price-tag__price')?.textContent).toBe('৳১,০০১');
    expect(within(cards[1]).getByRole('button').textContent).toBe(
      'Xiaomi Redmi Watch 1 Smart Watch কার্টে যোগ করুন',
    );
    expect(cards[1].querySelector('h3 a')?.getAttribute('translate')).toBe('no');
    // The filter column: Bengali titles, labels and counts; a brand is its own name.
    const column = screen.getByRole('complementary', { name: 'ফিল্টার' });
    expect(within(column).getByRole('checkbox', { name: 'অ্যামোলেড ৩০' })).toBeTruthy();
    expect(within(column).getByRole('checkbox', { name: 'শুধু স্টকে থাকা পণ্য ৩০' })).toBeTruthy();
    within(column).getByText('প্যানেল');
    within(column).getByText('৳১,০২৯');
    // The price range from the address, in Bengali digits.
    expect(within(column).getByLabelText<HTMLInputElement>('সর্বোচ্চ দাম (৳)').value).toBe('১০২০');
    expect(untranslatedLatin(container)).toEqual([]);
  });

  it('cart: the item count, taka amounts and delivery note in Bengali', async () => {
    localStorage.clear();
    const watch = part(1, { price: 12500 });
    fakeApi({ 'GET /part': () => json(200, [watch]) });
    const view = renderPage(<CartPage />, { url: '/cart', path: '/cart' });
    act(() => {
      view.store.dispatch(cartItemAdded({ part: watch, quantity: 1 }));
      view.store.dispatch(cartDistrictChosen('Khulna'));
    });
    expect(screen.getByText('সাবটোটাল (১টি পণ্য)')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('৳১২,৫০০');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('৳১২০');
    expect(screen.getByTestId('cart-total').textContent).toBe('৳১২,৬২০');
    expect(screen.getByTestId('cart-delivery-note').textContent).toBe(
      'ঢাকার বাইরে ডেলিভারি চার্জ ৳১২০। ২টি বা তার বেশি পণ্য অর্ডার করলে ডেলিভারি ফ্রি।',
    );
    expect(
      (screen.getByLabelText('ডেলিভারির জেলা') as HTMLSelectElement).selectedOptions[0].textContent,
    ).toBe('খুলনা');
    expect(untranslatedLatin(view.container)).toEqual([]);
    // One product in quantity 3: one product, three pieces (Bengali's plural rule, via i18next).
    act(() => {
      view.store.dispatch(cartItemAdded({ part: watch, quantity: 2 }));
    });
    expect(screen.getByText('সাবটোটাল (১টি পণ্য, ৩ পিস)')).toBeTruthy();
    expect(screen.getByTestId('cart-delivery-note').textContent).toBe(
      'ফ্রি ডেলিভারি: আপনি ৩ পিস অর্ডার করছেন।',
    );
  });

  it('product: stock in Bengali digits, and the brand and the description kept as entered', async () => {
    const watch = part(2, { quantity: 12 });
    const review = {
      _id: 'r1',
      name: 'Priya Saha',
      retting: 4,
      review: 'ঘুমের হিসাব ঠিকমতো দেখায় না।',
      img: '/static/avatars/priya-saha.svg',
      verifiedPurchase: true,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    fakeApi({
      [`GET /product/${watch._id}`]: () => json(200, watch),
      [`GET /product/${watch._id}/reviews`]: () =>
        json(200, {
          summary: {
            average: 4.5,
            count: 12,
            distribution: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 6, '5': 6 },
          },
          items: [review],
          total: 12,
          page: 1,
          limit: 5,
        }),
    });
    const { container } = renderPage(<ProductPage />, {
      url: `/product/${watch._id}`,
      path: '/product/:partId',
    });
    expect((await screen.findByTestId('stock')).textContent).toBe('স্টকে আছে: ১২টি');
    // Ratings & reviews: Bengali digits, the reviewer's name and text as written.
    expect((await screen.findByTestId('rating-average')).textContent).toBe('৪.৫');
    expect(screen.getByTestId('rating-count').textContent).toBe('১২টি রিভিউ');
    expect(screen.getByTestId('rating-bar-5').textContent).toContain('৫ স্টার');
    const item = screen.getByTestId('product-review');
    expect(item.textContent).toContain('২৩ নভেম্বর ২০২৬');
    expect(item.textContent).toContain('যাচাই করা ক্রেতা');
    screen.getByRole('heading', { name: 'রেটিং ও রিভিউ' });
    screen.getByRole('button', { name: 'কার্টে যোগ করুন' });
    screen.getByRole('link', { name: 'এখনই কিনুন' });
    expect(container.querySelector('summary')?.textContent).toBe('কেন TechParts BD বেছে নেবেন?');
    expect(untranslatedLatin(container)).toEqual([]);
  });
});
