export { DashboardHomePage } from './components/dashboard-home-page';
