import {
  type AddressBook,
  IDEMPOTENCY_KEY_HEADER,
  type AuthUser,
  type SavedAddress,
} from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { ORDER_MESSAGES, orderTotals } from '@shop/rules';
import { apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderPage } from '../../../testing/render-page';
import { type BookedPart, BookingForm, bookingTotals } from './booking-form';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const part: BookedPart = {
  _id: '665f1e000000000000000015',
  name: 'TP-Link Archer C6 AC1200 Router',
  img: '/static/products/archer-c6.svg',
  price: 2500,
  quantity: 3,
};
const orderId = '6660aa0000000000000000a1';

function renderForm(user: AuthUser = customer) {
  return renderPage(<BookingForm part={part} user={user} />, {
    url: `/product/${part._id}`,
    path: '/product/:partId',
    session: user,
  });
}

const form = () => screen.getByRole('form', { name: 'Book this product' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
};
const text = (testId: string) => screen.getByTestId(testId).textContent;

function fillValid() {
  type('Quantity', '2');
  type('Phone', '01712345678');
  type('Address', ' House 12, Road 5, Zindabazar ');
  type('Delivery district', 'Sylhet');
}

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

describe('BookingForm', () => {
  it('starts with the account’s name and read-only email, one unit and cash on delivery', () => {
    fakeApi({});
    renderForm();
    expect(form()).toBeTruthy();
    expect(field('Name').value).toBe(customer.displayName);
    expect(field('Email').value).toBe(customer.email);
    expect(field('Email').readOnly).toBe(true);
    expect(field('Quantity').value).toBe('1');
    expect(field('Phone').getAttribute('inputmode')).toBe('tel');
    expect(field('Phone').type).toBe('tel');
    expect((screen.getByLabelText('Cash on delivery') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Pay by card') as HTMLInputElement).disabled).toBe(false);
  });

  it('says nothing before the first submit, then every spec message under its field, in red', async () => {
    const api = fakeApi({});
    renderForm();
    type('Name', '');
    type('Quantity', '');
    await act(async () => undefined);
    expect(errorOf('Name')).toBeUndefined();

    submit();
    await waitFor(() => expect(errorOf('Name')).toBe('Name is Required'));
    expect(errorOf('Quantity')).toBe('Quantity is Required');
    expect(errorOf('Phone')).toBe('Phone is Required');
    expect(errorOf('Address')).toBe('Address is Required');
    expect(errorOf('Delivery district')).toBe(ORDER_MESSAGES.districtRequired);
    for (const label of ['Name', 'Quantity', 'Phone', 'Address', 'Delivery district']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(field(label).getAttribute('aria-describedby')!)!;
      expect(message.className).toBe('form-field__error');
    }
    // The first invalid field has the focus.
    expect(document.activeElement).toBe(field('Name'));

    // From now on every change revalidates.
    type('Quantity', '0');
    await waitFor(() =>
      expect(errorOf('Quantity')).toBe("You can't booking less then 1 parts quantity"),
    );
    type('Quantity', String(part.quantity + 1));
    await waitFor(() =>
      expect(errorOf('Quantity')).toBe("You can't booking more then Available quantity"),
    );
    type('Quantity', String(part.quantity));
    await waitFor(() => expect(errorOf('Quantity')).toBeUndefined());
    expect(field('Quantity').getAttribute('aria-invalid')).toBeNull();
    type('Name', 'Rahim');
    await waitFor(() => expect(errorOf('Name')).toBeUndefined());
    // Nothing booked (the form reads the address book, nothing else).
    expect(api.calls('POST', '/booking')).toHaveLength(0);
  });

  it('refuses more units than one order may take, with the API’s message naming the limit', async () => {
    const api = fakeApi({});
    renderPage(<BookingForm part={{ ...part, quantity: 55 }} user={customer} />, {
      url: `/product/${part._id}`,
      path: '/product/:partId',
      session: customer,
    });
    fillValid();
    type('Quantity', '11');
    submit();
    await waitFor(() =>
      expect(errorOf('Quantity')).toBe('You can order at most 10 of one product'),
    );
    expect(ORDER_MESSAGES.quantityOverLimit).toBe('You can order at most 10 of one product');
    type('Quantity', '10');
    await waitFor(() => expect(errorOf('Quantity')).toBeUndefined());
    // Nothing booked (the form reads the address book, nothing else).
    expect(api.calls('POST', '/booking')).toHaveLength(0);
  });

  it('says “Email is Required” when the account has no email', async () => {
    fakeApi({});
    renderForm({ ...customer, email: '' });
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe('Email is Required'));
  });

  it.each([
    ['12345', ORDER_MESSAGES.phoneInvalid],
    ['01212345678', ORDER_MESSAGES.phoneInvalid],
    ['0171234567', ORDER_MESSAGES.phoneInvalid],
    ['01712345678', undefined],
    ['+8801712345678', undefined],
    ['019-1234-5678', undefined],
  ])('phone %s → %s', async (phone, message) => {
    fakeApi({});
    renderForm();
    submit();
    await waitFor(() => expect(errorOf('Phone')).toBe('Phone is Required'));
    type('Phone', phone);
    await waitFor(() => expect(errorOf('Phone')).toBe(message));
  });

  it('quotes the shop’s rate table as the address changes: zone, weight, charge and the cash-on-delivery fee', async () => {
    const api = fakeApi({
      'POST /shipping/quote': () =>
        json(200, {
          zone: 'outside_dhaka',
          weightGrams: 200,
          charge: 130,
          codFee: 27,
          fee: 157,
          subtotal: 2500,
        }),
    });
    renderForm();
    type('Delivery district', 'Sylhet');
    await waitFor(() => expect(text('booking-delivery-fee')).toBe('৳157'));
    expect(text('delivery-zone')).toBe('Rest of Bangladesh · 200 g');
    expect(text('delivery-cod-fee')).toBe('৳27');
    expect(text('booking-total')).toBe(formatPrice(2500 + 157, 'en'));
    expect(await api.calls('POST', '/shipping/quote')[0].json()).toEqual({
      district: 'Sylhet',
      lines: [{ partId: part._id, quantity: 1 }],
      paymentMethod: 'cod',
    });
    // In Dhaka district the area is asked, and sent: it decides city or suburb.
    expect(screen.queryByLabelText('Area (Dhaka district)')).toBeNull();
    type('Delivery district', 'Dhaka');
    type('Area (Dhaka district)', 'Savar');
    await waitFor(() =>
      expect(api.calls('POST', '/shipping/quote').length).toBeGreaterThanOrEqual(3),
    );
    expect(await api.calls('POST', '/shipping/quote').at(-1)!.json()).toMatchObject({
      district: 'Dhaka',
      area: 'Savar',
    });
  });

  it('shows the delivery fee and total the district implies, with the API’s rule', () => {
    fakeApi({});
    renderForm();
    expect(text('booking-subtotal')).toBe(formatPrice(2500, 'en'));
    expect(text('booking-delivery-fee')).toBe('—');
    expect(text('booking-total')).toBe('—');

    type('Delivery district', 'Sylhet');
    const outside = orderTotals([{ unitPrice: 2500, quantity: 1 }], 'Sylhet');
    expect(outside.deliveryFee).toBe(120);
    expect(text('booking-delivery-fee')).toBe('৳120');
    expect(text('booking-total')).toBe(formatPrice(outside.total, 'en'));

    type('Delivery district', 'Dhaka');
    expect(text('booking-delivery-fee')).toBe('Free');
    expect(text('booking-total')).toBe(formatPrice(2500, 'en'));

    type('Delivery district', 'Sylhet');
    type('Quantity', '2');
    expect(text('booking-subtotal')).toBe(formatPrice(5000, 'en'));
    expect(text('booking-delivery-fee')).toBe('Free');
    expect(text('booking-total')).toBe(formatPrice(5000, 'en'));

    type('Quantity', '9');
    expect(text('booking-subtotal')).toBe('—');
    expect(text('booking-total')).toBe('—');
  });

  it('books: the spec payload with an Idempotency-Key, toast, empty form, /dashboard', async () => {
    const api = fakeApi({ 'POST /booking': () => json(201, { insertedId: orderId }) });
    const { router } = renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.success).toHaveBeenCalledWith('Products booking successfully');
    expect(toast.error).not.toHaveBeenCalled();
    const [request] = api.calls('POST', '/booking');
    expect(request.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await request.json()).toEqual({
      partsId: part._id,
      partsName: part.name,
      name: customer.displayName,
      email: customer.email,
      phone: '01712345678',
      address: 'House 12, Road 5, Zindabazar',
      district: 'Sylhet',
      price: 5000,
      quantity: 2,
      img: part.img,
      paymentMethod: 'cod',
    });
  });

  it('reads a quantity typed in Bengali digits (২) as the number it is', async () => {
    const api = fakeApi({ 'POST /booking': () => json(201, { insertedId: orderId }) });
    renderForm();
    fillValid();
    type('Quantity', '২');
    submit();
    await waitFor(() => expect(api.calls('POST', '/booking')).toHaveLength(1));
    expect((await api.calls('POST', '/booking')[0].json()).quantity).toBe(2);
  });

  it('a card order goes to its payment page', async () => {
    const api = fakeApi({ 'POST /booking': () => json(201, { insertedId: orderId }) });
    const { router } = renderForm();
    fillValid();
    fireEvent.click(screen.getByLabelText('Pay by card'));
    submit();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/payment/${orderId}`),
    );
    expect(toast.success).toHaveBeenCalledWith('Products booking successfully');
    expect((await api.calls('POST', '/booking')[0].json()).paymentMethod).toBe('card');
  });

  it('without insertedId: toast ‘Failed to add the Products’, and stays', async () => {
    fakeApi({ 'POST /booking': () => json(201, {}) });
    const { router } = renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add the Products'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/product/${part._id}`);
    expect(field('Phone').value).toBe('01712345678');
  });

  it('not enough stock: ‘Failed to add the Products’ and the API’s reason under the form, once', async () => {
    fakeApi({
      'POST /booking': () => apiError(409, 'INSUFFICIENT_STOCK', `Only 1 left of ${part.name}`),
    });
    renderForm();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(`Only 1 left of ${part.name}`);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to add the Products');
  });

  it('a retry after a failure sends the same Idempotency-Key; a changed order gets a new one', async () => {
    let attempts = 0;
    const api = fakeApi({
      'POST /booking': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        if (attempts === 2) return apiError(409, 'INSUFFICIENT_STOCK', 'Only 1 left');
        return json(201, { insertedId: orderId });
      },
    });
    const { router } = renderForm();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the shop server. Check your connection and try again.',
    );
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Only 1 left'));
    type('Quantity', '1');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const keys = api.calls('POST', '/booking').map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a double click books once, the button disabled while it is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'POST /booking': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderForm();
    fillValid();
    const button = screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Booking…'));
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    await waitFor(() => expect(api.calls('POST', '/booking')).toHaveLength(1));
    answer(json(201, { insertedId: orderId }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST', '/booking')).toHaveLength(1);
  });
});

