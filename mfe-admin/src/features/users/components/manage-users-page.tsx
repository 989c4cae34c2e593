import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { notify, useAuth } from '@shop/api-client';
import type { User } from '@shop/contracts';
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '@shop/ui';
import { ADMIN_PAGE_SIZE, rowNumber, tableEmptyText } from '../../../components/table-states';
import { useListUsersQuery, useRemoveUserMutation, useSetUserRoleMutation } from '../api/users-api';
import './users.css';
import '../../../components/admin.css';

/** Spec §2 columns of Manage All User. */
export const MANAGE_USERS_COLUMNS = ['Index', 'User Details', 'Make Admin', 'Remove User'] as const;

/** Spec §8 success toasts (failures reach the user through the API error toaster). */
export const ADMIN_ADDED_MESSAGE = 'Admin Added Successfully';
export const USER_REMOVED_MESSAGE = 'Remove user Successfully';

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

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    setPending(null);
    const result =
      kind === 'makeAdmin'
        ? await setRole({ id: user._id, role: 'admin' })
        : await removeUser(user._id);
    if ('error' in result && result.error) return; // toasted by the API error middleware
    notify.success(kind === 'makeAdmin' ? ADMIN_ADDED_MESSAGE : USER_REMOVED_MESSAGE);
  };

  const busy = (id: string, mutation: { isLoading: boolean; originalArgs?: unknown }) =>
    mutation.isLoading &&
    (mutation.originalArgs === id || (mutation.originalArgs as { id?: string })?.id === id);

  const columns: TableColumnsType<User> = [
    {
      title: MANAGE_USERS_COLUMNS[0],
      key: 'index',
      width: 72,
      render: (_value, _user, index) => rowNumber(page, ADMIN_PAGE_SIZE, index),
    },
    {
      title: MANAGE_USERS_COLUMNS[1],
      key: 'details',
      render: (_value, user) => (
        <div className="users__details">
          <strong>{user.name}</strong>
          <span>{user.email}</span>
          {user._id === me?._id && <Tag color="blue">You</Tag>}
        </div>
      ),
    },
    {
      title: MANAGE_USERS_COLUMNS[2],
      key: 'makeAdmin',
      render: (_value, user) =>
        user.role === 'admin' ? (
          <Tag color="gold">Admin</Tag>
        ) : (
          <Button
            icon={<UserAddOutlined aria-hidden />}
            loading={busy(user._id, roleChange)}
            onClick={() => setPending({ kind: 'makeAdmin', user })}
          >
            Make<span className="visually-hidden"> {user.name} an</span> Admin
          </Button>
        ),
    },
    {
      title: MANAGE_USERS_COLUMNS[3],
      key: 'remove',
      render: (_value, user) => (
        <Button
          danger
          icon={<UserDeleteOutlined aria-hidden />}
          loading={busy(user._id, removal)}
          disabled={user._id === me?._id}
          onClick={() => setPending({ kind: 'remove', user })}
        >
          Remove<span className="visually-hidden"> {user.name}</span> User
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="Manage All User"
        lead={isLoading ? undefined : `${users.length} registered users`}
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
                onChange: setPage,
              }
            : false
        }
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: tableEmptyText({
            isError,
            refetch,
            errorText: 'The users could not be loaded.',
            emptyText: 'No users yet.',
          }),
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'makeAdmin'}
        title={pending ? `Make ${pending.user.name} an admin?` : ''}
        okText="Make Admin"
        cancelText="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <p>
            {pending.user.email} will get full rights: adding, changing and deleting products,
            managing every order and every user.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title="Remove this user?"
        okText="Remove"
        cancelText="Keep"
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && <p>{pending.user.email} will no longer be able to log in.</p>}
      </ConfirmDialog>
    </section>
  );
}
