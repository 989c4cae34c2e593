import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { notify, useAuth } from '@shop/api-client';
import type { User } from '@shop/contracts';
import { Trans, useFormat } from '@shop/i18n';
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '@shop/ui';
import {
  ADMIN_PAGE_SIZE,
  rowNumber,
  tableEmptyText,
  usePageNumbers,
} from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import { useListUsersQuery, useRemoveUserMutation, useSetUserRoleMutation } from '../api/users-api';
import './users.css';
import '../../../components/admin.css';

type Pending = { kind: 'makeAdmin' | 'remove'; user: User } | null;

/**
 * Spec §2 Manage All User: Index (continuing across pages), User Details, Make Admin (only for
 * non-admins) and Remove User. Both actions ask first, in a dialog centred on the page: the toasts
 * (top right) never cover it, and it closes before the call so the action's toast comes after.
 */
export function ManageUsersPage() {
  const { user: me } = useAuth();
  const { data: users = [], isLoading, isFetching, isError, refetch } = useListUsersQuery();
  const [setRole, roleChange] = useSetUserRoleMutation();
  const [removeUser, removal] = useRemoveUserMutation();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const { t } = useAdminT();
  const f = useFormat();
  const pageNumbers = usePageNumbers();

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    setPending(null);
    const result =
      kind === 'makeAdmin'
        ? await setRole({ id: user._id, role: 'admin' })
        : await removeUser(user._id);
    if ('error' in result && result.error) return; // toasted by the API error middleware
    notify.success(t(kind === 'makeAdmin' ? 'users.adminAdded' : 'users.userRemoved'));
  };

  const busy = (id: string, mutation: { isLoading: boolean; originalArgs?: unknown }) =>
    mutation.isLoading &&
    (mutation.originalArgs === id || (mutation.originalArgs as { id?: string })?.id === id);

  const columns: TableColumnsType<User> = [
    {
      title: t('table.index'),
      key: 'index',
      width: 72,
      render: (_value, _user, index) => f.number(rowNumber(page, ADMIN_PAGE_SIZE, index)),
    },
    {
      title: t('users.columns.details'),
      key: 'details',
      render: (_value, user) => (
        <div className="users__details">
          <strong translate="no">{user.name}</strong>
          <span translate="no">{user.email}</span>
          {user._id === me?._id && <Tag color="blue">{t('users.you')}</Tag>}
        </div>
      ),
    },
    {
      title: t('users.columns.makeAdmin'),
      key: 'makeAdmin',
      render: (_value, user) =>
        user.role === 'admin' ? (
          <Tag color="gold">{t('users.admin')}</Tag>
        ) : (
          <Button
            icon={<UserAddOutlined aria-hidden />}
            loading={busy(user._id, roleChange)}
            onClick={() => setPending({ kind: 'makeAdmin', user })}
            aria-label={t('users.makeAdminOf', { name: user.name })}
          >
            {t('users.makeAdmin')}
          </Button>
        ),
    },
    {
      title: t('users.columns.remove'),
      key: 'remove',
      render: (_value, user) => (
        <Button
          danger
          icon={<UserDeleteOutlined aria-hidden />}
          loading={busy(user._id, removal)}
          disabled={user._id === me?._id}
          onClick={() => setPending({ kind: 'remove', user })}
          aria-label={t('users.removeUserOf', { name: user.name })}
        >
          {t('users.removeUser')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('users.title')}
        lead={isLoading ? undefined : t('users.lead', { count: users.length })}
      />
      <Table<User>
        rowKey="_id"
        dataSource={users}
        columns={columns}
        loading={isLoading || (isFetching && users.length === 0)}
        pagination={
          users.length > ADMIN_PAGE_SIZE
            ? {
                current: page,
                pageSize: ADMIN_PAGE_SIZE,
                showSizeChanger: false,
                itemRender: pageNumbers,
                onChange: setPage,
              }
            : false
        }
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: tableEmptyText({
            isError,
            refetch,
            errorText: t('users.loadError'),
            emptyText: t('users.empty'),
          }),
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'makeAdmin'}
        title={
          pending ? (
            <Trans
              t={t}
              i18nKey="users.makeAdminTitle"
              values={{ name: pending.user.name }}
              components={{ name: <span translate="no" /> }}
            />
          ) : (
            ''
          )
        }
        okText={t('users.makeAdmin')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <p>
            <Trans
              t={t}
              i18nKey="users.makeAdminBody"
              values={{ email: pending.user.email }}
              components={{ email: <span translate="no" /> }}
            />
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={t('users.removeTitle')}
        okText={t('users.remove')}
        cancelText={t('users.keep')}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <p>
            <Trans
              t={t}
              i18nKey="users.removeBody"
              values={{ email: pending.user.email }}
              components={{ email: <span translate="no" /> }}
            />
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
