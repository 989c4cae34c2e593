import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './account-page.css';

interface Props {
  title: string;
  children?: ReactNode;
}

/**
 * Frame of the login, sign-up and reset screens. Accounts arrive with their own issue; until then the
 * page says so plainly instead of showing a form that cannot work.
 */
export function AccountPage({ title, children }: Props) {
  return (
    <section className="account-page">
      <Card className="account-page__card">
        <h1 className="account-page__title">{title}</h1>
        <Alert
          type="info"
          showIcon
          title="Sign-in arrives soon"
          description="Accounts are being set up. Meanwhile you can browse every product and read reviews."
        />
        {children}
        <p className="account-page__links">
          <Link to="/shops">Browse the shop</Link>
        </p>
      </Card>
    </section>
  );
}
