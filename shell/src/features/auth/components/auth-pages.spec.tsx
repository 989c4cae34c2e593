import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiError, customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { LoginPage } from './login-page';
import { ResetPage } from './reset-page';
import { SignupPage } from './signup-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string, state?: unknown, store = storeWith('anonymous')) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/reset', element: <ResetPage /> },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.split('?')[1] ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const alerts = () => screen.queryAllByRole('alert').map((el) => el.textContent);

const session = { accessToken: 't1', user: customer };

beforeEach(() => fakeApi({ 'GET /auth/providers': () => json(200, { google: false }) }));

describe('/login', () => {
  it('says nothing before the first submit, then each rule’s exact message, revalidating on change', async () => {
    renderAt('/login');
    type('Email', 'Customer@');
    expect(alerts()).toEqual([]);

    click('Login');
    await waitFor(() =>
      expect(alerts()).toEqual(['Provide a valid Email', 'Password is Required']),
    );
    // The first invalid field has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    type('Email', '');
    type('Password', '123');
    await waitFor(() =>
      expect(alerts()).toEqual(['Email is Required', 'Must be 6 characters or longer']),
    );

    type('Email', 'customer@shop.local');
    type('Password', '123456');
    await waitFor(() => expect(alerts()).toEqual([]));
  });

  it('logs in and returns to the page the visitor came from', async () => {
    const api = fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/login': () => json(200, session),
    });
    const { store } = renderAt('/login', { from: '/product/42' });
    type('Email', ' Customer@Shop.local ');
    type('Password', 'Customer#2026');
    click('Login');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product/42'));
    expect(await api.calls('POST', '/auth/login')[0].json()).toEqual({
      email: 'customer@shop.local',
      password: 'Customer#2026',
    });
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('goes to /shops when no origin is known', async () => {
    fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/login': () => json(200, session),
    });
    renderAt('/login');
    type('Email', 'customer@shop.local');
    type('Password', 'Customer#2026');
    click('Login');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shops'));
  });

  it('shows the API’s message in red under the form, not as a toast', async () => {
    fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/login': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect'),
    });
    renderAt('/login');
    type('Email', 'customer@shop.local');
    type('Password', 'wrong-password');
    click('Login');
    expect((await screen.findByText('Email or password is incorrect')).className).toContain(
      'account-page__error',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offers Google only when the server has it', async () => {
    fakeApi({ 'GET /auth/providers': () => json(200, { google: true }) });
    renderAt('/login');
    expect(await screen.findByRole('button', { name: /Continue with Google/ })).toBeTruthy();
  });

  it('hides Google when the server does not offer it', async () => {
    const api = fakeApi({ 'GET /auth/providers': () => json(200, { google: false }) });
    renderAt('/login');
    await waitFor(() => expect(api.calls('GET', '/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull();
  });

  it('after Google sign-in goes to the `from` page once the session is there', async () => {
    const store = storeWith(customer);
    renderAt('/login?google=success&from=%2Fdashboard%2Fprofile', undefined, store);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/profile'));
  });

  it('never redirects to another site after Google sign-in', async () => {
    renderAt('/login?google=success&from=%2F%2Fevil.example', undefined, storeWith(customer));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shops'));
  });
});

describe('/signup', () => {
  it('requires every field with the exact messages', async () => {
    renderAt('/signup');
    click('Sign Up');
    await waitFor(() =>
      expect(alerts()).toEqual(['Name is Required', 'Email is Required', 'Password is Required']),
    );
    type('Name', 'Karim');
    await waitFor(() => expect(alerts()).toEqual(['Email is Required', 'Password is Required']));
  });

  it('signs up with the typed name and lands on the origin page', async () => {
    const api = fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/signup': () => json(201, session),
    });
    renderAt('/signup', { from: '/reviews' });
    type('Name', '  Karim Ahmed ');
    // Any letter case: the address is lower-cased before the spec's check and sent so.
    type('Email', 'Karim@Mail.com');
    type('Password', 'secret-1');
    click('Sign Up');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/reviews'));
    expect(await api.calls('POST', '/auth/signup')[0].json()).toEqual({
      name: 'Karim Ahmed',
      email: 'karim@mail.com',
      password: 'secret-1',
    });
  });

  it('shows an existing email’s error under the form', async () => {
    fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/signup': () => apiError(409, 'EMAIL_TAKEN', 'An account with this email exists'),
    });
    renderAt('/signup');
    type('Name', 'Karim');
    type('Email', 'customer@shop.local');
    type('Password', 'secret-1');
    click('Sign Up');
    expect(await screen.findByText('An account with this email exists')).toBeTruthy();
  });
});

