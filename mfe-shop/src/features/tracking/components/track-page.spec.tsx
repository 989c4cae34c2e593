import type { OrderTracking } from '@shop/contracts';
import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { ORDER_MESSAGES } from '@shop/rules';
import { apiError, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { TrackPage } from './track-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SHIPPED: OrderTracking = {
  number: '0B3DF8',
  district: 'Chattogram',
  steps: [
    { step: 'placed', reached: true, at: '2026-11-20T08:00:00.000Z' },
    { step: 'confirmed', reached: true, at: '2026-11-20T09:30:00.000Z' },
    { step: 'handed_to_courier', reached: true, at: '2026-11-21T10:00:00.000Z' },
    { step: 'in_transit', reached: true, at: '2026-11-21T18:00:00.000Z' },
    { step: 'out_for_delivery', reached: false },
    { step: 'delivered', reached: false },
  ],
  parcel: {
    courier: 'pathao',
    consignmentId: 'DL281124AB12CD',
    trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=DL281124AB12CD',
  },
};

function renderPage() {
  render(
    <Provider store={storeWith('anonymous')}>
      <MemoryRouter>
        <TrackPage />
      </MemoryRouter>
    </Provider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(() => {
  cleanup();
  resetStores();
});

describe('TrackPage (/track)', () => {
  it('asks for the number and the phone, checks them on submit and sends nothing invalid', async () => {
    const api = fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Track your order');
    expect(field('Phone number').type).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() =>
      expect(errorOf('Order number')).toBe(
        'Type the 6-character order number from our SMS or email',
      ),
    );
    expect(errorOf('Phone number')).toBe(ORDER_MESSAGES.phoneRequired);
    type('Order number', '#0B3D');
    type('Phone number', '0171234');
    await waitFor(() => expect(errorOf('Phone number')).toBe(ORDER_MESSAGES.phoneInvalid));
    expect(errorOf('Order number')).toBe('Type the 6-character order number from our SMS or email');
    expect(api.requests).toHaveLength(0);
  });

  it('posts the number and phone as typed and shows the timeline, the courier and its link', async () => {
    const api = fakeApi({ 'POST /track': () => json(200, SHIPPED) });
    renderPage();
    type('Order number', ' #0b3df8 ');
    type('Phone number', '+880 1712-345678');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    const result = await screen.findByTestId('track-result');
    expect(await api.requests[0].json()).toEqual({ number: '#0b3df8', phone: '+880 1712-345678' });
    expect(api.calls('POST', '/track')).toHaveLength(1);
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('Order #0B3DF8');
    expect(within(result).getByTestId('track-district').textContent).toBe('Going to Chattogram');
    expect(
      within(result)
        .getAllByTestId('tracking-step')
        .map((step) => [step.dataset.step, step.dataset.reached]),
    ).toEqual([
      ['placed', 'true'],
      ['confirmed', 'true'],
      ['handed_to_courier', 'true'],
      ['in_transit', 'true'],
      ['out_for_delivery', 'false'],
      ['delivered', 'false'],
    ]);
    expect(within(result).getAllByTestId('tracking-step')[4].textContent).toBe(
      'Out for deliveryNot yet',
    );
    expect(within(result).getByTestId('tracking-parcel').textContent).toContain('Pathao');
    expect(within(result).getByRole('link', { name: 'Track on Pathao' }).getAttribute('href')).toBe(
      SHIPPED.parcel?.trackingUrl,
    );
  });

  it('says the same for a wrong number or phone (the API’s one 404), under the form, never as a toast', async () => {
    fakeApi({ 'POST /track': () => apiError(404, 'ORDER_NOT_FOUND', 'Order not found') });
    renderPage();
    type('Order number', '0B3DF8');
    type('Phone number', '01812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByTestId('track-error')).textContent).toBe(
      'We found no order with this number and phone number. Check both and try again.',
    );
    expect(screen.queryByTestId('track-result')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says how long to wait when the look-ups of this address are spent', async () => {
    fakeApi({
      'POST /track': () =>
        json(429, {
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many look-ups from your address. Please try again in 15 minutes.',
          retryAfterSeconds: 900,
        }),
    });
    renderPage();
    type('Order number', '0B3DF8');
    type('Phone number', '01712345678');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByTestId('track-error')).textContent).toContain('15 minutes');
  });

  it('in Bengali: the page’s words, Bengali digits in the times, the number and consignment as written', async () => {
    const common = await loadCommonMessages('bn');
    act(() => initI18nWith({ common, shop: bn }, 'bn'));
    try {
      fakeApi({ 'POST /track': () => json(200, SHIPPED) });
      renderPage();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('আপনার অর্ডার ট্র্যাক করুন');
      type('অর্ডার নম্বর', '0B3DF8');
      type('ফোন নম্বর', '০১৭১২৩৪৫৬৭৮');
      fireEvent.click(screen.getByRole('button', { name: 'ট্র্যাক করুন' }));
      const result = await screen.findByTestId('track-result');
      expect(within(result).getByTestId('track-district').textContent).toBe('যাচ্ছে চট্টগ্রাম');
      expect(result.textContent).toContain('পাঠাও-এ ট্র্যাক করুন');
      const times = [...result.querySelectorAll('time')].map((time) => time.textContent ?? '');
      expect(times).toHaveLength(4);
      for (const time of times) expect(time).not.toMatch(/[0-9]/);
      const latin: string[] = [];
      const walker = document.createTreeWalker(result, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (
          /[A-Za-z]/.test(node.textContent ?? '') &&
          !node.parentElement?.closest('[translate="no"]')
        )
          latin.push(node.textContent ?? '');
      expect(latin).toEqual([]);
    } finally {
      act(() => initI18nWith({ common: COMMON_MESSAGES_EN, shop: en }, 'en'));
    }
  });
});
