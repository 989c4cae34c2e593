export * from './list-price';
export * from './money';
export * from './text';
export * from './auth-validation';
export * from './delivery';
export * from './contact-validation';
export * from './orders';
export * from './order-validation';
