import { Link } from 'react-router-dom';
import { AccountPage } from './account-page';

export function ResetPage() {
  return (
    <AccountPage title="Reset Password">
      <p className="account-page__links">
        <Link to="/login">Back to login</Link>
      </p>
    </AccountPage>
  );
}
