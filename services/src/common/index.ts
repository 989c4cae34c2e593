export * from './dto/api-error.dto';
export * from './errors';
export * from './filters';
export * from './platform';
export * from './pipes';
export * from './auth';
export * from './validation';
