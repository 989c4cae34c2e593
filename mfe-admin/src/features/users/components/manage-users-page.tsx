import { UserAddOutlined, UserDeleteOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { notify, useAuth } from '@shop/api-client';
import type { User } from '@shop/contracts';
import { toAsciiDigits, Trans, useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmailText, PageHeader, TableFrame, TableSearch, type TableFrameColumn } from '@shop/ui';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import { useListUsersQuery, useRemoveUserMutation, useSetUserRoleMutation } from '../api/users-api';
import './users.css';
import '../../../components/admin.css';

type Kind = 'makeAdmin' | 'removeAdmin' | 'remove';
type Pending = { kind: Kind; user: User } | null;

/** Each action: its call and its toast. */
const SUCCESS: Record<Kind, string> = {
  makeAdmin: 'users.adminAdded',
  removeAdmin: 'users.adminRemoved',
  remove: 'users.userRemoved',
};

/**
 * The users whose name or email contains `query` (case and a Bengali keyboard's digits ignored),
 * in their order; all of them for an empty query.
 */
export function usersMatching(users: readonly User[], query: string): readonly User[] {
  const wanted = toAsciiDigits(query.trim()).toLocaleLowerCase();
  if (!wanted) return users;
  return users.filter(
    (user) =>
      user.name.toLocaleLowerCase().includes(wanted) ||
      user.email.toLocaleLowerCase().includes(wanted),
  );
}

/**
 * Spec §2 Manage All User: Index (continuing across pages), User Details, Make Admin (only for
 * non-admins; an admin's row offers Remove Admin instead, except one's own) and Remove User. Every
 * action asks first, in a dialog centred on the page: the toasts (top right) never cover it, and it
 * closes before the call so the action's toast comes after. The API refuses to demote oneself or
 * the last admin; its message is toasted by the error middleware. A shop with hundreds of
 * customers finds one by a part of their name or email (`?q=`, kept in the address like the
 * orders' search); the list is the whole of it, so the search filters it here.
 */
export function ManageUsersPage() {
  const { user: me } = useAuth();
  const { data: allUsers = [], isLoading, isFetching, isError, refetch } = useListUsersQuery();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const users = useMemo(() => usersMatching(allUsers, q), [allUsers, q]);
  const [setRole, roleChange] = useSetUserRoleMutation();
  const [removeUser, removal] = useRemoveUserMutation();
  const [page, setPage] = useState(1);
  const search = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next);
    setPage(1);
  };
  const [pending, setPending] = useState<Pending>(null);
  // Make admin and Remove admin share one dialog: their texts differ, and only removing is a danger.
  const roleDialog =
    pending?.kind === 'makeAdmin' || pending?.kind === 'removeAdmin' ? pending.kind : undefined;
  const { t } = useAdminT();
  const f = useFormat();

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    setPending(null);
    const result =
      kind === 'remove'
        ? await removeUser(user._id)
        : await setRole({ id: user._id, role: kind === 'makeAdmin' ? 'admin' : 'customer' });
    if ('error' in result && result.error) return; // toasted by the API error middleware
    notify.success(t(SUCCESS[kind]));
  };

  const busy = (id: string, mutation: { isLoading: boolean; originalArgs?: unknown }) =>
    mutation.isLoading &&
    (mutation.originalArgs === id || (mutation.originalArgs as { id?: string })?.id === id);

  const columns: TableFrameColumn<User>[] = [
    indexColumn(t('table.index'), page, f.number),
    {
      title: t('users.columns.details'),
      key: 'details',
      card: 'title',
      render: (_value, user) => (
        <div className="users__details">
          <strong translate="no">{user.name}</strong>
          <EmailText email={user.email} />
          {user._id === me?._id && <Tag color="blue">{t('users.you')}</Tag>}
        </div>
      ),
    },
    {
      title: t('users.columns.makeAdmin'),
      key: 'makeAdmin',
      card: 'actions',
      render: (_value, user) =>
        user.role === 'admin' ? (
          <span className="users__admin">
            <Tag color="gold">{t('users.admin')}</Tag>
            {user._id !== me?._id && (
              <Button
                icon={<UserSwitchOutlined aria-hidden />}
                loading={busy(user._id, roleChange)}
                onClick={() => setPending({ kind: 'removeAdmin', user })}
                aria-label={t('users.removeAdminOf', { name: user.name })}
              >
                {t('users.removeAdmin')}
              </Button>
            )}
          </span>
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
      card: 'actions',
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
        lead={isLoading ? undefined : t('users.lead', { count: allUsers.length })}
        leadPending={isLoading}
      />
      <TableFrame<User>
        label={t('users.title')}
        toolbar={
          <TableSearch
            value={q}
            placeholder={t('users.searchPlaceholder')}
            label={t('users.searchLabel')}
            button={t('users.search')}
            onSearch={search}
          />
        }
        columns={columns}
        rows={users.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE)}
        rowKey={(user) => user._id}
        rowProps={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user._id })}
        loading={isLoading || (isFetching && allUsers.length === 0)}
        error={isError && { errorText: t('users.loadError'), refetch }}
        emptyText={t(q ? 'users.emptyFiltered' : 'users.empty')}
        paging={{
          page,
          pageSize: ADMIN_PAGE_SIZE,
          total: users.length,
          onChange: setPage,
        }}
      />
      <ConfirmDialog
        open={roleDialog !== undefined}
        title={
          pending && roleDialog ? (
            <Trans
              t={t}
              i18nKey={`users.${roleDialog}Title`}
              values={{ name: pending.user.name }}
              components={{ name: <span translate="no" /> }}
            />
          ) : (
            ''
          )
        }
        okText={roleDialog ? t(`users.${roleDialog}`) : ''}
        danger={roleDialog === 'removeAdmin'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && roleDialog && (
          <p>
            <Trans
              t={t}
              i18nKey={`users.${roleDialog}Body`}
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
