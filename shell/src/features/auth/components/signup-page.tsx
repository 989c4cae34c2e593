import { useSignupMutation } from '@shop/api-client';
import { validateSignup } from '@shop/rules';
import { Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate } from '@shop/router';
import { useValidatedForm } from '../hooks/use-validated-form';
import { DEFAULT_AFTER_LOGIN, originOf } from '../utils/origin';
import { AccountPage } from './account-page';
import { FormError } from './form-error';
import { fieldAria, FormField } from './form-field';
import { GoogleButton } from './google-button';

/** Spec §2 /signup: Name, Email, Password, sign-up button, link to login, Google option. */
export function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = originOf(location);
  const [signup, { isLoading, error }] = useSignupMutation();
  const { field, errors, handleSubmit } = useValidatedForm(
    { name: '', email: '', password: '' },
    validateSignup,
  );

  const onValid = (values: { name: string; email: string; password: string }) => {
    // The typed name becomes the display name (the API stores it as both).
    signup({ name: values.name.trim(), email: values.email.trim(), password: values.password })
      .unwrap()
      .then(() => navigate(from ?? DEFAULT_AFTER_LOGIN, { replace: true }))
      .catch(() => undefined); // shown under the form from the mutation's state
  };

  return (
    <AccountPage title="Sign Up">
      <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Sign-up form">
        <Form layout="vertical" component={false}>
          <FormField id="signup-name" label="Name" error={errors.name}>
            <Input
              {...fieldAria('signup-name', errors.name)}
              autoComplete="name"
              size="large"
              {...field('name')}
            />
          </FormField>
          <FormField id="signup-email" label="Email" error={errors.email}>
            <Input
              {...fieldAria('signup-email', errors.email)}
              type="email"
              autoComplete="email"
              size="large"
              {...field('email')}
            />
          </FormField>
          <FormField id="signup-password" label="Password" error={errors.password}>
            <Input.Password
              {...fieldAria('signup-password', errors.password)}
              autoComplete="new-password"
              size="large"
              {...field('password')}
            />
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Sign Up
          </Button>
        </Form>
      </form>
      <FormError error={error} />
      <GoogleButton from={from} />
      <p className="account-page__links">
        <Link to="/login" state={{ from }}>
          Already have an account? Login
        </Link>
      </p>
    </AccountPage>
  );
}
