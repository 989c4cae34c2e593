import { notify } from '@shop/api-client';
import {
  CONTACT_STATUS_FILTERS,
  type ContactMessage,
  type ContactStatusFilter,
} from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader } from '@shop/ui';
import { Button, Segmented, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ADMIN_PAGE_SIZE,
  rowNumber,
  tableEmptyText,
  usePageNumbers,
} from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import { useContactMessagePageQuery, useMarkContactMessageMutation } from '../api/messages-api';
import '../../../components/admin.css';
import './messages.css';

const statusFrom = (value: string | null): ContactStatusFilter =>
  (CONTACT_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ContactStatusFilter)
    : 'new';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The Contact Us inbox: what visitors wrote on /cService, newest first, new ones by default; each
 * can be marked handled (or back to new). Filter and page live in the address (`?status=&page=`).
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useContactMessagePageQuery({
    status,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const [mark, marking] = useMarkContactMessageMutation();
  const { t } = useAdminT();
  const f = useFormat();
  const pageNumbers = usePageNumbers();

  const go = (next: { status?: ContactStatusFilter; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    if (nextStatus === 'new') search.delete('status');
    else search.set('status', nextStatus);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  const toggle = async (message: ContactMessage) => {
    const handled = !message.handled;
    const result = await mark({ id: message._id, handled });
    if ('data' in result && result.data) {
      notify.success(t(handled ? 'messages.markedHandled' : 'messages.markedNew'));
    }
  };

  const columns: TableColumnsType<ContactMessage> = [
    {
      title: t('table.index'),
      key: 'index',
      width: 64,
      render: (_value, _message, index) => f.number(rowNumber(page, ADMIN_PAGE_SIZE, index)),
    },
    {
      title: t('messages.columns.received'),
      key: 'received',
      render: (_value, message) => (
        <time dateTime={message.createdAt} className="messages__when">
          {f.dateTime(message.createdAt)}
        </time>
      ),
    },
    {
      title: t('messages.columns.from'),
      key: 'from',
      render: (_value, message) => (
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          translate="no"
        >
          {message.email}
        </a>
      ),
    },
    {
      title: t('messages.columns.message'),
      key: 'message',
      render: (_value, message) => (
        // What the visitor wrote, as written.
        <div className="messages__text" translate="no">
          <strong>{message.subject}</strong>
          <p>{message.message}</p>
        </div>
      ),
    },
    {
      title: t('messages.columns.status'),
      key: 'status',
      render: (_value, message) =>
        message.handled ? (
          <span className="messages__status">
            <Tag color="green">{t('messages.handled')}</Tag>
            {message.handledAt && (
              <span className="admin-muted">{f.dateTime(message.handledAt)}</span>
            )}
          </span>
        ) : (
          <Tag color="blue">{t('messages.new')}</Tag>
        ),
    },
    {
      title: t('messages.columns.action'),
      key: 'action',
      render: (_value, message) => (
        <Button
          size="small"
          type={message.handled ? 'default' : 'primary'}
          loading={marking.isLoading && marking.originalArgs?.id === message._id}
          onClick={() => void toggle(message)}
          aria-label={t(message.handled ? 'messages.markNewOf' : 'messages.markHandledOf', {
            subject: message.subject,
          })}
        >
          {t(message.handled ? 'messages.markNew' : 'messages.markHandled')}
        </Button>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section>
      <PageHeader
        title={t('messages.title')}
        lead={data ? t(`messages.lead.${status}`, { count: total }) : undefined}
      />
      <div className="admin-toolbar">
        <Segmented<ContactStatusFilter>
          value={status}
          onChange={(value) => go({ status: value })}
          options={CONTACT_STATUS_FILTERS.map((value) => ({
            value,
            label: t(`messages.filters.${value}`),
          }))}
          aria-label={t('messages.filterLabel')}
        />
      </div>
      <Table<ContactMessage>
        rowKey="_id"
        dataSource={data?.items ?? []}
        columns={columns}
        loading={isLoading || isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(message) =>
          ({ 'data-testid': 'message-row', 'data-message-id': message._id }) as object
        }
        pagination={
          total > ADMIN_PAGE_SIZE || page > 1
            ? {
                current: page,
                pageSize: ADMIN_PAGE_SIZE,
                total,
                showSizeChanger: false,
                itemRender: pageNumbers,
                onChange: (next) => go({ page: next }),
              }
            : false
        }
        locale={{
          emptyText: tableEmptyText({
            isError,
            refetch,
            errorText: t('messages.loadError'),
            emptyText: t(status === 'new' ? 'messages.emptyNew' : 'messages.empty'),
          }),
        }}
      />
    </section>
  );
}
