export * from './app-error';
export * from './order-errors';
export * from './request-errors';
