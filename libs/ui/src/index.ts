export * from './standalone-app';
export * from './standalone-routes';
export * from './theme';
export * from './forms';
export * from './remote';
export * from './language-switch';
export * from './reduced-motion';
export * from './table';
