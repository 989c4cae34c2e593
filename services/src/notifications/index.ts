export * from './order-events';
export * from './request-language';
export * from './notifications.module';
export * from './notification-worker.service';
export * from './sms/sms-provider';
export { localizeDigits, orderNumber } from './format';
