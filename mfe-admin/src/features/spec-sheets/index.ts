export { specSheetsApi } from './api/spec-sheets-api';
export { SpecSheetsPage } from './components/spec-sheets-page';
