import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import {
  notify,
  useAuth,
  useDeleteUserMutation,
  useSetRoleMutation,
  useUsersQuery,
} from '@shop/api-client';
import type { User } from '@shop/contracts';
import { Button, Empty, Popconfirm, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PageHeader } from '../../../components/page-header';

/** Spec §2 columns of Manage All User. */
export const MANAGE_USERS_COLUMNS = ['Index', 'User Details', 'Make Admin', 'Remove User'] as const;

/** Spec §8 success toasts (failures reach the user through the API error toaster). */
export const ADMIN_ADDED_MESSAGE = 'Admin Added Successfully';
export const USER_REMOVED_MESSAGE = 'Remove user Successfully';

export function ManageUsersPage() {
  const { user: me } = useAuth();
  const { data: users = [], isLoading, isFetching, isError, refetch } = useUsersQuery();
  const [setRole, roleChange] = useSetRoleMutation();
  const [deleteUser, removal] = useDeleteUserMutation();

  const makeAdmin = (user: User) =>
    setRole({ id: user._id, role: 'admin' })
      .unwrap()
      .then(() => notify.success(ADMIN_ADDED_MESSAGE))
      .catch(() => undefined); // toasted by the API error middleware

  const remove = (user: User) =>
    deleteUser(user._id)
      .unwrap()
      .then(() => notify.success(USER_REMOVED_MESSAGE))
      .catch(() => undefined); // toasted by the API error middleware

  const busy = (id: string, mutation: { isLoading: boolean; originalArgs?: unknown }) =>
    mutation.isLoading &&
    (mutation.originalArgs === id || (mutation.originalArgs as { id?: string })?.id === id);

  const columns: TableColumnsType<User> = [
    {
      title: MANAGE_USERS_COLUMNS[0],
      key: 'index',
      width: 72,
      render: (_value, _user, index) => index + 1,
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
            icon={<UserAddOutlined />}
            loading={busy(user._id, roleChange)}
            onClick={() => makeAdmin(user)}
            aria-label={`Make ${user.name} an admin`}
          >
            Make Admin
          </Button>
        ),
    },
    {
      title: MANAGE_USERS_COLUMNS[3],
      key: 'remove',
      render: (_value, user) => (
        <Popconfirm
          title="Remove this user?"
          description={`${user.email} will no longer be able to log in.`}
          okText="Remove"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => remove(user)}
        >
          <Button
            danger
            icon={<UserDeleteOutlined />}
            loading={busy(user._id, removal)}
            disabled={user._id === me?._id}
            aria-label={`Remove ${user.name}`}
          >
            Remove User
          </Button>
        </Popconfirm>
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
        pagination={users.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: isError ? (
            <Empty description="The users could not be loaded.">
              <Button onClick={() => refetch()}>Retry</Button>
            </Empty>
          ) : (
            <Empty description="No users yet." />
          ),
        }}
      />
    </section>
  );
}
