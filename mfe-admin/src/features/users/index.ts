export { ManageUsersPage } from './components/manage-users-page';
