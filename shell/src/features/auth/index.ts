export { LoginPage } from './components/login-page';
export { ResetPage } from './components/reset-page';
export { SignupPage } from './components/signup-page';
export { RequireAdmin, RequireAuth } from './components/guards';
export { pathOf } from './utils/origin';
