export { activityApi } from './api/activity-api';
export { ActivityPage } from './components/activity-page';
