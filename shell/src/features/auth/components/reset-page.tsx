import { notify, useConfirmResetMutation, useRequestResetMutation } from '@shop/api-client';
import { useT } from '@shop/i18n';
import {
  normalizeEmail,
  type ResetRequestFields,
  validateNewPassword,
  validateResetRequest,
} from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Link, useLocation, useNavigate, useSearchParams } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { originOf } from '../utils/origin';
import { serverPasswordRule } from '../utils/server-rule';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { AccountForm, EmailField, PasswordField } from './form-field';

/**
 * Keys (`shell` namespace) of the toasts. Spec §8: 'Send Email!' is shown on submit whatever the
 * outcome (the API never says whether an account exists).
 */
export const RESET_SENT_MESSAGE = 'auth.reset.sent';
export const PASSWORD_CHANGED_MESSAGE = 'auth.reset.changed';

/** Spec §2 /reset: Email and Reset; the mailed link comes back here with `?token=`. */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <ResetRequestForm />;
}

function ResetRequestForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [requestReset, { isLoading }] = useRequestResetMutation();
  const { t } = useT(NAMESPACE);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<ResetRequestFields>(validateResetRequest, { email: '' });

  const onValid = ({ email }: ResetRequestFields) => {
    void requestReset({ email: normalizeEmail(email) }).finally(() => {
      notify.success(t(RESET_SENT_MESSAGE));
      navigate(originOf(location) ?? '/login', { replace: true });
    });
  };

  return (
    <AccountPage title={t('auth.reset.title')} lead={t('auth.reset.lead')}>
      <AccountForm
        label={t('auth.reset.form')}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        submit={t('auth.reset.submit')}
        busy={isLoading}
      >
        <EmailField
          id="reset-email"
          registration={register('email')}
          error={errors.email?.message}
        />
      </AccountForm>
      <p className="account-page__links">
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [confirmReset, { isLoading, error }] = useConfirmResetMutation();
  const { t } = useT(NAMESPACE);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useRulesForm<{ password: string }>(({ password }) => validateNewPassword(password), {
    password: '',
  });

  const onValid = ({ password }: { password: string }) => {
    confirmReset({ token, password })
      .unwrap()
      .then(() => {
        notify.success(t(PASSWORD_CHANGED_MESSAGE));
        navigate('/login', { replace: true });
      })
      .catch((failure: unknown) => {
        // A too-common password goes under its field; other errors under the form (mutation state).
        const message = serverPasswordRule(failure);
        if (message) setError('password', { type: 'server', message }, { shouldFocus: true });
      });
  };

  return (
    <AccountPage title={t('auth.reset.title')} lead={t('auth.reset.newLead')}>
      <AccountForm
        label={t('auth.reset.newForm')}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        submit={t('auth.reset.save')}
        busy={isLoading}
      >
        <PasswordField
          id="reset-password"
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
      </AccountForm>
      <FormError error={serverPasswordRule(error) ? undefined : error} />
      <p className="account-page__links">
        <Link to="/reset">{t('auth.reset.askAgain')}</Link>
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}