describe('/reset', () => {
  it('validates the email, then toasts ‘Send Email!’ whatever the answer and goes to /login', async () => {
    const api = fakeApi({
      'POST /auth/reset': () => apiError(429, 'TOO_MANY_REQUESTS', 'Slow down'),
    });
    const { router } = renderAt('/reset');
    click('Reset');
    await waitFor(() => expect(alerts()).toEqual(['Email is Required']));
    type('Email', 'customer@shop.local');
    click('Reset');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(toast.success).toHaveBeenCalledWith('Send Email!');
    expect(toast.error).not.toHaveBeenCalled();
    expect(await api.calls('POST', '/auth/reset')[0].json()).toEqual({
      email: 'customer@shop.local',
    });
  });

  it('returns to the origin page when there is one', async () => {
    fakeApi({ 'POST /auth/reset': () => json(200, {}) });
    renderAt('/reset', { from: '/shops' });
    type('Email', 'customer@shop.local');
    click('Reset');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shops'));
  });

  it('with a token sets the new password and sends the person to /login', async () => {
    const api = fakeApi({ 'POST /auth/reset/confirm': () => json(200, {}) });
    const { router } = renderAt('/reset?token=abc123');
    click('Save Password');
    await waitFor(() => expect(alerts()).toEqual(['Password is Required']));
    type('New Password', 'brand-new-1');
    click('Save Password');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await api.calls('POST', '/auth/reset/confirm')[0].json()).toEqual({
      token: 'abc123',
      password: 'brand-new-1',
    });
    expect(toast.success).toHaveBeenCalledWith('Your password has been changed. Please log in.');
  });

  it('shows an expired link’s message under the form', async () => {
    fakeApi({
      'POST /auth/reset/confirm': () =>
        apiError(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired'),
    });
    renderAt('/reset?token=old');
    type('New Password', 'brand-new-1');
    click('Save Password');
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeTruthy();
  });
});

describe('too many attempts (429)', () => {
  // A route throttler's 429: its message may not say the wait, its body always does.
  const tooMany = () =>
    json(429, {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts.',
      retryAfterSeconds: 397,
      retryAfterMinutes: 7,
    });

  afterEach(() => {
    act(() => {
      initI18nWith({ common: COMMON_MESSAGES_EN, shell: en }, 'en');
    });
  });

  it('a reset link refused for too many attempts says how long to wait', async () => {
    fakeApi({ 'POST /auth/reset/confirm': tooMany });
    renderAt('/reset?token=abc123');
    type('New Password', 'brand-new-1');
    click('Save Password');
    await waitFor(() => expect(alerts()).toEqual(['Too many attempts. Try again in 7 minutes.']));
  });

  it('says it in Bengali on the Bengali page', async () => {
    const common = await loadCommonMessages('bn');
    act(() => {
      initI18nWith({ common, shell: bn }, 'bn');
    });
    fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/signup': tooMany,
    });
    renderAt('/signup');
    type(bn.auth.name, 'Karim');
    type(bn.auth.email, 'karim@mail.com');
    type(bn.auth.password, 'Karim#Ahmed-2026');
    click(bn.auth.signup.submit);
    await waitFor(() =>
      expect(alerts()).toEqual(['অনেকবার চেষ্টা করা হয়েছে। ৭ মিনিট পরে আবার চেষ্টা করুন।']),
    );
  });
});

describe('a password the server finds too common', () => {
  const tooCommon = () => apiError(400, 'VALIDATION_FAILED', 'This password is too common');

  afterEach(() => {
    act(() => {
      initI18nWith({ common: COMMON_MESSAGES_EN, shell: en }, 'en');
    });
  });

  it('is said under the sign-up password field, once, and goes when the password changes', async () => {
    fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/signup': tooCommon,
    });
    renderAt('/signup');
    type('Name', 'Karim');
    type('Email', 'karim@mail.com');
    type('Password', 'password');
    click('Sign Up');
    await waitFor(() => expect(alerts()).toEqual(['This password is too common']));
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(
      'signup-password-error',
    );
    type('Password', 'Karim#Ahmed-2026');
    await waitFor(() => expect(alerts()).toEqual([]));
  });

  it('is said under the new password of the reset form', async () => {
    fakeApi({ 'POST /auth/reset/confirm': tooCommon });
    renderAt('/reset?token=abc123');
    type('New Password', '12345678');
    click('Save Password');
    await waitFor(() => expect(alerts()).toEqual(['This password is too common']));
    expect(screen.getByLabelText('New Password').getAttribute('aria-describedby')).toBe(
      'reset-password-error',
    );
  });

  it('is said in Bengali on the Bengali page', async () => {
    const common = await loadCommonMessages('bn');
    act(() => {
      initI18nWith({ common, shell: bn }, 'bn');
    });
    fakeApi({
      'GET /auth/providers': () => json(200, { google: false }),
      'POST /auth/signup': tooCommon,
    });
    renderAt('/signup');
    type(bn.auth.name, 'Karim');
    type(bn.auth.email, 'karim@mail.com');
    type(bn.auth.password, 'password');
    click(bn.auth.signup.submit);
    await waitFor(() => expect(alerts()).toEqual(['এই পাসওয়ার্ডটি খুবই প্রচলিত, অন্য একটি দিন']));
  });
});
