import { notify } from '@shop/api-client';
import {
  CONTACT_STATUS_FILTERS,
  type ContactMessage,
  type ContactStatusFilter,
} from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader, pageParam, TableFrame, type TableFrameColumn } from '@shop/ui';
import { Button, Segmented, Tag } from 'antd';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import { useContactMessagePageQuery, useMarkContactMessageMutation } from '../api/messages-api';
import '../../../components/admin.css';
import './messages.css';

const statusFrom = (value: string | null): ContactStatusFilter =>
  (CONTACT_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ContactStatusFilter)
    : 'new';

/**
 * The Contact Us inbox: what visitors wrote on /cService, newest first, new ones by default; each
 * can be marked handled (or back to new). Filter and page live in the address (`?status=&page=`).
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageParam(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useContactMessagePageQuery({
    status,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const [mark, marking] = useMarkContactMessageMutation();
  const { t } = useAdminT();
  const f = useFormat();

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

  const columns: TableFrameColumn<ContactMessage>[] = [
    indexColumn(t('table.index'), page, f.number),
    {
      title: t('messages.columns.received'),
      key: 'received',
      // Folded under the sender and beside the button in the dashboard's box at 1024–1280 px.
      fold: 'from',
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
      card: 'title',
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
      fold: 'action',
      foldFirst: true,
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
      card: 'actions',
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
        leadPending={!data}
      />
      <TableFrame<ContactMessage>
        label={t('messages.title')}
        toolbar={
          <Segmented<ContactStatusFilter>
            value={status}
            onChange={(value) => go({ status: value })}
            options={CONTACT_STATUS_FILTERS.map((value) => ({
              value,
              label: t(`messages.filters.${value}`),
            }))}
            aria-label={t('messages.filterLabel')}
          />
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(message) => message._id}
        rowProps={(message) => ({ 'data-testid': 'message-row', 'data-message-id': message._id })}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('messages.loadError'), refetch }}
        emptyText={t(status === 'new' ? 'messages.emptyNew' : 'messages.empty')}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
      />
    </section>
  );
}
