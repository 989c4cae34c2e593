import { apiError, customer, fakeApi as fakeShopApi, json } from '@shop/tools/jest/fake-api';
import type {
  Order,
  PaymentIntentAnswer,
  PaymentOptions,
  SandboxConfirmAnswer,
} from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder, line } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { SANDBOX_CARD_MESSAGES } from '../utils/sandbox-card';
import { PaymentPage } from './payment-page';

// The spec's texts (§8) and the page's own, in English.
const PAYMENT_SUCCESS_MESSAGE = 'Congrats! Your payment is completed.';
const ALREADY_PAID_MESSAGE = 'This order is paid.';
const ORDER_CANCELLED_MESSAGE = 'This order was cancelled, so there is nothing to pay.';
const ORDER_NOT_FOUND_MESSAGE = 'We could not find this order.';
const UNRECORDED_MESSAGE =
  'The card processor accepted your card, but the shop has not recorded the payment yet.';
const TEST_MODE_MESSAGE = 'Test mode — no real card is charged';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const ORDER_ID = '665f2a0000000000000000a1';
const order = anOrder(ORDER_ID, {
  lines: [line('Xiaomi Redmi Buds 5 Pro', { quantity: 2, unitPrice: 1500, lineTotal: 3000 })],
  paymentMethod: 'card',
});

const intent: PaymentIntentAnswer = {
  clientSecret: 'sbx_pi_1_secret_abc',
  paymentIntentId: 'sbx_pi_1',
  provider: 'sandbox',
  amountCents: 2460,
  currency: 'usd',
  totalTaka: 3000,
  bdtPerUsd: 122,
  testMode: true,
};

const succeeded: SandboxConfirmAnswer = {
  paymentIntent: { id: 'sbx_pi_1', status: 'succeeded', amount: 2460, currency: 'usd' },
};

const paidOrder = (o: Order, transactionId: string): Order => ({
  ...o,
  paid: true,
  transactionId,
  payment: { status: 'paid', transactionId, paidAt: '2026-11-23T11:00:00.000Z' },
});

/** A response that waits until the test lets it go. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const ORDER = `GET /orders/${ORDER_ID}`;
const INTENT = 'POST /create-payment-intent';
const CONFIRM = 'POST /payments/sandbox/confirm';
const RECORD = `PATCH /booking/${ORDER_ID}`;
const OPTIONS = 'GET /payments/options';

/** A shop that takes cards only (no wallet number, no bKash): the page is the card form alone. */
const CARD_ONLY: PaymentOptions = {
  card: { provider: 'sandbox', testMode: true },
  sendMoney: [],
  walletClaimHours: 12,
};

/** The shop's API answering the payment options (cards only) unless a test says otherwise. */
const fakeApi = (routes: Parameters<typeof fakeShopApi>[0]) =>
  fakeShopApi({ [OPTIONS]: () => json(200, CARD_ONLY), ...routes });

const render = (id = ORDER_ID) =>
  renderPage(<PaymentPage />, {
    url: `/dashboard/payment/${id}`,
    path: '/dashboard/payment/:id',
    session: customer,
  });

const payButton = () => screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;

function fillCard(number: string, { expiry = '12/34', cvc = '123' } = {}) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
}

