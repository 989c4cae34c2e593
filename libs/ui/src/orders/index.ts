export * from './order-status-tag';
