import { Link } from 'react-router-dom';
import { AccountPage } from './account-page';

export function LoginPage() {
  return (
    <AccountPage title="Login">
      <p className="account-page__links">
        <Link to="/signup">New here? Create an account</Link>
        <Link to="/reset">Forgot password?</Link>
      </p>
    </AccountPage>
  );
}
