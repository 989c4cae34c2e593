export { releasesApi } from './api/releases-api';
export { ReleasesPage } from './components/releases-page';
