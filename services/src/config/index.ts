export * from './env.validation';
