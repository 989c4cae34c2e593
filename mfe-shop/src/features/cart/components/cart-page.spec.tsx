import { cartItemAdded, cartDistrictChosen } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { i18n } from '@shop/i18n';
import { customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { CartPage } from './cart-page';
import { cartContents, deliveryNote } from './cart-summary';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const watch: Part = {
  _id: '665f1e000000000000000001',
  name: 'Xiaomi Redmi Watch 3 Active Smart Watch',
  img: '/static/products/w.svg',
  price: 4299,
  quantity: 3,
  description: '',
};
const kettle: Part = {
  ...watch,
  _id: '665f1e000000000000000022',
  name: 'Walton Kettle',
  price: 1450,
  quantity: 5,
};

function renderCart(
  products: Part[],
  fill: (add: (p: Part, q?: number) => void) => void,
  session: 'anonymous' | typeof customer = 'anonymous',
) {
  localStorage.clear();
  const api = fakeApi({ 'GET /part': () => json(200, products) });
  const view = renderPage(<CartPage />, { url: '/cart', path: '/cart', session });
  act(() => fill((part, quantity = 1) => view.store.dispatch(cartItemAdded({ part, quantity }))));
  return { ...view, api };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('CartPage', () => {
  it('is empty at first, with a way to the shop', () => {
    renderCart([], () => undefined);
    expect(text('empty-state')).toContain('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
      '/shops',
    );
  });

  it('quotes the delivery from the shop’s rate table once a district is chosen: zone, weight, charge', async () => {
    localStorage.clear();
    const api = fakeApi({
      'GET /part': () => json(200, [kettle]),
      'POST /shipping/quote': () =>
        json(200, { zone: 'dhaka_suburbs', weightGrams: 1500, charge: 95, codFee: 0, fee: 95, subtotal: 1450 }),
    });
    const view = renderPage(<CartPage />, { url: '/cart', path: '/cart', session: 'anonymous' });
    act(() => {
      view.store.dispatch(cartItemAdded({ part: kettle, quantity: 1 }));
      view.store.dispatch(cartDistrictChosen('Gazipur'));
    });
    await waitFor(() => expect(text('cart-delivery-fee')).toBe('৳95'));
    expect(text('delivery-zone')).toBe('Dhaka suburbs · 1,500 g');
    expect(text('cart-total')).toBe('৳1,545');
    // The note explains the spec's rule; rates the owner changed are not explained by it.
    expect(screen.queryByTestId('cart-delivery-note')).toBeNull();
    expect(await api.calls('POST', '/shipping/quote')[0].json()).toEqual({
      district: 'Gazipur',
      lines: [{ partId: kettle._id, quantity: 1 }],
      paymentMethod: 'cod',
    });
  });

  it('lists the lines with totals; quantities stay within 1 and the stock', async () => {
    const { store } = renderCart([watch, kettle], (add) => {
      add(watch);
      add(kettle);
    });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    const more = screen.getByRole('button', { name: `One more ${watch.name}` });
    fireEvent.click(more);
    fireEvent.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(store.getState().cart.lines[0].quantity).toBe(3);
    fireEvent.change(screen.getByLabelText(`Quantity of ${watch.name}`), {
      target: { value: '40' },
    });
    expect(store.getState().cart.lines[0].quantity).toBe(3);
    expect(text('cart-subtotal')).toBe('৳14,347'); // 3 × 4,299 + 1,450
    fireEvent.click(screen.getByRole('button', { name: `Remove ${kettle.name}` }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await waitFor(() => expect(text('cart-subtotal')).toBe('৳12,897'));
  });

  it('names each product whole: the spec cuts names in cards, never in the cart', () => {
    const longName = `${'Samsung Galaxy Watch6 Classic Bluetooth '.repeat(2)}47 mm Black`;
    renderCart([{ ...watch, name: longName }], (add) => add({ ...watch, name: longName }));
    const name = within(screen.getByTestId('cart-line')).getByRole('link', { name: longName });
    expect(name.textContent).toBe(longName);
  });

  it('charges delivery by district: ৳120 outside Dhaka for one product, free in Dhaka or for two', () => {
    const { store } = renderCart([kettle], (add) => add(kettle));
    expect(text('cart-delivery-fee')).toBe('—');
    expect(text('cart-delivery-note')).toBe('Choose your district to see the delivery fee.');
    const select = screen.getByLabelText('Delivery district') as HTMLSelectElement;
    expect(select.querySelectorAll('option:not([disabled])')).toHaveLength(64);
    expect(select.querySelectorAll('optgroup')).toHaveLength(8);
    fireEvent.change(select, { target: { value: 'Sylhet' } });
    expect(text('cart-delivery-fee')).toBe('৳120');
    expect(text('cart-total')).toBe('৳1,570');
    fireEvent.change(select, { target: { value: 'Dhaka' } });
    expect(text('cart-delivery-fee')).toBe('Free');
    expect(text('cart-total')).toBe('৳1,450');
    act(() => {
      store.dispatch(cartDistrictChosen('Sylhet'));
    });
    fireEvent.click(screen.getByRole('button', { name: `One more ${kettle.name}` }));
    expect(text('cart-delivery-fee')).toBe('Free');
    expect(text('cart-delivery-note')).toBe('Free delivery: you are ordering 2 units.');
  });

  it('counts products and units apart: one product in quantity 8 is not “8 items”', () => {
    const plenty = { ...watch, quantity: 20 };
    renderCart([plenty], (add) => add(plenty, 8));
    expect(screen.getByText('Subtotal (1 product, 8 units)')).toBeTruthy();
    act(() => {
      fireEvent.change(screen.getByLabelText('Delivery district'), { target: { value: 'Sylhet' } });
    });
    expect(text('cart-delivery-note')).toBe('Free delivery: you are ordering 8 units.');
  });

  it('a line stops at the units one order may take, and says so', () => {
    const plenty = { ...watch, quantity: 55 };
    renderCart([plenty], (add) => add(plenty, 9));
    expect(screen.queryByText('You can order at most 10 of one product')).toBeNull();
    fireEvent.change(screen.getByLabelText(`Quantity of ${plenty.name}`), { target: { value: '1000' } });
    expect((screen.getByLabelText(`Quantity of ${plenty.name}`) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('You can order at most 10 of one product')).toBeTruthy();
    expect(screen.getByText('Subtotal (1 product, 10 units)')).toBeTruthy();
  });

  it('says “1 product”, “2 products”, and units only when they differ', () => {
    const t = i18n.getFixedT('en', 'shop');
    expect(cartContents(1, 1, t)).toBe('1 product');
    expect(cartContents(2, 2, t)).toBe('2 products');
    expect(cartContents(2, 3, t)).toBe('2 products, 3 units');
    expect(t('listing.count', { count: 1 })).toBe('1 product');
    expect(t('listing.count', { count: 0 })).toBe('No products');
  });

  it('brings prices and stock up to date and says which products had to go', async () => {
    const { store } = renderCart(
      [
        { ...watch, price: 3999, quantity: 1 },
        { ...kettle, quantity: 0 },
      ],
      (add) => {
        add(watch, 3);
        add(kettle);
      },
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(store.getState().cart.lines[0]).toMatchObject({ price: 3999, quantity: 1, stock: 1 });
    expect(screen.getByRole('status').textContent).toBe(
      'No longer available, removed from your cart: Walton Kettle.',
    );
  });

  it('visitors get Buy Now to sign up; signed-in customers do not', () => {
    renderCart([kettle], (add) => add(kettle));
    expect(
      within(screen.getByTestId('checkout-slot'))
        .getByRole('link', { name: 'Buy Now' })
        .getAttribute('href'),
    ).toBe('/signup');
  });

  it('signed-in customers see no Buy Now in the checkout slot', () => {
    renderCart([kettle], (add) => add(kettle), customer);
    expect(screen.getByTestId('checkout-slot').querySelector('a')).toBeNull();
  });

  it('says plainly why delivery costs what it costs', () => {
    const t = i18n.getFixedT('en', 'shop');
    expect(deliveryNote('Khulna', 1, 120, t)).toBe(
      'Delivery outside Dhaka costs ৳120. Order 2 or more products and it is free.',
    );
    expect(deliveryNote('Dhaka', 1, 0, t)).toBe('Free delivery inside Dhaka.');
    expect(deliveryNote(null, 1, null, t)).toBe('Choose your district to see the delivery fee.');
  });
});
