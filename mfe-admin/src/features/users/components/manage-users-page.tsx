import { ComingSoon } from '../../../components/coming-soon';

/** Spec §2 columns of Manage All User. */
export const MANAGE_USERS_COLUMNS = ['Index', 'User Details', 'Make Admin', 'Remove User'] as const;

export function ManageUsersPage() {
  return (
    <ComingSoon title="Manage All User" columns={MANAGE_USERS_COLUMNS}>
      Registered users will be listed here once accounts are available.
    </ComingSoon>
  );
}
