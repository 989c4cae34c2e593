export * from './rules-resolver';
export * from './use-rules-form';
