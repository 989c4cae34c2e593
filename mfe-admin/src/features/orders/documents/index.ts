export { documentsApi } from './api/documents-api';
export { BatchDocuments } from './components/batch-documents';
export { OrderDocuments } from './components/order-documents';
