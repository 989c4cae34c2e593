import { notify } from '@shop/api-client';
import {
  CONTACT_STATUS_FILTERS,
  type ContactMessage,
  type ContactStatusFilter,
} from '@shop/contracts';
import { useSearchParams } from '@shop/router';
import { PageHeader } from '@shop/ui';
import { Button, Segmented, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { ADMIN_PAGE_SIZE, rowNumber, tableEmptyText } from '../../../components/table-states';
import { useContactMessagePageQuery, useMarkContactMessageMutation } from '../api/messages-api';
import '../../../components/admin.css';
import './messages.css';

export const MESSAGES_TITLE = 'Contact messages';
export const MARKED_HANDLED_MESSAGE = 'Message marked as handled';
export const MARKED_NEW_MESSAGE = 'Message moved back to new';

const FILTER_LABELS: Record<ContactStatusFilter, string> = {
  new: 'New',
  handled: 'Handled',
  all: 'All',
};

const statusFrom = (value: string | null): ContactStatusFilter =>
  (CONTACT_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ContactStatusFilter)
    : 'new';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const receivedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

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
      notify.success(handled ? MARKED_HANDLED_MESSAGE : MARKED_NEW_MESSAGE);
    }
  };

  const columns: TableColumnsType<ContactMessage> = [
    {
      title: 'Index',
      key: 'index',
      width: 64,
      render: (_value, _message, index) => rowNumber(page, ADMIN_PAGE_SIZE, index),
    },
    {
      title: 'Received',
      key: 'received',
      render: (_value, message) => (
        <time dateTime={message.createdAt} className="messages__when">
          {receivedOn(message.createdAt)}
        </time>
      ),
    },
    {
      title: 'From',
      key: 'from',
      render: (_value, message) => (
        <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
          {message.email}
        </a>
      ),
    },
    {
      title: 'Message',
      key: 'message',
      render: (_value, message) => (
        <div className="messages__text">
          <strong>{message.subject}</strong>
          <p>{message.message}</p>
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, message) =>
        message.handled ? (
          <span className="messages__status">
            <Tag color="green">handled</Tag>
            {message.handledAt && (
              <span className="admin-muted">{receivedOn(message.handledAt)}</span>
            )}
          </span>
        ) : (
          <Tag color="blue">new</Tag>
        ),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_value, message) => (
        <Button
          size="small"
          type={message.handled ? 'default' : 'primary'}
          loading={marking.isLoading && marking.originalArgs?.id === message._id}
          onClick={() => void toggle(message)}
          aria-label={`${message.handled ? 'Mark as new' : 'Mark handled'}: ${message.subject}`}
        >
          {message.handled ? 'Mark as new' : 'Mark handled'}
        </Button>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section>
      <PageHeader
        title={MESSAGES_TITLE}
        lead={
          data
            ? `${total} ${status === 'all' ? '' : `${FILTER_LABELS[status].toLowerCase()} `}messages, newest first`
            : undefined
        }
      />
      <div className="admin-toolbar">
        <Segmented<ContactStatusFilter>
          value={status}
          onChange={(value) => go({ status: value })}
          options={CONTACT_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          aria-label="Which messages"
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
                onChange: (next) => go({ page: next }),
              }
            : false
        }
        locale={{
          emptyText: tableEmptyText({
            isError,
            refetch,
            errorText: 'The messages could not be loaded.',
            emptyText:
              status === 'new' ? 'No new messages: every message is handled.' : 'No messages here.',
          }),
        }}
      />
    </section>
  );
}
