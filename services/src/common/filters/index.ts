export * from './api-exception.filter';
export * from './error-mapping';
export * from './framework-errors';
