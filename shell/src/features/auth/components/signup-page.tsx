import { useSignupMutation } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { normalizeEmail, type SignupFields, validateSignup } from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Input } from 'antd';
import { Link, useLocation, useNavigate } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { DEFAULT_AFTER_LOGIN, originOf } from '../utils/origin';
import { serverPasswordRule } from '../utils/server-rule';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import {
  AccountForm,
  antdInput,
  EmailField,
  fieldAria,
  FormField,
  PasswordField,
} from './form-field';
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
      <AccountForm
        label={t('auth.signup.form')}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        submit={t('auth.signup.submit')}
        busy={isLoading}
      >
        <FormField id="signup-name" label={t('auth.name')} error={errors.name?.message}>
          <Input
            {...fieldAria('signup-name', errors.name?.message)}
            autoComplete="name"
            size="large"
            {...antdInput(register('name'))}
          />
        </FormField>
        <EmailField
          id="signup-email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signup-password"
          label={t('auth.password')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
      </AccountForm>
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
