import { DeleteOutlined } from '@ant-design/icons';
import { notify } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { useSearchParams } from '@shop/router';
import { formatTaka, truncate, TRUNCATE_AT } from '@shop/rules';
import { Button, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PageHeader } from '@shop/ui';
import { ADMIN_PAGE_SIZE, rowNumber, tableEmptyText } from '../../../components/table-states';
import { Thumbnail } from '../../../components/thumbnail';
import {
  useAdminPartPageQuery,
  useDeletePartMutation,
  useUpdatePartPriceMutation,
  useUpdatePartQuantityMutation,
} from '../api/parts-api';
import { AmountUpdate } from './amount-update';
import './parts.css';

/** Spec §2 columns of Manage All Products. */
export const MANAGE_PARTS_COLUMNS = [
  'Index',
  'Picture',
  'Name',
  'Price',
  'Update Price',
  'Quantity',
  'Update Quantity',
  'Delete',
] as const;

/** Spec §8 toasts. */
export const PRICE_UPDATED_MESSAGE = 'Price Update successfully!!!';
export const QUANTITY_UPDATED_MESSAGE = 'Quantity Update successfully!!!';
/** Spec §5: the browser confirmation before a product is deleted. */
export const DELETE_CONFIRMATION = 'Are you sure?';
/** Ours: what happened to a deleted product. */
export const PART_DELETED_MESSAGE = 'Product deleted.';
export const PART_ARCHIVED_MESSAGE =
  'Product archived: it appears in orders, so their history keeps it, but the shop no longer sells it.';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Spec §2 Manage All Products, paged and filterable by name (`?q=` and `?page=` in the address, so
 * the dashboard's low-stock links open the product). Price and quantity updates send the whole part
 * with the one field changed (spec §7); a value that is not a number is refused before any call.
 * Delete asks 'Are you sure?' (spec §5).
 */
export function ManagePartsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const q = params.get('q') ?? '';
  const query = useAdminPartPageQuery({ page, limit: ADMIN_PAGE_SIZE, q });
  const { data, isLoading, isFetching, isError, refetch } = query;
  const [updatePrice, priceUpdate] = useUpdatePartPriceMutation();
  const [updateQuantity, quantityUpdate] = useUpdatePartQuantityMutation();
  const [deletePart, deletion] = useDeletePartMutation();

  const go = (next: { page?: number; q?: string }) => {
    const search = new URLSearchParams(params);
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? 1;
    if (nextQ) search.set('q', nextQ);
    else search.delete('q');
    if (nextPage > 1) search.set('page', String(nextPage));
    else search.delete('page');
    setParams(search);
  };

  const update =
    (part: Part, field: 'price' | 'quantity') =>
    async (amount: number): Promise<boolean> => {
      const send = field === 'price' ? updatePrice : updateQuantity;
      const result = await send({ ...part, [field]: amount });
      if ('error' in result && result.error) return false; // toasted by the API error middleware
      notify.success(field === 'price' ? PRICE_UPDATED_MESSAGE : QUANTITY_UPDATED_MESSAGE);
      return true;
    };

  const remove = async (part: Part) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    const result = await deletePart(part._id);
    if ('data' in result && result.data) {
      notify.success(result.data.archived ? PART_ARCHIVED_MESSAGE : PART_DELETED_MESSAGE);
    }
  };

  const busy = (part: Part, mutation: { isLoading: boolean; originalArgs?: unknown }) =>
    mutation.isLoading &&
    ((mutation.originalArgs as Part | undefined)?._id === part._id ||
      mutation.originalArgs === part._id);

  const columns: TableColumnsType<Part> = [
    {
      title: MANAGE_PARTS_COLUMNS[0],
      key: 'index',
      width: 72,
      render: (_value, _part, index) => rowNumber(page, ADMIN_PAGE_SIZE, index),
    },
    {
      title: MANAGE_PARTS_COLUMNS[1],
      key: 'picture',
      width: 80,
      render: (_value, part) => <Thumbnail img={part.img} alt={part.name} />,
    },
    {
      title: MANAGE_PARTS_COLUMNS[2],
      key: 'name',
      render: (_value, part) => (
        <span title={part.name} data-testid="part-name">
          {truncate(part.name, TRUNCATE_AT.adminList)}
        </span>
      ),
    },
    {
      title: MANAGE_PARTS_COLUMNS[3],
      key: 'price',
      align: 'right',
      render: (_value, part) => <span data-testid="part-price">{formatTaka(part.price)}</span>,
    },
    {
      title: MANAGE_PARTS_COLUMNS[4],
      key: 'updatePrice',
      render: (_value, part) => (
        <AmountUpdate
          what="price"
          partName={part.name}
          busy={busy(part, priceUpdate)}
          onUpdate={update(part, 'price')}
        />
      ),
    },
    {
      title: MANAGE_PARTS_COLUMNS[5],
      key: 'quantity',
      align: 'right',
      render: (_value, part) => <span data-testid="part-quantity">{part.quantity}</span>,
    },
    {
      title: MANAGE_PARTS_COLUMNS[6],
      key: 'updateQuantity',
      render: (_value, part) => (
        <AmountUpdate
          what="quantity"
          partName={part.name}
          busy={busy(part, quantityUpdate)}
          onUpdate={update(part, 'quantity')}
        />
      ),
    },
    {
      title: MANAGE_PARTS_COLUMNS[7],
      key: 'delete',
      render: (_value, part) => (
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={busy(part, deletion)}
          onClick={() => void remove(part)}
          aria-label={`Delete ${part.name}`}
        >
          Delete
        </Button>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section>
      <PageHeader
        title="Manage All Products"
        lead={
          data
            ? q
              ? `${total} products whose name contains “${q}”`
              : `${total} products on sale`
            : undefined
        }
      />
      <div className="admin-toolbar">
        <Input.Search
          key={q}
          className="admin-toolbar__search"
          defaultValue={q}
          allowClear
          placeholder="Filter by name"
          aria-label="Filter products by name"
          enterButton="Filter"
          onSearch={(value) => go({ q: value.trim() })}
        />
      </div>
      <Table<Part>
        rowKey="_id"
        dataSource={data?.items ?? []}
        columns={columns}
        loading={isLoading || isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(part) => ({ 'data-testid': 'part-row', 'data-part-id': part._id }) as object}
        pagination={
          total > ADMIN_PAGE_SIZE || page > 1
            ? {
                current: page,
                pageSize: ADMIN_PAGE_SIZE,
                total,
                showSizeChanger: false,
                onChange: (next) => go({ page: next }),
              }
            : false
        }
        locale={{
          emptyText: tableEmptyText({
            isError,
            refetch,
            errorText: 'The products could not be loaded.',
            emptyText: q
              ? `No product name contains “${q}”.`
              : 'No products yet: add the first one.',
          }),
        }}
      />
    </section>
  );
}
