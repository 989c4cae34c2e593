export { partsApi } from './api/parts-api';
export { AddPartPage } from './components/add-part-page';
export { EditPartPage } from './components/edit-part-page';
export { ManagePartsPage } from './components/manage-parts-page';
