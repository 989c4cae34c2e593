export * from './rules-resolver';
export * from './use-rules-form';
export * from './rule-message';
export * from './typed-number';
export * from './file-field';
export * from './district-select';