describe('bookingTotals', () => {
  it('needs a whole quantity within the stock, and a district for the fee', () => {
    expect(bookingTotals(part, '', 'Dhaka')).toEqual({
      subtotal: null,
      deliveryFee: null,
      total: null,
    });
    expect(bookingTotals(part, '1.5', 'Dhaka').subtotal).toBeNull();
    expect(bookingTotals(part, '4', 'Dhaka').subtotal).toBeNull();
    expect(bookingTotals(part, '1', '')).toEqual({
      subtotal: 2500,
      deliveryFee: null,
      total: null,
    });
    expect(bookingTotals(part, '1', 'Khulna')).toEqual({
      subtotal: 2500,
      deliveryFee: 120,
      total: 2620,
    });
  });
});

describe('BookingForm with the address book of My Profile', () => {
  const HOME: SavedAddress = {
    id: '665f0000000000000000a001',
    label: 'Home',
    name: 'Rahim Uddin',
    phone: '01712345678',
    address: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    isDefault: true,
  };
  const OFFICE: SavedAddress = {
    id: '665f0000000000000000a002',
    label: 'Office',
    name: 'Rahim Uddin',
    phone: '01812345678',
    address: 'Level 4, Agrabad C/A',
    district: 'Chattogram',
    isDefault: false,
  };
  const book = (addresses: SavedAddress[], phone: string | null = null): AddressBook => ({
    phone,
    addresses,
    limit: 10,
  });
  const booked = () => json(201, { insertedId: orderId });
  const picker = () => screen.getByLabelText('Deliver to') as HTMLSelectElement;

  it('fills in the default address for a signed-in customer', async () => {
    fakeApi({ 'GET /users/me/addresses': () => json(200, book([HOME, OFFICE])) });
    renderForm();
    await waitFor(() => expect(field('Address').value).toBe(HOME.address));
    expect(field('Name').value).toBe('Rahim Uddin');
    expect(field('Phone').value).toBe('01712345678');
    expect(field('Delivery district').value).toBe('Dhaka');
    expect(picker().value).toBe(HOME.id);
    expect([...picker().options].map((option) => option.textContent)).toEqual([
      'Home (default): House 12, Road 5, Dhanmondi, Dhaka',
      'Office: Level 4, Agrabad C/A, Chattogram',
      'A new address',
    ]);
    // A saved address: nothing to offer to save.
    expect(screen.queryByLabelText('Save this address to my profile')).toBeNull();
  });

  it('never overwrites what the customer typed before the book arrived', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'GET /users/me/addresses': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderForm();
    type('Phone', '01912345678');
    await waitFor(() => expect(api.calls('GET', '/users/me/addresses')).toHaveLength(1));
    await act(async () => answer(json(200, book([HOME]))));
    await waitFor(() => expect(field('Address').value).toBe(HOME.address));
    expect(field('Phone').value).toBe('01912345678');
    expect(picker().value).toBe('new');
  });

  it('leaves the field the customer is in alone when the book arrives, so typing never joins a saved value', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'GET /users/me/addresses': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderForm();
    field('Phone').focus();
    await waitFor(() => expect(api.calls('GET', '/users/me/addresses')).toHaveLength(1));
    await act(async () => answer(json(200, book([HOME]))));
    await waitFor(() => expect(field('Address').value).toBe(HOME.address));
    expect(field('Phone').value).toBe('');
    type('Phone', '01912345678');
    expect(field('Phone').value).toBe('01912345678');
  });

  it('fills only the phone from the profile when no address is saved', async () => {
    fakeApi({ 'GET /users/me/addresses': () => json(200, book([], '01512345678')) });
    renderForm();
    await waitFor(() => expect(field('Phone').value).toBe('01512345678'));
    expect(field('Name').value).toBe(customer.displayName);
    expect(field('Address').value).toBe('');
    expect(screen.queryByLabelText('Deliver to')).toBeNull();
  });

  it('takes another saved address when picked, and empties the street for a new one', async () => {
    fakeApi({ 'GET /users/me/addresses': () => json(200, book([HOME, OFFICE])) });
    renderForm();
    await waitFor(() => expect(picker().value).toBe(HOME.id));
    fireEvent.change(picker(), { target: { value: OFFICE.id } });
    expect(field('Address').value).toBe(OFFICE.address);
    expect(field('Phone').value).toBe(OFFICE.phone);
    expect(field('Delivery district').value).toBe('Chattogram');
    fireEvent.change(picker(), { target: { value: 'new' } });
    expect(field('Address').value).toBe('');
    expect(field('Delivery district').value).toBe('');
    expect(field('Phone').value).toBe(OFFICE.phone);
  });

  it('saves a new address after the order when the box is ticked (ticked at first while the book is empty)', async () => {
    const api = fakeApi({
      'GET /users/me/addresses': () => json(200, book([])),
      'POST /booking': booked,
      'POST /users/me/addresses': () => json(201, book([HOME])),
    });
    const { router } = renderForm();
    const box = (await screen.findByLabelText(
      'Save this address to my profile',
    )) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fillValid();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(api.calls('POST', '/users/me/addresses')).toHaveLength(1));
    expect(await api.calls('POST', '/users/me/addresses')[0].json()).toEqual({
      name: customer.displayName,
      phone: '01712345678',
      address: 'House 12, Road 5, Zindabazar',
      district: 'Sylhet',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Address saved to your profile'),
    );
  });

  it('does not save when the box is left unticked (unticked at first once the book has addresses)', async () => {
    const api = fakeApi({
      'GET /users/me/addresses': () => json(200, book([OFFICE])),
      'POST /booking': booked,
    });
    const { router } = renderForm();
    await waitFor(() => expect(field('Address').value).toBe(OFFICE.address));
    fillValid();
    const box = screen.getByLabelText('Save this address to my profile') as HTMLInputElement;
    expect(box.checked).toBe(false);
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST', '/users/me/addresses')).toHaveLength(0);
  });
});
