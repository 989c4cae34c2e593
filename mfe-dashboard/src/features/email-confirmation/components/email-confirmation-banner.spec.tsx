import { apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { renderPage } from '../../../testing/render-page';
import { EmailConfirmationBanner } from './email-confirmation-banner';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const unconfirmed = { email: customer.email, confirmed: false };
const render = () =>
  renderPage(<EmailConfirmationBanner />, {
    url: '/dashboard',
    path: '/dashboard',
    session: customer,
  });

describe('EmailConfirmationBanner', () => {
  afterEach(() => switchLanguage('en'));

  it('asks an unconfirmed customer to confirm, and sends the link again', async () => {
    const api = fakeApi({
      'GET /auth/email-confirmation': () => json(200, unconfirmed),
      'POST /auth/email-confirmation': () => json(200, unconfirmed),
    });
    render();
    const banner = await screen.findByRole('region', { name: 'Please confirm your email address' });
    expect(banner.textContent).toContain(
      `We sent a link to ${customer.email}. Until you open it, we send you no mails`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(jest.mocked(toast.success).mock.calls.map((call) => call[0])).toEqual([
        `We sent a new link to ${customer.email}.`,
      ]),
    );
    expect(api.calls('POST', '/auth/email-confirmation')).toHaveLength(1);
  });

  it('says how long to wait when the links of the hour are spent', async () => {
    const wait = 'You have asked for several confirmation links already. Try again in 42 minutes.';
    fakeApi({
      'GET /auth/email-confirmation': () => json(200, unconfirmed),
      'POST /auth/email-confirmation': () => apiError(429, 'TOO_MANY_REQUESTS', wait),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows nothing once the address is confirmed', async () => {
    const api = fakeApi({
      'GET /auth/email-confirmation': () => json(200, { email: customer.email, confirmed: true }),
    });
    const { container } = render();
    await waitFor(() => expect(api.calls('GET', '/auth/email-confirmation')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });

  it('is in Bengali on a Bengali page (the address as written)', async () => {
    switchLanguage('bn');
    fakeApi({ 'GET /auth/email-confirmation': () => json(200, unconfirmed) });
    render();
    const banner = await screen.findByRole('region', {
      name: 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা নিশ্চিত করুন',
    });
    expect(banner.textContent).toContain(`আমরা ${customer.email}-এ একটি লিংক পাঠিয়েছি।`);
    expect(screen.getByRole('button', { name: 'লিংকটি আবার পাঠান' })).toBeTruthy();
    expect(untranslatedTexts(banner)).toEqual([]);
  });
});
