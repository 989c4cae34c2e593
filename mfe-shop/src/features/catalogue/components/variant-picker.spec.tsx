import { fakeApi, json } from '@shop/tools/jest/fake-api';
import type { ProductDetails } from '@shop/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ProductPage } from './product-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const phone: ProductDetails = {
  _id: '665f1e000000000000000029',
  name: 'Samsung Galaxy A15 Smartphone',
  img: '/static/products/samsung-galaxy-a15.svg',
  price: 20999,
  quantity: 9,
  description: 'Super AMOLED 90 Hz display.',
  category: 'phone',
  brand: 'Samsung',
  specs: [],
  photos: [],
  options: [
    {
      key: 'storage',
      name: { en: 'RAM / storage', bn: 'র‍্যাম / স্টোরেজ' },
      kind: 'choice',
      values: [
        { key: '6-128', label: { en: '6/128 GB', bn: '৬/১২৮ জিবি' } },
        { key: '8-256', label: { en: '8/256 GB', bn: '৮/২৫৬ জিবি' } },
      ],
    },
    {
      key: 'colour',
      name: { en: 'Colour', bn: 'রং' },
      kind: 'colour',
      values: [
        { key: 'blue', label: { en: 'Blue Black', bn: 'ব্লু ব্ল্যাক' }, swatch: '#1d2433' },
        { key: 'yellow', label: { en: 'Yellow', bn: 'হলুদ' }, swatch: '#f1e08f' },
      ],
    },
  ],
  variants: [
    { sku: 'A15-128-BLUE', values: ['6-128', 'blue'], price: 20999, quantity: 5, archived: false },
    {
      sku: 'A15-128-YELLOW',
      values: ['6-128', 'yellow'],
      price: 20999,
      quantity: 0,
      archived: false,
    },
    { sku: 'A15-256-BLUE', values: ['8-256', 'blue'], price: 23999, quantity: 4, archived: false },
  ],
};

const render = (url = `/product/${phone._id}`) =>
  renderPage(<ProductPage />, { url, path: '/product/:partId', session: 'anonymous' });

beforeEach(() => {
  localStorage.clear();
  fakeApi({ [`GET /product/${phone._id}`]: () => json(200, phone) });
});

describe('the variant picker', () => {
  it('shows the first variant in stock; picking another changes price, stock and the address', async () => {
    render();
    const storage = await screen.findByRole('group', { name: /RAM \/ storage/ });
    expect(storage.textContent).toContain('6/128 GB');
    expect(screen.getByTestId('stock').textContent).toBe('Available: 5');
    fireEvent.click(within(storage).getByRole('link', { name: '8/256 GB' }));
    expect(await screen.findByText('৳23,999')).toBeTruthy();
    expect(screen.getByTestId('stock').textContent).toBe('Available: 4');
    expect(window.location.search).toBe('?v=A15-256-BLUE');
    expect(
      within(storage).getByRole('link', { name: '8/256 GB' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('shows a sold-out and a not-made combination disabled, each with its reason', async () => {
    render();
    const colour = await screen.findByRole('group', { name: /Colour/ });
    // 6/128 GB in yellow: sold out (no link to follow).
    expect(within(colour).queryByRole('link', { name: /Yellow/ })).toBeNull();
    expect(within(colour).getByText('Sold out')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: /RAM/ })).getByRole('link', { name: '8/256 GB' }),
    );
    // 8/256 GB in yellow is not made at all.
    expect(await within(colour).findByText('Not available')).toBeTruthy();
  });

  it('opens the variant its address names', async () => {
    render(`/product/${phone._id}?v=a15-256-blue`);
    expect(await screen.findByText('৳23,999')).toBeTruthy();
    expect(screen.getByTestId('stock').textContent).toBe('Available: 4');
  });
});
