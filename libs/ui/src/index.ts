export * from './standalone-app';
export * from './theme';
export * from './forms';
