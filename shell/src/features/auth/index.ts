export { LoginPage } from './login-page';
export { ResetPage } from './reset-page';
export { SignupPage } from './signup-page';
