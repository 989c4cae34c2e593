export { usersApi } from './api/users-api';
export { ManageUsersPage } from './components/manage-users-page';
