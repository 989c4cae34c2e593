import { apiError, customer, fakeApi, json, resetStores } from '@shop/tools/jest/fake-api';
import type { OrderTracking as Tracking } from '@shop/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { renderPage } from '../../../testing/render-page';
import { OrderTracking } from './order-tracking';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const ORDER_ID = '665f2a000000000000000005';
const TRACKING_PATH = `/orders/${ORDER_ID}/tracking`;

const SHIPPED: Tracking = {
  number: '000005',
  district: 'Dhaka',
  steps: [
    { step: 'placed', reached: true, at: '2026-11-20T08:00:00.000Z' },
    { step: 'confirmed', reached: true, at: '2026-11-20T09:30:00.000Z' },
    { step: 'handed_to_courier', reached: true, at: '2026-11-21T10:00:00.000Z' },
    { step: 'in_transit', reached: true, at: '2026-11-21T18:00:00.000Z' },
    { step: 'out_for_delivery', reached: false },
    { step: 'delivered', reached: false },
  ],
  parcel: {
    courier: 'steadfast',
    consignmentId: '1432198',
    trackingUrl: 'https://steadfast.com.bd/t/9a8b7c6d',
  },
};

const render = () => renderPage(<OrderTracking order={{ _id: ORDER_ID }} />, { session: customer });

afterEach(() => {
  resetStores();
  switchLanguage('en');
});

describe('OrderTracking (My Booking Products, an order opened)', () => {
  it("asks for the order's tracking and shows each step, its time, the courier and its link", async () => {
    const api = fakeApi({ [`GET ${TRACKING_PATH}`]: () => json(200, SHIPPED) });
    render();
    expect(screen.getByTestId('tracking-loading').textContent).toBe('Loading where your order is');
    const timeline = await screen.findByTestId('tracking-timeline');
    expect(api.calls('GET', TRACKING_PATH)).toHaveLength(1);
    expect(within(timeline).getByRole('heading').textContent).toBe('Where your order is');
    const steps = within(timeline).getAllByTestId('tracking-step');
    expect(
      steps.map((step) => step.querySelector('.tracking-timeline__name')?.textContent),
    ).toEqual([
      'Order placed',
      'Confirmed',
      'Handed to the courier',
      'In transit',
      'Out for delivery',
      'Delivered',
    ]);
    expect(steps[3].querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-21T18:00:00.000Z',
    );
    expect(steps[4].textContent).toContain('Not yet');
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    const parcel = within(timeline).getByTestId('tracking-parcel');
    expect(parcel.textContent).toContain('Steadfast');
    expect(parcel.textContent).toContain('1432198');
    expect(
      within(parcel).getByRole('link', { name: 'Track on Steadfast' }).getAttribute('href'),
    ).toBe('https://steadfast.com.bd/t/9a8b7c6d');
  });

  it('in Bengali: the steps, the courier and the times in Bengali (digits too); the consignment id as the courier wrote it', async () => {
    fakeApi({ [`GET ${TRACKING_PATH}`]: () => json(200, SHIPPED) });
    switchLanguage('bn');
    render();
    const timeline = await screen.findByTestId('tracking-timeline');
    expect(timeline.textContent).toContain('কুরিয়ারের কাছে দেওয়া হয়েছে');
    expect(timeline.textContent).toContain('স্টেডফাস্ট-এ ট্র্যাক করুন');
    expect(untranslatedTexts(timeline)).toEqual([]);
    const time = within(timeline).getAllByTestId('tracking-step')[0].querySelector('time');
    expect(time?.textContent).toMatch(/[০-৯]/);
    expect(time?.textContent).not.toMatch(/[0-9]/);
    expect(within(timeline).getByTestId('tracking-consignment').textContent).toBe('1432198');
  });

  it('a cancelled order ends on Cancelled and names no courier', async () => {
    fakeApi({
      [`GET ${TRACKING_PATH}`]: () =>
        json(200, {
          number: '000005',
          district: 'Dhaka',
          steps: [
            { step: 'placed', reached: true, at: '2026-11-20T08:00:00.000Z' },
            { step: 'cancelled', reached: true, at: '2026-11-20T10:00:00.000Z' },
          ],
        } satisfies Tracking),
    });
    render();
    const timeline = await screen.findByTestId('tracking-timeline');
    expect(
      within(timeline)
        .getAllByTestId('tracking-step')
        .map((step) => step.dataset.step),
    ).toEqual(['placed', 'cancelled']);
    expect(within(timeline).queryByTestId('tracking-parcel')).toBeNull();
  });

  it('says so when the tracking cannot be loaded, and tries again on Retry', async () => {
    let answer = () => apiError(503, 'DATABASE_UNAVAILABLE', 'The database is unreachable');
    const api = fakeApi({ [`GET ${TRACKING_PATH}`]: () => answer() });
    render();
    const failed = await screen.findByTestId('tracking-failed');
    expect(failed.textContent).toContain('Could not load where your order is.');
    answer = () => json(200, SHIPPED);
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('tracking-timeline');
    expect(api.calls('GET', TRACKING_PATH)).toHaveLength(2);
  });
});
