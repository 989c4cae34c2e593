export * from './order-events';
export * from './request-language';
