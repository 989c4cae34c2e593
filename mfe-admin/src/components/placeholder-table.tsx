import { Empty, Table } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface Props {
  title: string;
  /** Column headings of the spec's table. */
  columns: readonly string[];
  /** What the table will list, shown as its empty state. */
  children: ReactNode;
}

/**
 * A page whose table is not filled yet: the spec's columns with an empty state. Kept apart from
 * `ComingSoon` so pages without a table do not download antd's Table.
 */
export function PlaceholderTable({ title, columns, children }: Props) {
  return (
    <section>
      <PageHeader title={title} />
      <Table
        rowKey="_id"
        dataSource={[]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={children} /> }}
        columns={columns.map((heading) => ({ title: heading, dataIndex: heading, key: heading }))}
      />
    </section>
  );
}
