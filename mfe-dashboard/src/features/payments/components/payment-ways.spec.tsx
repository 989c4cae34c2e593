import { apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { Order, PaymentIntentAnswer, PaymentOptions, WalletClaim } from '@shop/contracts';
import { orderReference } from '@shop/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { leaveTo } from '../../../lib/redirect';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { anOrder, line } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { PaymentPage } from './payment-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));
jest.mock('../../../lib/redirect', () => ({ leaveTo: jest.fn() }));
jest.setTimeout(30_000);

afterEach(() => jest.clearAllMocks());

const ORDER_ID = '665f2a0000000000000c0ffe';
const order = anOrder(ORDER_ID, {
  lines: [line('Xiaomi Redmi Buds 5 Pro', { quantity: 2, unitPrice: 1500, lineTotal: 3000 })],
  deliveryFee: 60,
  total: 3060,
});
const intent: PaymentIntentAnswer = {
  clientSecret: 'sbx_pi_1_secret_abc',
  paymentIntentId: 'sbx_pi_1',
  provider: 'sandbox',
  amountCents: 2508,
  currency: 'usd',
  totalTaka: 3060,
  bdtPerUsd: 122,
  testMode: true,
};
const options: PaymentOptions = {
  card: { provider: 'sandbox', testMode: true },
  sendMoney: [
    { wallet: 'bkash', number: '01811111111', demo: true },
    { wallet: 'nagad', number: '01922222222', demo: false },
  ],
  bkashCheckout: { simulator: true },
  walletClaimHours: 12,
};
const claim = (over: Partial<WalletClaim> = {}): WalletClaim => ({
  wallet: 'bkash',
  senderNumber: '01712345678',
  trxId: '9FK3L0M2QX',
  toNumber: '01811111111',
  amountTaka: 3060,
  state: 'verifying',
  submittedAt: '2026-11-25T04:30:00.000Z',
  ...over,
});
const withClaim = (c: WalletClaim, status: Order['payment']['status'] = 'verifying'): Order => ({
  ...order,
  payment: { status, walletClaim: c },
});

const ORDER = `GET /orders/${ORDER_ID}`;
const INTENT = 'POST /create-payment-intent';
const OPTIONS = 'GET /payments/options';
const CLAIM = `POST /orders/${ORDER_ID}/wallet-payment`;
const CHECKOUT = 'POST /payments/bkash/checkout';

const render = (search = '') =>
  renderPage(<PaymentPage />, {
    url: `/dashboard/payment/${ORDER_ID}${search}`,
    path: '/dashboard/payment/:id',
    session: customer,
  });

/** The API: the order (as the claim left it), its intent, the options and the claim route. */
function shopApi(over: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  let current: Order = order;
  const api = fakeApi({
    [ORDER]: () => json(200, current),
    [INTENT]: () => json(200, intent),
    [OPTIONS]: () => json(200, options),
    [CLAIM]: async (request) => {
      const body = (await request.json()) as { senderNumber: string; trxId: string };
      current = withClaim(claim({ senderNumber: body.senderNumber, trxId: body.trxId }));
      return json(201, current);
    },
    ...over,
  });
  return api;
}

const chooseWay = async (name: RegExp) =>
  fireEvent.click(await screen.findByRole('radio', { name }));

