import type { Order, OrderRisk } from '@shop/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { switchToBengali, switchToEnglish } from '../../../../testing/bengali';
import { RiskPanel } from './risk-panel';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
  resetStores();
  switchToEnglish();
});

const ORDER = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  number: 'B8C9D0',
  phone: '01811000001',
  paymentMethod: 'cod',
  payment: { status: 'unpaid' },
  status: 'placed',
  deliveryFee: 120,
} as unknown as Order;

const RULE = {
  enabled: true,
  minParcels: 2,
  minSuccessPercent: 60,
  action: 'require_advance' as const,
  version: 1,
};

function risk(change: Partial<OrderRisk> = {}): OrderRisk {
  return {
    orderId: ORDER._id,
    phone: ORDER.phone,
    shop: { orders: 3, delivered: 0, refused: 2, cancelled: 1, open: 0 },
    courier: null,
    courierUnavailable: true,
    flagged: true,
    flaggedBy: ['shop'],
    rule: RULE,
    deliveryCharge: 120,
    advanceRequest: null,
    ...change,
  };
}

const renderPanel = () =>
  render(
    <Provider store={storeWith(admin)}>
      <RiskPanel order={ORDER} />
    </Provider>,
  );

describe('RiskPanel', () => {
  it("shows the phone's two refused parcels, the rule's mark, and says the courier part is unavailable", async () => {
    fakeApi({ [`GET /admin/orders/${ORDER._id}/risk`]: () => json(200, risk()) });
    renderPanel();
    expect((await screen.findByTestId('risk-shop-refused')).textContent).toBe('2');
    expect(screen.getByTestId('risk-flag').textContent).toBe('Risky');
    expect(screen.getByTestId('risk-reason').textContent).toContain(
      'at least 2 parcels and fewer than 60% delivered (in this shop)',
    );
    expect(within(screen.getByTestId('risk-shop')).getByText('0% delivered')).toBeTruthy();
    expect(screen.getByTestId('risk-courier-missing').textContent).toMatch(/not answering/);
  });

  it("shows the courier's figures across merchants when it answered", async () => {
    fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () =>
        json(
          200,
          risk({
            courierUnavailable: false,
            flaggedBy: ['shop', 'courier'],
            courier: {
              courier: 'steadfast',
              parcels: 5,
              delivered: 1,
              cancelled: 4,
              checkedAt: '2026-11-29T06:00:00.000Z',
            },
          }),
        ),
    });
    renderPanel();
    const courier = await screen.findByTestId('risk-courier');
    await waitFor(() => expect(within(courier).getByText('20% delivered')).toBeTruthy());
    expect(courier.textContent).toContain('From Steadfast');
  });

  it('asks for the delivery charge in advance and shows the message to send', async () => {
    let asked = false;
    const api = fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () =>
        json(
          200,
          risk(
            asked
              ? {
                  advanceRequest: {
                    amount: 120,
                    requestedAt: '2026-11-29T06:00:00.000Z',
                    byName: 'Admin',
                    message: {
                      en: 'Order #B8C9D0: please pay ৳120',
                      bn: 'অর্ডার #B8C9D0: ৳১২০ পাঠান',
                    },
                  },
                }
              : {},
          ),
        ),
      [`POST /admin/orders/${ORDER._id}/risk/advance-request`]: () => {
        asked = true;
        return json(200, risk());
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('risk-ask-advance'));
    await waitFor(() =>
      expect(api.calls('POST', `/admin/orders/${ORDER._id}/risk/advance-request`)).toHaveLength(1),
    );
    expect((await screen.findByTestId('risk-advance-message')).textContent).toBe(
      'Order #B8C9D0: please pay ৳120',
    );
    expect(screen.queryByTestId('risk-ask-advance')).toBeNull();
  });

  const ASKED = {
    amount: 120,
    requestedAt: '2026-11-29T06:00:00.000Z',
    byName: 'Admin',
    message: { en: 'Order #B8C9D0: please pay ৳120', bn: 'অর্ডার #B8C9D0: ৳১২০ পাঠান' },
  };

  it('an unpaid ask says so and can be withdrawn with a reason', async () => {
    let withdrawn = false;
    const api = fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () =>
        json(200, risk(withdrawn ? {} : { advanceRequest: ASKED })),
      [`DELETE /admin/orders/${ORDER._id}/risk/advance-request`]: () => {
        withdrawn = true;
        return json(200, risk());
      },
    });
    renderPanel();
    expect((await screen.findByTestId('risk-advance-unpaid')).textContent).toBe('Not paid yet');
    fireEvent.click(screen.getByTestId('risk-withdraw-advance'));
    const confirm = screen.getByRole('button', { name: 'Withdraw' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Why (kept in the activity log)'), {
      target: { value: ' Known customer ' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api.calls('DELETE', `/admin/orders/${ORDER._id}/risk/advance-request`)).toHaveLength(
        1,
      ),
    );
    expect(
      new URL(
        api.calls('DELETE', `/admin/orders/${ORDER._id}/risk/advance-request`)[0].url,
      ).searchParams.get('reason'),
    ).toBe('Known customer');
    expect(await screen.findByTestId('risk-ask-advance')).toBeTruthy();
  });

  it('a paid ask shows the amount, when and the TrxID, and no message or withdraw', async () => {
    fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () =>
        json(
          200,
          risk({
            advanceRequest: {
              ...ASKED,
              paid: { amount: 120, trxId: 'BKA7X2Q9LM', paidAt: '2026-11-29T07:00:00.000Z' },
            },
          }),
        ),
    });
    renderPanel();
    const paid = await screen.findByTestId('risk-advance-paid');
    expect(paid.textContent).toMatch(/^Paid ৳120 by bKash on .+, TrxID BKA7X2Q9LM$/);
    expect(screen.queryByTestId('risk-advance-message')).toBeNull();
    expect(screen.queryByTestId('risk-withdraw-advance')).toBeNull();
  });

  it('a refund owed after a cancel is shown to the admin', async () => {
    fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () =>
        json(
          200,
          risk({
            advanceRequest: {
              ...ASKED,
              paid: { amount: 120, trxId: 'BKA7X2Q9LM', paidAt: '2026-11-29T07:00:00.000Z' },
              refund: { status: 'pending', amount: 120 },
            },
          }),
        ),
    });
    renderPanel();
    expect((await screen.findByTestId('risk-advance-refund')).textContent).toContain(
      '৳120 owed back to the customer',
    );
  });

  it('offers no ask when the rule only marks', async () => {
    fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () =>
        json(200, risk({ rule: { ...RULE, action: 'mark' } })),
    });
    renderPanel();
    await screen.findByTestId('risk-flag');
    expect(screen.queryByTestId('risk-ask-advance')).toBeNull();
  });

  it('edits the rule with the same check as the API and saves it over its version', async () => {
    const api = fakeApi({
      [`GET /admin/orders/${ORDER._id}/risk`]: () => json(200, risk()),
      'GET /admin/risk/rule': () => json(200, RULE),
      'PUT /admin/risk/rule': () => json(200, { ...RULE, version: 2 }),
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('risk-rule-open'));
    const field = await screen.findByTestId('risk-rule-percent');
    const percent = (field.querySelector('input') ?? field) as HTMLInputElement;
    fireEvent.change(percent, { target: { value: '0' } });
    fireEvent.blur(percent);
    fireEvent.click(screen.getByTestId('risk-rule-save'));
    expect(
      await screen.findByText(
        'Minimum success ratio must be a whole number of percent from 1 to 100',
      ),
    ).toBeTruthy();
    expect(api.calls('PUT', '/admin/risk/rule')).toHaveLength(0);
    fireEvent.change(percent, { target: { value: '70' } });
    fireEvent.blur(percent);
    fireEvent.click(screen.getByTestId('risk-rule-save'));
    await waitFor(() => expect(api.calls('PUT', '/admin/risk/rule')).toHaveLength(1));
    expect(await api.calls('PUT', '/admin/risk/rule')[0].json()).toEqual({
      enabled: true,
      minParcels: 2,
      minSuccessPercent: 70,
      action: 'require_advance',
      version: 1,
    });
  });

  it('reads in Bengali', async () => {
    await switchToBengali();
    fakeApi({ [`GET /admin/orders/${ORDER._id}/risk`]: () => json(200, risk()) });
    renderPanel();
    expect((await screen.findByTestId('risk-flag')).textContent).toBe('ঝুঁকিপূর্ণ');
    expect(screen.getByTestId('risk-shop-refused').textContent).toBe('২');
  });
});
