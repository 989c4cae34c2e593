import { useSignupMutation } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { normalizeEmail, type SignupFields, validateSignup } from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { DEFAULT_AFTER_LOGIN, originOf } from '../utils/origin';
import { serverPasswordRule } from '../utils/server-rule';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { antdInput, fieldAria, FormField } from './form-field';
import { GoogleButton } from './google-button';

/** Spec §2 /signup: Name, Email, Password, sign-up button, link to login, Google option. */
export function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = originOf(location);
  const { t } = useT(NAMESPACE);
  const [signup, { isLoading, error }] = useSignupMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useRulesForm<SignupFields>(validateSignup, { name: '', email: '', password: '' });

  const onValid = (values: SignupFields) => {
    // The typed name becomes the display name (the API stores it as both).
    signup({
      name: values.name.trim(),
      email: normalizeEmail(values.email),
      password: values.password,
    })
      .unwrap()
      .then(() => navigate(from ?? DEFAULT_AFTER_LOGIN, { replace: true }))
      .catch((failure: unknown) => {
        // A too-common password goes under its field; other errors under the form (mutation state).
        const message = serverPasswordRule(failure);
        if (message) setError('password', { type: 'server', message }, { shouldFocus: true });
      });
  };

  return (
    <AccountPage title={t('auth.signup.title')}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-label={t('auth.signup.form')}
      >
        <Form layout="vertical" component={false}>
          <FormField id="signup-name" label={t('auth.name')} error={errors.name?.message}>
            <Input
              {...fieldAria('signup-name', errors.name?.message)}
              autoComplete="name"
              size="large"
              {...antdInput(register('name'))}
            />
          </FormField>
          <FormField id="signup-email" label={t('auth.email')} error={errors.email?.message}>
            <Input
              {...fieldAria('signup-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              size="large"
              {...antdInput(register('email'))}
            />
          </FormField>
          <FormField
            id="signup-password"
            label={t('auth.password')}
            error={errors.password?.message}
          >
            <Input.Password
              {...fieldAria('signup-password', errors.password?.message)}
              autoComplete="new-password"
              size="large"
              {...antdInput(register('password'))}
            />
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            {t('auth.signup.submit')}
          </Button>
        </Form>
      </form>
      <FormError error={serverPasswordRule(error) ? undefined : error} />
      <GoogleButton from={from} />
      <p className="account-page__links">
        <Link to="/login" state={{ from }}>
          {t('auth.signup.login')}
        </Link>
      </p>
    </AccountPage>
  );
}
