import { customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { PaymentIntentAnswer } from '@shop/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { anOrder } from '../../../testing/orders';
import { renderPage } from '../../../testing/render-page';
import { PaymentPage } from './payment-page';

const PAYMENT_SUCCESS_MESSAGE = 'Congrats! Your payment is completed.';
const TEST_MODE_MESSAGE = 'Test mode — no real card is charged';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

// Stripe.js needs the network and an iframe: the processor is replaced by a fake with the same
// answers (`{error}` or `{paymentIntent}`), and the card element by one the test declares ready.
const fakeCard = { element: 'card' };
const stripe = { confirmCardPayment: jest.fn() };
const cardElement: {
  onReady?: () => void;
  onChange?: (event: { error?: { message: string } }) => void;
} = {};
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(stripe)) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: function CardElement({
    onReady,
    onChange,
  }: {
    onReady?: () => void;
    onChange?: (event: { error?: { message: string } }) => void;
  }) {
    cardElement.onReady = onReady;
    cardElement.onChange = onChange;
    return <div data-testid="stripe-card-element" />;
  },
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => fakeCard }),
}));

const { loadStripe } = jest.requireMock('@stripe/stripe-js') as { loadStripe: jest.Mock };

const ORDER_ID = '665f2a0000000000000000b2';
const intent: PaymentIntentAnswer = {
  clientSecret: 'pi_3Stripe_secret_xyz',
  paymentIntentId: 'pi_3Stripe',
  provider: 'stripe',
  publishableKey: 'pk_test_123',
  amountCents: 1230,
  currency: 'usd',
  totalTaka: 1500,
  bdtPerUsd: 122,
  testMode: false,
};

function renderWithStripe() {
  const api = fakeApi({
    [`GET /orders/${ORDER_ID}`]: () => json(200, anOrder(ORDER_ID, { paymentMethod: 'card' })),
    'POST /create-payment-intent': () => json(200, intent),
    [`PATCH /booking/${ORDER_ID}`]: () => json(200, anOrder(ORDER_ID)),
  });
  renderPage(<PaymentPage />, {
    url: `/dashboard/payment/${ORDER_ID}`,
    path: '/dashboard/payment/:id',
    session: customer,
  });
  return api;
}

const payButton = () => screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;

/** Stripe says its card element is mounted and ready for input. */
async function cardElementReady() {
  await screen.findByTestId('stripe-card-element');
  act(() => cardElement.onReady?.());
  await waitFor(() => expect(payButton().disabled).toBe(false));
}

describe('Payment page with Stripe', () => {
  it('uses Stripe Elements with the publishable key, and Pay waits for the card element', async () => {
    renderWithStripe();
    expect(await screen.findByTestId('stripe-card-element')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText(TEST_MODE_MESSAGE)).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    // Client secret received, card element not ready yet.
    expect(payButton().disabled).toBe(true);
    await cardElementReady();
  });

  it('confirms the card with the client secret and billing details; a refusal shows in red', async () => {
    stripe.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const api = renderWithStripe();
    await cardElementReady();
    fireEvent.click(payButton());

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Your card was declined.');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_3Stripe_secret_xyz', {
      payment_method: {
        card: fakeCard,
        billing_details: { name: customer.name, email: customer.email },
      },
    });
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(api.calls('PATCH', `/booking/${ORDER_ID}`)).toHaveLength(0);
  });

  it('a new card error replaces the refusal: never two errors side by side', async () => {
    stripe.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    renderWithStripe();
    await cardElementReady();
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');

    act(() => cardElement.onChange?.({ error: { message: 'Your card number is incomplete.' } }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Your card number is incomplete.',
      ]),
    );
  });

  it('records a succeeded PaymentIntent with its id as the transaction id', async () => {
    stripe.confirmCardPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_3Stripe', status: 'succeeded' },
    });
    const api = renderWithStripe();
    await cardElementReady();
    fireEvent.click(payButton());

    expect(await screen.findByText(PAYMENT_SUCCESS_MESSAGE)).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('pi_3Stripe');
    expect(await api.calls('PATCH', `/booking/${ORDER_ID}`)[0].json()).toEqual({
      appointment: ORDER_ID,
      transactionId: 'pi_3Stripe',
    });
    // The paid state takes the form's place.
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
