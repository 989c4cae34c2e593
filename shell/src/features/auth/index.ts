// The account pages are lazy (their antd code is a chunk of its own); the guards are not.
export { ConfirmEmailPage, LoginPage, ResetPage, SignupPage } from './lazy-pages';
export { ForRole, RequireAdmin, RequireAuth } from './components/guards';
export { pathOf } from './utils/origin';