describe('Payment page', () => {
  it('greets the customer and shows the part, quantity and the amount in dollars beside the taka total', async () => {
    const api = fakeApi({ [ORDER]: () => json(200, order), [INTENT]: () => json(200, intent) });
    render();
    expect(screen.getByRole('status').textContent).toContain('Loading your order');

    expect((await screen.findByTestId('payment-greeting')).textContent).toBe(
      `Hello, ${customer.name}`,
    );
    // Spec §2/§9: the part name's first 15 characters plus '..' as drawn; whole for screen readers
    // (the heading's name), on hover and keyboard focus, and beside the picture.
    const title = screen.getByRole('heading', { name: 'Please Pay for Xiaomi Redmi Buds 5 Pro' });
    expect(title.querySelector('.cut-name__cut')?.textContent).toBe('Xiaomi Redmi Bu..');
    expect(title.querySelector('.cut-name__cut')?.getAttribute('aria-hidden')).toBe('true');
    expect((title.querySelector('.cut-name') as HTMLElement).tabIndex).toBe(0);
    expect(title.querySelector('.cut-name')?.getAttribute('title')).toBe('Xiaomi Redmi Buds 5 Pro');
    expect(screen.getByTestId('order-whole-name').textContent).toBe('Xiaomi Redmi Buds 5 Pro');
    expect(screen.getByTestId('payment-quantity').textContent).toBe('2');
    expect(screen.getByTestId('payment-order-number').textContent).toBe(
      `Order #${ORDER_ID.slice(-6).toUpperCase()}`,
    );
    expect(document.body.textContent).not.toContain(ORDER_ID);
    expect(screen.getByRole('img', { name: 'Xiaomi Redmi Buds 5 Pro' }).getAttribute('src')).toBe(
      'http://api.test/static/products/item.svg',
    );
    expect((await screen.findByTestId('payment-usd')).textContent).toBe('$24.60');
    expect(screen.getByTestId('payment-taka').textContent).toBe('৳3,000');
    expect(screen.getByText(TEST_MODE_MESSAGE)).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    // The server prices the order: the page sends only which order.
    expect(await api.calls('POST', '/create-payment-intent')[0].json()).toEqual({
      orderId: ORDER_ID,
    });
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe(customer.name);
  });

  it('lists the products of a multi-line order', async () => {
    const multi = anOrder(ORDER_ID, {
      lines: [
        line('Amazfit Bip 5 Smart Watch', { quantity: 1, unitPrice: 8000, lineTotal: 8000 }),
        line('Electric Kettle 1.8 L', { quantity: 2, unitPrice: 1200, lineTotal: 2400 }),
      ],
      deliveryFee: 0,
    });
    fakeApi({
      [ORDER]: () => json(200, multi),
      [INTENT]: () => json(200, { ...intent, totalTaka: 10400, amountCents: 8525 }),
    });
    render();
    expect(
      await screen.findByRole('heading', {
        name: 'Please Pay for Amazfit Bip 5 Smart Watch +1 more',
      }),
    ).toBeTruthy();
    // The list below names every product whole: no second whole name under the title.
    expect(screen.queryByTestId('order-whole-name')).toBeNull();
    const lines = within(screen.getByRole('list', { name: 'Products in this order' }));
    expect(lines.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Amazfit Bip 5 Smart Watch1 × ৳8,000 = ৳8,000',
      'Electric Kettle 1.8 L2 × ৳1,200 = ৳2,400',
    ]);
    expect(screen.getByTestId('payment-quantity').textContent).toBe('3');
    expect((await screen.findByTestId('payment-usd')).textContent).toBe('$85.25');
  });

  it('names the variants: two of one product are two lines; one line’s variant under its name', async () => {
    const phone = (sku: string, en: string, bn: string, quantity: number) =>
      line('Samsung Galaxy A15', {
        partId: '665f1e000000000000000029',
        sku,
        variantName: { en, bn },
        quantity,
        unitPrice: 20000,
        lineTotal: 20000 * quantity,
      });
    const blue = phone('A15-6-128-BLUEBLACK', 'Blue Black, 6/128 GB', 'নীলচে কালো, ৬/১২৮ জিবি', 1);
    const light = phone('A15-8-256-LIGHTBLUE', 'Light Blue, 8/256 GB', 'হালকা নীল, ৮/২৫৬ জিবি', 2);
    fakeApi({
      [ORDER]: () => json(200, anOrder(ORDER_ID, { lines: [blue, light] })),
      [INTENT]: () => json(200, { ...intent, totalTaka: 60000, amountCents: 49180 }),
    });
    const { unmount } = render();
    const lines = within(await screen.findByRole('list', { name: 'Products in this order' }));
    expect(lines.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Samsung Galaxy A15 — Blue Black, 6/128 GB1 × ৳20,000 = ৳20,000',
      'Samsung Galaxy A15 — Light Blue, 8/256 GB2 × ৳20,000 = ৳40,000',
    ]);
    unmount();

    fakeApi({
      [ORDER]: () => json(200, anOrder(ORDER_ID, { lines: [light] })),
      [INTENT]: () => json(200, { ...intent, totalTaka: 40000, amountCents: 32787 }),
    });
    render();
    expect((await screen.findByTestId('payment-variant')).textContent).toBe('Light Blue, 8/256 GB');
    expect(
      screen.getByRole('img', { name: 'Samsung Galaxy A15 — Light Blue, 8/256 GB' }),
    ).toBeTruthy();
  });

  it('keeps Pay disabled until the client secret has been received', async () => {
    const answer = held<Response>();
    fakeApi({ [ORDER]: () => json(200, order), [INTENT]: () => answer.promise });
    render();
    await screen.findByTestId('payment-greeting');
    expect(
      ((await screen.findByRole('button', { name: 'Pay' })) as HTMLButtonElement).disabled,
    ).toBe(true);

    await act(async () => answer.release(json(200, intent)));
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });

  it('checks the card fields lightly before asking the processor', async () => {
    const api = fakeApi({ [ORDER]: () => json(200, order), [INTENT]: () => json(200, intent) });
    render();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: ' ' } });
    fireEvent.click(payButton());

    expect(await screen.findByText(SANDBOX_CARD_MESSAGES.cardNumberRequired)).toBeTruthy();
    expect(screen.getByText(SANDBOX_CARD_MESSAGES.expiryRequired)).toBeTruthy();
    expect(screen.getByText(SANDBOX_CARD_MESSAGES.cvcRequired)).toBeTruthy();
    expect(screen.getByText(SANDBOX_CARD_MESSAGES.nameRequired)).toBeTruthy();
    // Then on every change (spec §5).
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '13/30' } });
    expect(await screen.findByText(SANDBOX_CARD_MESSAGES.expiryInvalid)).toBeTruthy();
    expect(api.calls('POST', '/payments/sandbox/confirm')).toHaveLength(0);
  });

  it('shows a declined card in red, records nothing, and lets the customer try again', async () => {
    const api = fakeApi({
      [ORDER]: () => json(200, order),
      [INTENT]: () => json(200, intent),
      [CONFIRM]: () => apiError(402, 'CARD_DECLINED', 'Your card was declined.'),
    });
    render();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fillCard('4000 0000 0000 0002');
    fireEvent.click(payButton());

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Your card was declined.');
    expect(error.className).toContain('payment-card__error'); // red (payments.css)
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(await api.calls('POST', '/payments/sandbox/confirm')[0].json()).toEqual({
      clientSecret: intent.clientSecret,
      cardNumber: '4000000000000002',
      expiry: '12/34',
      cvc: '123',
      name: customer.name,
      email: customer.email,
    });
    expect(api.calls('PATCH', `/booking/${ORDER_ID}`)).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled(); // the card error reaches the customer once
    expect(screen.queryByText(PAYMENT_SUCCESS_MESSAGE)).toBeNull();
  });

  it('a new card error replaces the previous one: never two side by side', async () => {
    fakeApi({
      [ORDER]: () => json(200, order),
      [INTENT]: () => json(200, intent),
      [CONFIRM]: () => apiError(402, 'CARD_DECLINED', 'Your card was declined.'),
    });
    render();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fillCard('4000 0000 0000 0002');
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    await waitFor(() => expect(payButton().disabled).toBe(false));

    // The form's own check now says what is wrong: the processor's old refusal is gone.
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(SANDBOX_CARD_MESSAGES.cardNumberInvalid)).toBeTruthy();
    expect(screen.queryByText('Your card was declined.')).toBeNull();
  });

  it('brings the success text into view when it appears', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    fakeApi({
      [ORDER]: () => json(200, order),
      [INTENT]: () => json(200, intent),
      [CONFIRM]: () => json(200, succeeded),
      [RECORD]: () => json(200, paidOrder(order, 'sbx_pi_1')),
    });
    render();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fillCard('৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২'); // typed on a Bengali keyboard
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    fireEvent.click(payButton());

    const success = await screen.findByText(PAYMENT_SUCCESS_MESSAGE);
    await waitFor(() => expect(scrolled).toContain(success.closest('.payment__success')));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('disables Pay while paying, then shows the success texts with the transaction id in place of the form', async () => {
    const confirmation = held<Response>();
    let orderAnswer = order;
    const api = fakeApi({
      [ORDER]: () => json(200, orderAnswer),
      [INTENT]: () => json(200, intent),
      [CONFIRM]: () => confirmation.promise,
      [RECORD]: () => {
        orderAnswer = paidOrder(order, 'sbx_pi_1');
        return json(200, orderAnswer);
      },
    });
    render();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fillCard('4242 4242 4242 4242');
    fireEvent.click(payButton());

    await waitFor(() => expect(api.calls('POST', '/payments/sandbox/confirm')).toHaveLength(1));
    expect(payButton().disabled).toBe(true);
    fireEvent.click(payButton()); // a second click pays nothing twice
    await act(async () => confirmation.release(json(200, succeeded)));

    expect(await screen.findByText(PAYMENT_SUCCESS_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Your transaction Id:', { exact: false }).textContent).toBe(
      'Your transaction Id: sbx_pi_1',
    );
    // The paid state replaces the form: no amount to pay, no ways to pay, no greyed card form.
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByText(/Please Pay for/)).toBeNull();
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy();
    expect(api.calls('POST', '/payments/sandbox/confirm')).toHaveLength(1);
    expect(await api.calls('PATCH', `/booking/${ORDER_ID}`)[0].json()).toEqual({
      appointment: ORDER_ID,
      transactionId: 'sbx_pi_1',
    });
    // The order is fetched again (tag invalidated), and the page still shows the success.
    await waitFor(() => expect(api.calls('GET', `/orders/${ORDER_ID}`)).toHaveLength(2));
    expect(screen.getByText(PAYMENT_SUCCESS_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(ALREADY_PAID_MESSAGE)).toBeNull();
  });

  it('offers to record a confirmed payment again when the shop refused it the first time', async () => {
    let attempts = 0;
    fakeApi({
      [ORDER]: () => json(200, order),
      [INTENT]: () => json(200, intent),
      [CONFIRM]: () => json(200, succeeded),
      [RECORD]: () =>
        ++attempts === 1
          ? apiError(
              409,
              'PAYMENT_NOT_CONFIRMED',
              'The card processor has not confirmed this payment',
            )
          : json(200, paidOrder(order, 'sbx_pi_1')),
    });
    render();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fillCard('4242424242424242');
    fireEvent.click(payButton());

    expect(await screen.findByText(UNRECORDED_MESSAGE)).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(PAYMENT_SUCCESS_MESSAGE)).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('shows an already paid order as paid with its transaction id, without a card form', async () => {
    const api = fakeApi({ [ORDER]: () => json(200, paidOrder(order, 'pi_3AlreadyPaid')) });
    render();
    expect(await screen.findByText(ALREADY_PAID_MESSAGE)).toBeTruthy();
    expect(screen.getByText('paid')).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('pi_3AlreadyPaid');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(api.calls('POST', '/create-payment-intent')).toHaveLength(0);
  });

  it('says so for a cancelled order and for an order that is not found', async () => {
    const api = fakeApi({ [ORDER]: () => json(200, { ...order, status: 'cancelled' }) });
    const first = render();
    expect(await screen.findByText(ORDER_CANCELLED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(api.calls('POST', '/create-payment-intent')).toHaveLength(0);
    first.unmount();

    fakeApi({
      'GET /orders/665f2a0000000000000000ff': () =>
        apiError(404, 'ORDER_NOT_FOUND', 'Order not found'),
    });
    render('665f2a0000000000000000ff');
    expect(await screen.findByText(ORDER_NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to My Booking Products' }).getAttribute('href'),
    ).toBe('/dashboard/myOrders');
  });

  describe('the payment window', () => {
    // These tests watch a real clock tick: room for a busy machine.
    jest.setTimeout(30_000);
    const EXPIRED_MESSAGE = 'The time to pay this order is over.';
    const inWindow = (ms: number) =>
      anOrder(ORDER_ID, {
        lines: order.lines,
        paymentMethod: 'card',
        expiresAt: new Date(Date.now() + ms).toISOString(),
      });

    it('shows the time left to pay beside the card form, counting down', async () => {
      fakeApi({
        [ORDER]: () => json(200, inWindow(10 * 60_000)),
        [INTENT]: () => json(200, intent),
      });
      render();
      const left = await screen.findByTestId('time-left');
      expect(left.textContent).toMatch(/^(10:00|9:5\d) left to pay$/);
      // In the window's box, what happens when it ends, by the hour (Bangladesh time).
      const expiresAt = new Date(Date.now() + 10 * 60_000);
      expect(left.closest('.payment__pay-by')).toBeTruthy();
      expect(screen.getByTestId('pay-by').textContent).toMatch(
        /^If you don't pay by \d\d:\d\d, the order is cancelled and the items go back on sale\.$/,
      );
      const hour = String((expiresAt.getUTCHours() + 6) % 24).padStart(2, '0');
      expect(screen.getByTestId('pay-by').textContent).toContain(`by ${hour}:`);
      const first = left.textContent;
      await waitFor(() => expect(screen.getByTestId('time-left').textContent).not.toBe(first), {
        timeout: 8000,
      });
      expect(screen.getByLabelText('Card number')).toBeTruthy();
    });

    it('once the window is over: says so and offers no card form', async () => {
      fakeApi({ [ORDER]: () => json(200, inWindow(4000)), [INTENT]: () => json(200, intent) });
      render();
      await screen.findByLabelText('Card number');
      expect(await screen.findByText(EXPIRED_MESSAGE, undefined, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to My Booking Products' })).toBeTruthy();
    });

    it('an order the shop expired (not paid in time) is said to be over, not just cancelled', async () => {
      const api = fakeApi({
        [ORDER]: () =>
          json(200, { ...order, status: 'cancelled', cancelReason: 'not paid in time' }),
      });
      render();
      expect(await screen.findByText(EXPIRED_MESSAGE)).toBeTruthy();
      expect(screen.queryByText(ORDER_CANCELLED_MESSAGE)).toBeNull();
      expect(api.calls('POST', '/create-payment-intent')).toHaveLength(0);
    });

    it('a 409 ORDER_EXPIRED from the server (a clock behind) is said clearly, never as a code', async () => {
      fakeApi({
        [ORDER]: () => json(200, inWindow(10 * 60_000)),
        [INTENT]: () =>
          apiError(
            409,
            'ORDER_EXPIRED',
            'This order was not paid in time and has expired. Please order again.',
          ),
      });
      render();
      expect(await screen.findByText(EXPIRED_MESSAGE)).toBeTruthy();
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(document.body.textContent).not.toContain('ORDER_EXPIRED');
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          'This order was not paid in time and has expired. Please order again.',
          expect.anything(),
        ),
      );
    });

    it('in Bengali: the time left and the end of the window', async () => {
      switchLanguage('bn');
      try {
        fakeApi({
          [ORDER]: () => json(200, inWindow(10 * 60_000)),
          [INTENT]: () => json(200, intent),
        });
        const first = render();
        expect((await screen.findByTestId('time-left')).textContent).toMatch(
          /^পরিশোধের জন্য আর (১০:০০|৯:৫[০-৯]) বাকি$/,
        );
        expect(screen.getByTestId('pay-by').textContent).toMatch(
          /^[০-৯]{2}:[০-৯]{2}-এর মধ্যে পরিশোধ না করলে অর্ডারটি বাতিল হবে/,
        );
        first.unmount();
        fakeApi({
          [ORDER]: () =>
            json(200, { ...order, status: 'cancelled', cancelReason: 'not paid in time' }),
        });
        render();
        expect(await screen.findByText('এই অর্ডারের দাম পরিশোধের সময় শেষ হয়ে গেছে।')).toBeTruthy();
        expect(untranslatedTexts(document.body)).toEqual([]);
      } finally {
        switchLanguage('en');
      }
    });
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('greets, names the part as entered and shows dollars and taka with Bengali digits', async () => {
      fakeApi({ [ORDER]: () => json(200, order), [INTENT]: () => json(200, intent) });
      render();
      expect(screen.getByRole('heading', { name: 'পেমেন্ট' })).toBeTruthy();
      expect((await screen.findByTestId('payment-greeting')).textContent).toBe(
        `হ্যালো, ${customer.name}`,
      );
      expect(
        screen
          .getByRole('heading', { name: 'মূল্য পরিশোধ করুন: Xiaomi Redmi Buds 5 Pro' })
          .querySelector('.cut-name__cut')?.textContent,
      ).toBe('Xiaomi Redmi Bu..');
      expect(screen.getByTestId('order-whole-name').textContent).toBe('Xiaomi Redmi Buds 5 Pro');
      expect(screen.getByTestId('payment-quantity').textContent).toBe('২');
      expect((await screen.findByTestId('payment-usd')).textContent).toBe('$২৪.৬০');
      expect(screen.getByTestId('payment-taka').textContent).toBe('৳৩,০০০');
      expect(screen.getByText('মার্কিন ডলারে চার্জ করা হবে, প্রতি ডলার ৳১২২ হারে।')).toBeTruthy();
      expect(screen.getByText('টেস্ট মোড — কোনো আসল কার্ড থেকে টাকা কাটা হবে না')).toBeTruthy();
      expect(screen.getByLabelText('কার্ড নম্বর').getAttribute('placeholder')).toBe(
        '১২৩৪ ১২৩৪ ১২৩৪ ১২৩৪',
      );
      expect(screen.getByLabelText('মেয়াদ (মাস/বছর)')).toBeTruthy();
      expect(screen.getByLabelText('সিভিসি')).toBeTruthy();
      expect((screen.getByLabelText('কার্ডে লেখা নাম') as HTMLInputElement).value).toBe(
        customer.name,
      );
      await waitFor(() =>
        expect(
          (screen.getByRole('button', { name: 'পেমেন্ট করুন' }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );
      expect(untranslatedTexts(document.body)).toEqual([]);
    });

    it('says the card checks, the processor’s refusal and the success in Bengali', async () => {
      let confirmations = 0;
      const api = fakeApi({
        [ORDER]: () => json(200, order),
        [INTENT]: () => json(200, intent),
        [CONFIRM]: () =>
          ++confirmations === 1
            ? apiError(402, 'CARD_DECLINED', 'Your card was declined.')
            : json(200, succeeded),
        [RECORD]: () => json(200, paidOrder(order, 'sbx_pi_1')),
      });
      render();
      const pay = () => screen.getByRole('button', { name: 'পেমেন্ট করুন' }) as HTMLButtonElement;
      await waitFor(() => expect(pay().disabled).toBe(false));
      fireEvent.click(pay());
      expect(await screen.findByText('কার্ড নম্বর লিখুন')).toBeTruthy();
      expect(screen.getByText('মেয়াদ শেষের তারিখ লিখুন')).toBeTruthy();
      expect(screen.getByText('সিভিসি লিখুন')).toBeTruthy();

      // Digits typed on a Bengali keyboard are the card's digits.
      fireEvent.change(screen.getByLabelText('কার্ড নম্বর'), {
        target: { value: '৪০০০ ০০০০ ০০০০ ০০০২' },
      });
      fireEvent.change(screen.getByLabelText('মেয়াদ (মাস/বছর)'), { target: { value: '১২৩৪' } });
      fireEvent.change(screen.getByLabelText('সিভিসি'), { target: { value: '১২৩' } });
      fireEvent.click(pay());
      expect((await screen.findByRole('alert')).textContent).toBe('আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।');

      expect(await api.calls('POST', '/payments/sandbox/confirm')[0].json()).toMatchObject({
        cardNumber: '4000000000000002',
        expiry: '12/34',
        cvc: '123',
      });

      await waitFor(() => expect(pay().disabled).toBe(false));
      fireEvent.change(screen.getByLabelText('কার্ড নম্বর'), {
        target: { value: '4242 4242 4242 4242' },
      });
      fireEvent.click(pay());
      expect(await screen.findByText('অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে।')).toBeTruthy();
      expect(screen.getByText('আপনার ট্রানজ্যাকশন আইডি:', { exact: false }).textContent).toBe(
        'আপনার ট্রানজ্যাকশন আইডি: sbx_pi_1',
      );
      expect(screen.getByTestId('transaction-id').getAttribute('translate')).toBe('no');
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });
});
