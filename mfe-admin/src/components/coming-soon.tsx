import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** An honest placeholder: the page's title and a note on what arrives here. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      <Empty description={children} />
    </section>
  );
}
