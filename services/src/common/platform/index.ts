export * from './client-errors';
export * from './cors';
export * from './json-body';
export * from './route-table';
export * from './multipart';
export * from './id-routes';
