import { AntdTheme } from '../../../components/antd-theme';
import { ConfirmEmailPage } from './confirm-email-page';
import { LoginPage } from './login-page';
import { ResetPage } from './reset-page';
import { SignupPage } from './signup-page';

/*
 * The account pages with the antd theme around them: the one chunk that holds their antd code,
 * loaded by `../lazy-pages` only when /login, /signup, /reset or /confirm-email is visited.
 */

export function ThemedLoginPage() {
  return (
    <AntdTheme>
      <LoginPage />
    </AntdTheme>
  );
}

export function ThemedSignupPage() {
  return (
    <AntdTheme>
      <SignupPage />
    </AntdTheme>
  );
}

export function ThemedResetPage() {
  return (
    <AntdTheme>
      <ResetPage />
    </AntdTheme>
  );
}

export function ThemedConfirmEmailPage() {
  return (
    <AntdTheme>
      <ConfirmEmailPage />
    </AntdTheme>
  );
}
