import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiError, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { ConfirmEmailPage } from './confirm-email-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function renderAt(path: string) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], {
    initialEntries: [{ pathname, search: search ? `?${search}` : '' }],
  });
  render(
    <Provider store={storeWith('anonymous')}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const INVALID =
  'This confirmation link is wrong, was already used or has expired. Ask for a new one from your dashboard.';

describe('/confirm-email', () => {
  it('sends the link’s token once and says the address is confirmed', async () => {
    const api = fakeApi({
      'POST /auth/email-confirmation/confirm': () =>
        json(200, { email: 'rahim@mail.com', confirmed: true }),
    });
    renderAt('/confirm-email?token=abc123');
    expect(
      await screen.findByText(
        'Thank you: rahim@mail.com is confirmed. We will send you mails about your orders.',
      ),
    ).toBeTruthy();
    expect(api.calls('POST', '/auth/email-confirmation/confirm')).toHaveLength(1);
    expect(await api.calls('POST', '/auth/email-confirmation/confirm')[0].json()).toEqual({
      token: 'abc123',
    });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says why a used or expired link did not work, under the page and not in a toast', async () => {
    fakeApi({
      'POST /auth/email-confirmation/confirm': () =>
        apiError(400, 'EMAIL_CONFIRMATION_INVALID', INVALID),
    });
    renderAt('/confirm-email?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says a link without a token is incomplete, without calling the API', () => {
    const api = fakeApi({});
    renderAt('/confirm-email');
    expect(screen.getByRole('alert').textContent).toMatch(/^This link has no confirmation code/);
    expect(api.calls('POST', '/auth/email-confirmation/confirm')).toHaveLength(0);
  });

  describe('in Bengali', () => {
    beforeAll(async () => {
      const common = await loadCommonMessages('bn');
      act(() => {
        initI18nWith({ common, shell: bn }, 'bn');
      });
    });
    afterAll(() => {
      act(() => {
        initI18nWith({ common: COMMON_MESSAGES_EN, shell: en }, 'en');
      });
    });

    it('says the result in Bengali', async () => {
      fakeApi({
        'POST /auth/email-confirmation/confirm': () =>
          apiError(400, 'EMAIL_CONFIRMATION_INVALID', INVALID),
      });
      renderAt('/confirm-email?token=old');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'এই নিশ্চিতকরণ লিংকটি ভুল, আগেই ব্যবহার করা হয়েছে অথবা মেয়াদ শেষ হয়ে গেছে। আপনার ড্যাশবোর্ড থেকে নতুন লিংক চেয়ে নিন।',
      );
      expect(screen.getByRole('heading', { name: 'আপনার ইমেইল নিশ্চিত করুন' })).toBeTruthy();
    });
  });
});
