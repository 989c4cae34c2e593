import { notify, useConfirmResetMutation, useRequestResetMutation } from '@shop/api-client';
import { useT } from '@shop/i18n';
import {
  normalizeEmail,
  type ResetRequestFields,
  validateNewPassword,
  validateResetRequest,
} from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { originOf } from '../utils/origin';
import { serverPasswordRule } from '../utils/server-rule';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { antdInput, fieldAria, FormField } from './form-field';

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
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-label={t('auth.reset.form')}
      >
        <Form layout="vertical" component={false}>
          <FormField id="reset-email" label={t('auth.email')} error={errors.email?.message}>
            <Input
              {...fieldAria('reset-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              size="large"
              {...antdInput(register('email'))}
            />
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            {t('auth.reset.submit')}
          </Button>
        </Form>
      </form>
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
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-label={t('auth.reset.newForm')}
      >
        <Form layout="vertical" component={false}>
          <FormField
            id="reset-password"
            label={t('auth.reset.newPassword')}
            error={errors.password?.message}
          >
            <Input.Password
              {...fieldAria('reset-password', errors.password?.message)}
              autoComplete="new-password"
              size="large"
              {...antdInput(register('password'))}
            />
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            {t('auth.reset.save')}
          </Button>
        </Form>
      </form>
      <FormError error={serverPasswordRule(error) ? undefined : error} />
      <p className="account-page__links">
        <Link to="/reset">{t('auth.reset.askAgain')}</Link>
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}
