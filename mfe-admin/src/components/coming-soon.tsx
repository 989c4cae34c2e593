import { Empty, Table } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface Props {
  title: string;
  /** What the page will do, shown in the empty state. */
  children: ReactNode;
  /** Column headings of the spec's table, shown empty until the feature lands. */
  columns?: readonly string[];
}

/** An honest placeholder: the page's title and shape, with a note that it arrives soon. */
export function ComingSoon({ title, children, columns }: Props) {
  const empty = <Empty description={children} />;
  return (
    <section>
      <PageHeader title={title} />
      {columns ? (
        <Table
          rowKey="_id"
          dataSource={[]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          columns={columns.map((heading) => ({ title: heading, dataIndex: heading, key: heading }))}
        />
      ) : (
        empty
      )}
    </section>
  );
}
