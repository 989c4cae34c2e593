export * from './order-status-tag';
export * from './tracking-timeline';
