import { Card } from 'antd';
import type { ReactNode } from 'react';
import './account-page.css';

interface Props {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** Frame of the login, sign-up and reset screens: one card, a title, the form. */
export function AccountPage({ title, lead, children }: Props) {
  return (
    <section className="account-page">
      <Card className="account-page__card">
        <h1 className="account-page__title">{title}</h1>
        {lead && <p className="account-page__lead">{lead}</p>}
        {children}
      </Card>
    </section>
  );
}
