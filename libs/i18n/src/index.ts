export * from './languages';
export * from './language-paths';
export * from './format';
export * from './messages';
export * from './instance';
export * from './react';
export { COMMON_MESSAGES_EN, loadCommonMessages } from './common-messages';
export * from './rule-messages';
