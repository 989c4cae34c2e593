import { PlaceholderTable } from '../../../components/placeholder-table';

/** Spec §2 columns of Manage All User. */
export const MANAGE_USERS_COLUMNS = ['Index', 'User Details', 'Make Admin', 'Remove User'] as const;

export function ManageUsersPage() {
  return (
    <PlaceholderTable title="Manage All User" columns={MANAGE_USERS_COLUMNS}>
      Registered users will be listed here once accounts are available.
    </PlaceholderTable>
  );
}
