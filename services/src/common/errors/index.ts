export * from './app-error';
export * from './order-errors';