describe('Payment page: wallets', () => {
  it('offers the card (chosen at first, as the spec’s page), bKash checkout, then each wallet’s send money', async () => {
    shopApi();
    render();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Card',
      "bKash — pay on bKash's page",
      'bKash — send money, then give the TrxID',
      'Nagad — send money, then give the TrxID',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    await chooseWay(/^bKash — pay on/);
    expect(screen.getByRole('note').textContent).toBe('bKash simulator — no real money moves');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('states the amount the way the chosen way charges it: the card in dollars, a wallet in taka alone', async () => {
    shopApi();
    render();
    expect((await screen.findByTestId('payment-usd')).textContent).toBe('$25.08');
    expect(screen.getByText(/Charged in US dollars/)).toBeTruthy();
    await chooseWay(/^bKash — send money/);
    expect(screen.queryByTestId('payment-usd')).toBeNull();
    expect(screen.queryByText(/Charged in US dollars/)).toBeNull();
    expect(screen.getByTestId('payment-taka').textContent).toBe('৳3,060');
    await chooseWay(/^bKash — pay on/);
    expect(screen.queryByTestId('payment-usd')).toBeNull();
    await chooseWay(/^Card$/);
    expect((await screen.findByTestId('payment-usd')).textContent).toBe('$25.08');
  });

  it('send money: the exact amount, the number to copy, the reference and the demo label', async () => {
    shopApi();
    render();
    await chooseWay(/^bKash — send money/);
    const form = await screen.findByRole('form', { name: 'bKash send money form' });
    expect(within(form).getByTestId('wallet-amount').textContent).toBe('৳3,060');
    expect(within(form).getByTestId('wallet-number').textContent).toContain('01811111111');
    expect(within(form).getByRole('button', { name: /Copy the number/ })).toBeTruthy();
    expect(within(form).getByTestId('wallet-reference').textContent).toBe(orderReference(ORDER_ID));
    expect(form.textContent).toContain('Demo number — not a real bKash account');
    // How long the shop takes to check it, as the API's options say.
    expect(within(form).getByTestId('wallet-deadline').textContent).toBe(
      'We check your payment within 12 hours; if we cannot find it by then, the order goes back to unpaid.',
    );
    // A number the shop did not mark as demo says nothing of the kind.
    await chooseWay(/^Nagad — send money/);
    const nagad = await screen.findByRole('form', { name: 'Nagad send money form' });
    expect(nagad.textContent).not.toContain('Demo number');
    expect(within(nagad).getByTestId('wallet-number').textContent).toContain('01922222222');
  });

  it('checks the number and the TrxID, takes Bengali digits, then says the payment is being checked', async () => {
    const api = shopApi();
    render();
    await chooseWay(/^bKash — send money/);
    const form = await screen.findByRole('form', { name: 'bKash send money form' });
    fireEvent.click(within(form).getByRole('button', { name: 'I have sent the money' }));
    expect(await within(form).findByText('Enter the wallet number you paid from')).toBeTruthy();
    expect(within(form).getByText("Enter the TrxID from your wallet's SMS")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Your bKash number/), {
      target: { value: '০১৭১২৩৪৫৬৭৮' },
    });
    fireEvent.change(within(form).getByLabelText(/TrxID/), { target: { value: '9fk3l0' } });
    expect(
      await within(form).findByText('A bKash TrxID is 10 letters and digits, like 9FK3L0M2QX'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/TrxID/), { target: { value: ' 9fk3l0m2qx ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'I have sent the money' }));

    expect(await screen.findByText('We are checking your payment')).toBeTruthy();
    expect(await api.calls('POST', `/orders/${ORDER_ID}/wallet-payment`)[0].json()).toEqual({
      wallet: 'bkash',
      senderNumber: '01712345678',
      trxId: '9FK3L0M2QX',
    });
    expect(screen.getByTestId('claim-trx-id').textContent).toBe('9FK3L0M2QX');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a TrxID already used is toasted once and the form keeps what was typed', async () => {
    shopApi({
      [CLAIM]: () =>
        apiError(409, 'TRX_ID_USED', 'This TrxID was already given for another order.'),
    });
    render();
    await chooseWay(/^bKash — send money/);
    const form = await screen.findByRole('form', { name: 'bKash send money form' });
    fireEvent.change(within(form).getByLabelText(/Your bKash number/), {
      target: { value: '01712345678' },
    });
    fireEvent.change(within(form).getByLabelText(/TrxID/), { target: { value: '9FK3L0M2QX' } });
    fireEvent.click(within(form).getByRole('button', { name: 'I have sent the money' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This TrxID was already given for another order.',
        expect.anything(),
      ),
    );
    expect((within(form).getByLabelText(/TrxID/) as HTMLInputElement).value).toBe('9FK3L0M2QX');
    expect(screen.queryByText('We are checking your payment')).toBeNull();
  });

  it('an order whose payment is being checked shows what was sent, and no way to pay', async () => {
    shopApi({
      [ORDER]: () => json(200, withClaim(claim({ checkBy: '2026-11-25T16:30:00.000Z' }))),
    });
    render();
    expect(await screen.findByText('We are checking your payment')).toBeTruthy();
    // 16:30 UTC is 22:30 in Dhaka.
    const checkBy = screen.getByTestId('wallet-check-by').textContent;
    expect(checkBy).toMatch(/^If the shop cannot find it by .+, the order goes back to unpaid\.$/);
    expect(checkBy).toMatch(/25 Nov 2026.*(10:30|22:30)/);
    expect(screen.getByTestId('wallet-checking').textContent).toContain(
      '৳3,060 by bKash, TrxID 9FK3L0M2QX, sent',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Booking Products' })).toBeTruthy();
  });

  it('a payment the shop did not receive: the shop’s reason, and the ways to pay again', async () => {
    shopApi({
      [ORDER]: () =>
        json(
          200,
          withClaim(
            claim({ state: 'not_received', reason: 'No such TrxID on our statement' }),
            'unpaid',
          ),
        ),
    });
    render();
    const notice = await screen.findByTestId('wallet-not-received');
    expect(notice.textContent).toContain('The shop did not receive your bKash payment');
    expect(notice.textContent).toContain('The shop says: No such TrxID on our statement');
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
  });

  it('Pay with bKash starts the checkout and sends the browser to bKash’s page', async () => {
    const api = shopApi({
      [CHECKOUT]: () =>
        json(201, {
          bkashURL: 'http://localhost:4010/checkout/TR0011abc',
          paymentID: 'TR0011abc',
          amountTaka: 3060,
          simulator: true,
        }),
    });
    render();
    await chooseWay(/^bKash — pay on/);
    // bKash's page names the order by its number (the invoice), never by its database id.
    expect((await screen.findByTestId('bkash-invoice')).textContent).toBe(
      `bKash shows this order as invoice ${orderReference(ORDER_ID)}.`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with bKash' }));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('http://localhost:4010/checkout/TR0011abc'),
    );
    expect(await api.calls('POST', '/payments/bkash/checkout')[0].json()).toEqual({
      orderId: ORDER_ID,
    });
  });

  it('back from bKash: cancelled or failed with bKash’s reason; paid says so', async () => {
    shopApi();
    const first = render('?bkash=cancel&reason=Payment%20cancelled%20by%20customer');
    const notice = await screen.findByTestId('bkash-outcome');
    expect(notice.textContent).toContain('You cancelled the bKash payment. No money was taken.');
    expect(notice.textContent).toContain('bKash said: Payment cancelled by customer');
    first.unmount();

    const second = render('?bkash=failure&reason=Insufficient%20Balance');
    const failed = await screen.findByTestId('bkash-outcome');
    expect(failed.textContent).toContain('The bKash payment did not go through.');
    expect(failed.textContent).toContain('bKash said: Insufficient Balance');
    second.unmount();

    shopApi({
      [ORDER]: () =>
        json(200, {
          ...order,
          paid: true,
          payment: { status: 'paid', provider: 'bkash', transactionId: 'TRX8BK2Q1Z' },
        }),
    });
    render('?bkash=success');
    expect(await screen.findByText('Congrats! Your payment is completed.')).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('TRX8BK2Q1Z');
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('the ways, the steps, the checks and the checking state, nothing left in English', async () => {
      shopApi();
      render();
      await chooseWay(/^bKash — সেন্ড মানি/);
      const form = await screen.findByRole('form', { name: 'bKash সেন্ড মানি ফর্ম' });
      expect(within(form).getByTestId('wallet-amount').textContent).toBe('৳৩,০৬০');
      expect(within(form).getByTestId('wallet-deadline').textContent).toBe(
        'আমরা ১২ ঘণ্টার মধ্যে আপনার পেমেন্ট যাচাই করি; এর মধ্যে খুঁজে না পেলে অর্ডারটি আবার অপরিশোধিত হয়ে যাবে।',
      );
      fireEvent.click(within(form).getByRole('button', { name: 'টাকা পাঠিয়েছি' }));
      expect(await within(form).findByText('যে ওয়ালেট নম্বর থেকে পাঠিয়েছেন সেটি লিখুন')).toBeTruthy();
      expect(untranslatedTexts(document.body)).toEqual([]);

      fireEvent.change(within(form).getByLabelText(/আপনার bKash নম্বর/), {
        target: { value: '০১৭১২৩৪৫৬৭৮' },
      });
      fireEvent.change(within(form).getByLabelText(/ট্রানজ্যাকশন আইডি/), {
        target: { value: '9FK3L0M2QX' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'টাকা পাঠিয়েছি' }));
      expect(await screen.findByText('আমরা আপনার পেমেন্ট যাচাই করছি')).toBeTruthy();
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });
});
