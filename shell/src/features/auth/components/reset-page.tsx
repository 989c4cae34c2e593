import { notify, useConfirmResetMutation, useRequestResetMutation } from '@shop/api-client';
import { type ResetRequestFields, validateNewPassword, validateResetRequest } from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from '@shop/router';
import { originOf } from '../utils/origin';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { antdInput, fieldAria, FormField } from './form-field';

/** Spec §8: shown on submit whatever the outcome (the API never says whether an account exists). */
export const RESET_SENT_MESSAGE = 'Send Email!';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please log in.';

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<ResetRequestFields>(validateResetRequest, { email: '' });

  const onValid = ({ email }: ResetRequestFields) => {
    void requestReset({ email: email.trim() }).finally(() => {
      notify.success(RESET_SENT_MESSAGE);
      navigate(originOf(location) ?? '/login', { replace: true });
    });
  };

  return (
    <AccountPage title="Reset Password" lead="We will email you a link to choose a new password.">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-label="Reset form"
      >
        <Form layout="vertical" component={false}>
          <FormField id="reset-email" label="Email" error={errors.email?.message}>
            <Input
              {...fieldAria('reset-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              size="large"
              {...antdInput(register('email'))}
            />
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Reset
          </Button>
        </Form>
      </form>
      <p className="account-page__links">
        <Link to="/login">Back to login</Link>
      </p>
    </AccountPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [confirmReset, { isLoading, error }] = useConfirmResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<{ password: string }>(({ password }) => validateNewPassword(password), {
    password: '',
  });

  const onValid = ({ password }: { password: string }) => {
    confirmReset({ token, password })
      .unwrap()
      .then(() => {
        notify.success(PASSWORD_CHANGED_MESSAGE);
        navigate('/login', { replace: true });
      })
      .catch(() => undefined); // shown under the form from the mutation's state
  };

  return (
    <AccountPage title="Reset Password" lead="Choose a new password for your account.">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-label="New password form"
      >
        <Form layout="vertical" component={false}>
          <FormField id="reset-password" label="New Password" error={errors.password?.message}>
            <Input.Password
              {...fieldAria('reset-password', errors.password?.message)}
              autoComplete="new-password"
              size="large"
              {...antdInput(register('password'))}
            />
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Save Password
          </Button>
        </Form>
      </form>
      <FormError error={error} />
      <p className="account-page__links">
        <Link to="/reset">Ask for a new link</Link>
        <Link to="/login">Back to login</Link>
      </p>
    </AccountPage>
  );
}
