import { Link } from 'react-router-dom';
import { AccountPage } from './account-page';

export function SignupPage() {
  return (
    <AccountPage title="Sign Up">
      <p className="account-page__links">
        <Link to="/login">Already have an account? Login</Link>
      </p>
    </AccountPage>
  );
}
