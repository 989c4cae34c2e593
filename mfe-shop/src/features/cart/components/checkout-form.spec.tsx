import { cartDistrictChosen, cartItemAdded } from '@shop/api-client';
import {
  type AddressBook,
  IDEMPOTENCY_KEY_HEADER,
  type Part,
  type SavedAddress,
} from '@shop/contracts';
import { ORDER_MESSAGES } from '@shop/rules';
import { apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderPage } from '../../../testing/render-page';
import { CartPage } from './cart-page';

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
const orderId = '6660aa0000000000000000b2';

type Routes = Parameters<typeof fakeApi>[0];

function renderCheckout(routes: Routes, district: string | null = 'Sylhet') {
  localStorage.clear();
  const api = fakeApi({ 'GET /part': () => json(200, [watch, kettle]), ...routes });
  const view = renderPage(<CartPage />, { url: '/cart', path: '/cart', session: customer });
  act(() => {
    view.store.dispatch(cartItemAdded({ part: watch }));
    view.store.dispatch(cartItemAdded({ part: kettle }));
    if (district) view.store.dispatch(cartDistrictChosen(district));
  });
  return { ...view, api };
}

// The form is a lazy chunk: the first render of each test waits for it.
const checkout = () => screen.findByRole('form', { name: 'Checkout' }, { timeout: 10_000 });
const field = (label: string) =>
  within(screen.getByRole('form', { name: 'Checkout' })).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
};

async function fillValid() {
  await checkout();
  type('Phone', '+880 1712-345678');
  type('Address', 'Flat 3B, Road 7, Uposhohor');
}

// Loading the lazy chunk's modules the first time is slow on a busy machine: once, here.
beforeAll(() => import('./checkout-form'), 30_000);
beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

