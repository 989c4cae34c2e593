import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from './page-header';

/** An honest placeholder for a page that arrives with a later storefront issue. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      <Result
        status="info"
        title="Coming soon"
        subTitle={children}
        extra={
          <Link to="/shops">
            <Button type="primary">Browse the shop</Button>
          </Link>
        }
      />
    </section>
  );
}
