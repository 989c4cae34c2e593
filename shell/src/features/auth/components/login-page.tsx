import { useAuth, useLoginMutation, useLogoutMutation } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { type LoginFields, normalizeEmail, validateLogin } from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { DEFAULT_AFTER_LOGIN, originOf } from '../utils/origin';
import type { LoginNotice } from '../utils/origin';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { AccountForm, EmailField, PasswordField } from './form-field';
import { GoogleButton } from './google-button';

/** Keys (`shell` namespace) of the page's notices. */
export const GOOGLE_FAILED_MESSAGE = 'auth.login.googleFailed';
export const ADMIN_ONLY_MESSAGE = 'auth.login.adminOnly';

/** Spec §2 /login: Email, Password, Login, links to sign up and reset, 'Continue with Google'. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = originOf(location);
  const target = from ?? DEFAULT_AFTER_LOGIN;
  const google = new URLSearchParams(location.search).get('google');
  const { t } = useT(NAMESPACE);
  const { status } = useAuth();
  const [login, { isLoading, error }] = useLoginMutation();
  const [logout] = useLogoutMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<LoginFields>(validateLogin, { email: '', password: '' });

  // Sent here from an admin page by `RequireAdmin`: spec §4 signs the non-admin out. Decided once,
  // on arrival, so logging in on this page afterwards is not undone.
  const adminOnly = (location.state as Partial<LoginNotice> | null)?.notice === 'admin-only';
  const signOutOnArrival = useRef(adminOnly && status === 'authenticated');
  useEffect(() => {
    if (!signOutOnArrival.current) return;
    signOutOnArrival.current = false;
    void logout();
  }, [logout]);

  // Back from Google: the start-up refresh turned the new cookie into a session.
  useEffect(() => {
    if (google === 'success' && status === 'authenticated') navigate(target, { replace: true });
  }, [google, status, target, navigate]);

  const onValid = (values: LoginFields) => {
    login({ email: normalizeEmail(values.email), password: values.password })
      .unwrap()
      .then(() => navigate(target, { replace: true }))
      .catch(() => undefined); // shown under the form from the mutation's state
  };

  const googleFailed =
    (google !== null && google !== 'success') || (google === 'success' && status === 'anonymous');

  return (
    <AccountPage title={t('auth.login.title')}>
      {adminOnly && (
        <Alert type="warning" showIcon title={t(ADMIN_ONLY_MESSAGE)} style={{ marginBottom: 16 }} />
      )}
      {googleFailed && (
        <Alert
          type="error"
          showIcon
          title={t(GOOGLE_FAILED_MESSAGE)}
          style={{ marginBottom: 16 }}
        />
      )}
      <AccountForm
        label={t('auth.login.form')}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        submit={t('auth.login.submit')}
        busy={isLoading}
      >
        <EmailField
          id="login-email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="login-password"
          label={t('auth.password')}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
      </AccountForm>
      <FormError error={error} />
      <GoogleButton from={from} />
      <p className="account-page__links">
        <Link to="/signup" state={{ from }}>
          {t('auth.login.signup')}
        </Link>
        <Link to="/reset">{t('auth.login.forgot')}</Link>
      </p>
    </AccountPage>
  );
}
