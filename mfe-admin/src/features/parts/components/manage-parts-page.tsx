import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { notify } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { Link, useSearchParams } from '@shop/router';
import { Trans, useFormat } from '@shop/i18n';
import { TRUNCATE_AT } from '@shop/rules';
import { Button } from 'antd';
import {
  PageHeader,
  pageParam,
  TableFrame,
  type TableFrameColumn,
  CutName,
  TableSearch,
  useConfirmDialog,
} from '@shop/ui';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { Thumbnail } from '../../../components/thumbnail';
import { useAdminT } from '../../../lib/i18n';
import {
  useAdminPartPageQuery,
  useDeletePartMutation,
  useUpdatePartPriceMutation,
  useUpdatePartQuantityMutation,
} from '../api/parts-api';
import { AmountUpdate } from './amount-update';
import './parts.css';

/** Spec §2 columns of Manage All Products (keys of the admin messages, Index first). */
const COLUMN_KEYS = [
  'table.index',
  'parts.manage.columns.picture',
  'parts.manage.columns.name',
  'parts.manage.columns.price',
  'parts.manage.columns.updatePrice',
  'parts.manage.columns.quantity',
  'parts.manage.columns.updateQuantity',
  'parts.manage.columns.delete',
] as const;

/**
 * Spec §2 Manage All Products, paged and filterable by name (`?q=` and `?page=` in the address, so
 * the dashboard's low-stock links open the product). Price and quantity updates send the whole part
 * with the one field changed (spec §7); a value that is not a number is refused before any call.
 * Delete asks 'Are you sure?' (spec §5).
 */
export function ManagePartsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const q = params.get('q') ?? '';
  const query = useAdminPartPageQuery({ page, limit: ADMIN_PAGE_SIZE, q });
  const { data, isLoading, isFetching, isError, refetch } = query;
  const [updatePrice, priceUpdate] = useUpdatePartPriceMutation();
  const [updateQuantity, quantityUpdate] = useUpdatePartQuantityMutation();
  const [deletePart, deletion] = useDeletePartMutation();
  const [confirm, dialogHolder] = useConfirmDialog();
  const { t } = useAdminT();
  const f = useFormat();
  const [
    indexTitle,
    pictureTitle,
    nameTitle,
    priceTitle,
    updatePriceTitle,
    quantityTitle,
    updateQuantityTitle,
    deleteTitle,
  ] = COLUMN_KEYS.map((key) => t(key));

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
      // The spec's toast, naming the whole amount stored (decimals are dropped).
      notify.success(
        t(field === 'price' ? 'parts.manage.priceUpdated' : 'parts.manage.quantityUpdated', {
          amount,
        }),
      );
      return true;
    };

  const remove = async (part: Part) => {
    const yes = await confirm({
      title: t('parts.manage.confirmDelete'),
      content: t('parts.manage.confirmDeleteWhat', { name: part.name }),
      okText: t('parts.manage.confirmDeleteYes'),
      cancelText: t('parts.manage.confirmDeleteNo'),
      danger: true,
    });
    if (!yes) return;
    const result = await deletePart(part._id);
    if ('data' in result && result.data) {
      notify.success(t(result.data.archived ? 'parts.manage.archived' : 'parts.manage.deleted'));
    }
  };

  const busy = (part: Part, mutation: { isLoading: boolean; originalArgs?: unknown }) =>
    mutation.isLoading &&
    ((mutation.originalArgs as Part | undefined)?._id === part._id ||
      mutation.originalArgs === part._id);

  /**
   * An amount (price or quantity) and the box that updates it: right-aligned, folded above its box
   * in the dashboard's box at 1024–1280 px.
   */
  const amountColumns = (
    field: 'price' | 'quantity',
    [title, updateTitle]: string[],
    shown: (part: Part) => string,
  ): TableFrameColumn<Part>[] => {
    const updateKey = field === 'price' ? 'updatePrice' : 'updateQuantity';
    return [
      {
        title,
        key: field,
        align: 'right',
        fold: updateKey,
        foldFirst: true,
        render: (_value, part) => <span data-testid={`part-${field}`}>{shown(part)}</span>,
      },
      {
        title: updateTitle,
        key: updateKey,
        render: (_value, part) => (
          <AmountUpdate
            what={field}
            partName={part.name}
            busy={busy(part, field === 'price' ? priceUpdate : quantityUpdate)}
            onUpdate={update(part, field)}
          />
        ),
      },
    ];
  };

  const columns: TableFrameColumn<Part>[] = [
    indexColumn(indexTitle, page, f.number),
    {
      title: pictureTitle,
      key: 'picture',
      width: 80,
      card: 'media',
      // Folded into their neighbours in the dashboard's box at 1024–1280 px.
      fold: 'name',
      render: (_value, part) => <Thumbnail img={part.img} alt={part.name} />,
    },
    {
      title: nameTitle,
      key: 'name',
      card: 'title',
      render: (_value, part) => (
        <CutName name={part.name} max={TRUNCATE_AT.adminList} focusable testId="part-name" />
      ),
    },
    ...amountColumns('price', [priceTitle, updatePriceTitle], (part) => f.price(part.price)),
    ...amountColumns('quantity', [quantityTitle, updateQuantityTitle], (part) =>
      f.number(part.quantity),
    ),
    {
      title: deleteTitle,
      key: 'delete',
      card: 'actions',
      // Edit (everything but price and stock, which have their own columns) beside Delete.
      render: (_value, part) => (
        <div className="parts__actions">
          <Link
            to={`/dashboard/editPart/${encodeURIComponent(part._id)}`}
            className="parts__edit"
            aria-label={t('parts.manage.editOf', { name: part.name })}
            data-testid="part-edit"
          >
            <EditOutlined aria-hidden /> {t('parts.manage.edit')}
          </Link>
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={busy(part, deletion)}
            onClick={() => void remove(part)}
            aria-label={t('parts.manage.deleteOf', { name: part.name })}
          >
            {t('parts.manage.delete')}
          </Button>
        </div>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section>
      {dialogHolder}
      <PageHeader
        title={t('parts.manage.title')}
        lead={
          data ? (
            q ? (
              <Trans
                t={t}
                i18nKey="parts.manage.leadFiltered"
                values={{ count: total, q }}
                components={{ q: <span translate="no" /> }}
              />
            ) : (
              t('parts.manage.lead', { count: total })
            )
          ) : undefined
        }
        leadPending={!data}
      />
      <TableFrame<Part>
        label={t('parts.manage.title')}
        toolbar={
          <TableSearch
            value={q}
            placeholder={t('parts.manage.filterPlaceholder')}
            label={t('parts.manage.filterLabel')}
            button={t('parts.manage.filter')}
            onSearch={(value) => go({ q: value })}
          />
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(part) => part._id}
        rowProps={(part) => ({ 'data-testid': 'part-row', 'data-part-id': part._id })}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('parts.manage.loadError'), refetch }}
        emptyText={
          q ? (
            <Trans
              t={t}
              i18nKey="parts.manage.emptyFiltered"
              values={{ q }}
              components={{ q: <span translate="no" /> }}
            />
          ) : (
            t('parts.manage.empty')
          )
        }
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
      />
    </section>
  );
}
