import { lazyPage } from '../../components/lazy-page';

/** antd lives in this chunk only: the storefront's pages never download it. */
const accountPages = () =>
  import(/* webpackChunkName: "account-pages" */ './components/themed-pages');

export const LoginPage = lazyPage(accountPages, (m) => m.ThemedLoginPage);
export const SignupPage = lazyPage(accountPages, (m) => m.ThemedSignupPage);
export const ResetPage = lazyPage(accountPages, (m) => m.ThemedResetPage);
export const ConfirmEmailPage = lazyPage(accountPages, (m) => m.ThemedConfirmEmailPage);