describe('Cart checkout', () => {
  it('visitors get no checkout form (Buy Now instead)', async () => {
    localStorage.clear();
    fakeApi({ 'GET /part': () => json(200, [kettle]) });
    const { store } = renderPage(<CartPage />, { url: '/cart', path: '/cart' });
    act(() => {
      store.dispatch(cartItemAdded({ part: kettle }));
    });
    expect(screen.getByRole('link', { name: 'Buy Now' })).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
  });

  it('validates name, phone, address and the district with the spec’s messages', async () => {
    const { api } = renderCheckout({}, null);
    await checkout();
    expect(field('Name').value).toBe(customer.displayName);
    expect(screen.queryByText('Online checkout opens soon', { exact: false })).toBeNull();
    type('Name', '');
    placeOrder();
    await waitFor(() => expect(errorOf('Name')).toBe('Name is Required'));
    expect(errorOf('Phone')).toBe('Phone is Required');
    expect(errorOf('Address')).toBe('Address is Required');
    expect(screen.getByText(ORDER_MESSAGES.districtRequired, { selector: 'p' })).toBeTruthy();
    type('Phone', '12345');
    await waitFor(() => expect(errorOf('Phone')).toBe(ORDER_MESSAGES.phoneInvalid));

    // Only the district missing: the summary's district select gets the focus.
    type('Name', 'Rahim');
    type('Phone', '01712345678');
    type('Address', 'Road 7');
    placeOrder();
    await waitFor(() => expect(document.activeElement?.id).toBe('cart-district'));
    fireEvent.change(screen.getByLabelText('Delivery district'), { target: { value: 'Khulna' } });
    await waitFor(() =>
      expect(screen.queryByText(ORDER_MESSAGES.districtRequired, { selector: 'p' })).toBeNull(),
    );
    expect(api.calls('POST', '/orders')).toHaveLength(0);
  });

  it('keeps the name on one line, as an account name: no control characters (they end up in mails)', async () => {
    const { api } = renderCheckout({});
    await fillValid();
    type('Name', 'Ayesha \u202esiddiqua');
    placeOrder();
    await waitFor(() => expect(errorOf('Name')).toBe(ORDER_MESSAGES.nameControls));
    expect(ORDER_MESSAGES.nameControls).toBe('Name must not contain control characters');
    expect(api.calls('POST', '/orders')).toHaveLength(0);
  });

  it('places one order for every line with free delivery, empties the cart, goes to /dashboard', async () => {
    const { api, router, store } = renderCheckout({
      'POST /orders': () =>
        json(201, { _id: orderId, insertedId: orderId, deliveryFee: 0, total: 5749 }),
    });
    await fillValid();
    // Two products outside Dhaka: free delivery, as the summary says.
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('Free');
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.success).toHaveBeenCalledWith('Products booking successfully');
    expect(store.getState().cart.lines).toEqual([]);
    const requests = api.calls('POST', '/orders');
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await requests[0].json()).toEqual({
      lines: [
        { partId: watch._id, quantity: 1 },
        { partId: kettle._id, quantity: 1 },
      ],
      name: customer.displayName,
      phone: '+880 1712-345678',
      address: 'Flat 3B, Road 7, Uposhohor',
      district: 'Sylhet',
      paymentMethod: 'cod',
    });
  });

  it('a card order goes to its payment page', async () => {
    const { router, store } = renderCheckout({
      'POST /orders': () => json(201, { _id: orderId, insertedId: orderId }),
    });
    await fillValid();
    fireEvent.click(field('Pay by card'));
    placeOrder();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/payment/${orderId}`),
    );
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('not enough stock: the reason under the form, the cart keeps its lines and takes the new stock', async () => {
    let stockAsked = 0;
    const { api, store } = renderCheckout({
      'GET /part': () => {
        stockAsked += 1;
        return json(200, stockAsked === 1 ? [watch, kettle] : [{ ...watch, quantity: 0 }, kettle]);
      },
      'POST /orders': () => apiError(409, 'INSUFFICIENT_STOCK', `Only 0 left of ${watch.name}`),
    });
    await fillValid();
    await waitFor(() => expect(stockAsked).toBe(1));
    placeOrder();
    expect((await screen.findByRole('alert')).textContent).toBe(`Only 0 left of ${watch.name}`);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to add the Products');
    // The stock is fetched again: the sold-out watch leaves the cart, the kettle stays.
    await waitFor(() =>
      expect(store.getState().cart.lines.map((line) => line.partId)).toEqual([kettle._id]),
    );
    expect(api.calls('POST', '/orders')).toHaveLength(1);
  });

  it('retrying the same checkout sends the same Idempotency-Key', async () => {
    let attempts = 0;
    const { api, router } = renderCheckout({
      'POST /orders': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(201, { _id: orderId, insertedId: orderId });
      },
    });
    await fillValid();
    placeOrder();
    await screen.findByRole('alert');
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [first, second] = api
      .calls('POST', '/orders')
      .map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(second).toBe(first);
  });
});

describe('Cart checkout with the address book of My Profile', () => {
  const HOME: SavedAddress = {
    id: '665f0000000000000000a001',
    label: 'Home',
    name: 'Rahim Uddin',
    phone: '01712345678',
    address: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    isDefault: true,
  };
  const book = (addresses: SavedAddress[]): AddressBook => ({ phone: null, addresses, limit: 10 });

  it('fills in the default address and its district, unless a district is chosen already', async () => {
    const { store } = renderCheckout(
      { 'GET /users/me/addresses': () => json(200, book([HOME])) },
      null,
    );
    await checkout();
    await waitFor(() => expect(field('Address').value).toBe(HOME.address));
    expect(field('Name').value).toBe('Rahim Uddin');
    expect(field('Phone').value).toBe('01712345678');
    expect(store.getState().cart.district).toBe('Dhaka');
    expect((field('Deliver to') as unknown as HTMLSelectElement).value).toBe(HOME.id);
  });

  it('keeps the district the customer chose in the cart', async () => {
    const { store } = renderCheckout(
      { 'GET /users/me/addresses': () => json(200, book([HOME])) },
      'Sylhet',
    );
    await checkout();
    await waitFor(() => expect(field('Address').value).toBe(HOME.address));
    expect(store.getState().cart.district).toBe('Sylhet');
    // Sylhet is not the saved address's district: a new address, offered to be saved.
    expect((field('Deliver to') as unknown as HTMLSelectElement).value).toBe('new');
    expect((field('Save this address to my profile') as HTMLInputElement).checked).toBe(false);
  });

  it('saves the new address after the order when asked', async () => {
    const { api, router } = renderCheckout({
      'GET /users/me/addresses': () => json(200, book([])),
      'POST /orders': () => json(201, { _id: orderId, insertedId: orderId }),
      'POST /users/me/addresses': () => json(201, book([HOME])),
    });
    await fillValid();
    await waitFor(() =>
      expect((field('Save this address to my profile') as HTMLInputElement).checked).toBe(true),
    );
    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(api.calls('POST', '/users/me/addresses')).toHaveLength(1));
    expect(await api.calls('POST', '/users/me/addresses')[0].json()).toEqual({
      name: customer.displayName,
      phone: '+880 1712-345678',
      address: 'Flat 3B, Road 7, Uposhohor',
      district: 'Sylhet',
    });
  });
});
